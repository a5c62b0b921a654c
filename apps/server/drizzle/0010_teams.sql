CREATE TABLE "blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"team_member_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_order_check" CHECK ("blocks"."ends_at" > "blocks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"email" text,
	"photo_url" text,
	"schedule" jsonb,
	"break_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "team_member_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "team_member_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "holds_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "team_member_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_business_time_idx" ON "blocks" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE INDEX "team_members_business_idx" ON "team_members" USING btree ("business_id","position");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_member_time_idx" ON "bookings" USING btree ("team_member_id","occupied_from");--> statement-breakpoint
-- Hand-written below (docs/decisions/0029-team-members-and-held-time.md).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Every business gets one team member, named after its owner, who performs every service.
INSERT INTO team_members (business_id, name, position, created_at, updated_at)
SELECT b.id, u.name, 0, now(), now() FROM businesses b JOIN users u ON u.id = b.owner_id;--> statement-breakpoint
-- Their timed bookings are theirs.
UPDATE bookings k SET team_member_id = m.id, team_member_name = m.name
FROM team_members m WHERE m.business_id = k.business_id AND k.occupied_from IS NOT NULL;--> statement-breakpoint
-- One time per person: two active bookings holding the same member may overlap only when they
-- are the same session (the same service at the same start, a group session).
ALTER TABLE bookings ADD CONSTRAINT bookings_member_time_excl EXCLUDE USING gist (
  team_member_id WITH =,
  (coalesce(service_id::text, '') || '|' || slot_key) WITH <>,
  tstzrange(occupied_from, occupied_until, '[)') WITH &&
) WHERE (holds_member AND status IN ('pending', 'confirmed'));--> statement-breakpoint
-- Timed bookings hold their member, in the order they were made; one that would overlap an
-- earlier one of another session (possible while each service counted its own places) keeps
-- its place but holds no time, and is listed to nobody's harm.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM bookings
    WHERE team_member_id IS NOT NULL AND occupied_from IS NOT NULL AND status IN ('pending', 'confirmed')
    ORDER BY created_at, id
  LOOP
    BEGIN
      UPDATE bookings SET holds_member = true WHERE id = r.id;
    EXCEPTION WHEN exclusion_violation THEN
      NULL;
    END;
  END LOOP;
END;
$$;--> statement-breakpoint
DROP FUNCTION booklane_create_booking(uuid, text, text, jsonb, jsonb, text[], integer, timestamptz, timestamptz, timestamptz, text);--> statement-breakpoint
-- Booking creation in one round trip (docs/decisions/0018, 0028): as in migration 0005, the
-- service row is locked and both rows must be the versions the caller checked. Then each
-- candidate team member in turn (the chosen one, or every eligible one for "anyone", in the
-- caller's order) is tried: not blocked at that time, a place left in their session, and the
-- exclusion constraint accepting their held time. The first that fits is written with the emails
-- (which name them). Date-only and flexible bookings count per service, as before.
-- Answers 'ok:<member id or empty>', 'full' (nothing written) or 'stale' (read again, retry).
CREATE FUNCTION booklane_create_booking(
  p_service_id uuid,
  p_service_version text,
  p_business_version text,
  p_booking jsonb,
  p_emails jsonb,
  p_active text[],
  p_limit integer,
  p_from timestamptz,
  p_until timestamptz,
  p_slot_key text,
  p_members jsonb
) RETURNS text
LANGUAGE plpgsql
AS $$
DECLARE
  taken integer;
  business uuid;
  m record;
  tried boolean := false;
  chosen_id uuid;
  chosen_name text;
BEGIN
  SELECT s.business_id INTO business FROM services s JOIN businesses b ON b.id = s.business_id
    WHERE s.id = p_service_id
      AND s.xmin::text = p_service_version
      AND b.xmin::text = p_business_version
    FOR UPDATE OF s;
  IF NOT FOUND THEN
    RETURN 'stale';
  END IF;
  IF p_from IS NULL AND p_limit IS NOT NULL THEN
    -- Date-only and flexible: the service's own places.
    SELECT count(*) INTO taken FROM bookings
      WHERE service_id = p_service_id AND slot_key = p_slot_key AND status = ANY (p_active);
    IF taken >= p_limit THEN
      RETURN 'full';
    END IF;
  END IF;
  FOR m IN
    SELECT (e.value ->> 'id')::uuid AS id, e.value ->> 'name' AS name
    FROM jsonb_array_elements(p_members) WITH ORDINALITY AS e(value, n) ORDER BY e.n
  LOOP
    tried := true;
    IF p_from IS NOT NULL THEN
      CONTINUE WHEN EXISTS (SELECT 1 FROM blocks bl
        WHERE bl.business_id = business AND (bl.team_member_id IS NULL OR bl.team_member_id = m.id)
          AND bl.starts_at < p_until AND bl.ends_at > p_from);
      IF p_limit IS NOT NULL THEN
        SELECT count(*) INTO taken FROM bookings
          WHERE service_id = p_service_id AND slot_key = p_slot_key AND team_member_id = m.id
            AND status = ANY (p_active);
        CONTINUE WHEN taken >= p_limit;
      END IF;
    END IF;
    BEGIN
      INSERT INTO bookings SELECT * FROM jsonb_populate_record(null::bookings, p_booking || jsonb_build_object(
        'team_member_id', m.id, 'team_member_name', m.name, 'holds_member', p_from IS NOT NULL));
      chosen_id := m.id;
      chosen_name := m.name;
      EXIT;
    EXCEPTION WHEN exclusion_violation THEN
      NULL;
    END;
  END LOOP;
  IF chosen_id IS NULL THEN
    -- Everyone tried was taken; or no one to try (a date-only or flexible booking without a choice).
    IF tried OR p_from IS NOT NULL THEN
      RETURN 'full';
    END IF;
    INSERT INTO bookings SELECT * FROM jsonb_populate_record(null::bookings, p_booking);
  END IF;
  INSERT INTO notifications
    (booking_id, kind, recipient_email, recipient_name, payload, send_after, created_at, updated_at)
  SELECT booking_id, kind, recipient_email, recipient_name,
    CASE WHEN chosen_name IS NOT NULL AND payload ? 'booking'
      THEN jsonb_set(payload, '{booking,teamMemberName}', to_jsonb(chosen_name)) ELSE payload END,
    send_after, created_at, created_at
  FROM jsonb_to_recordset(p_emails) AS x(
    booking_id uuid, kind text, recipient_email text, recipient_name text, payload jsonb,
    send_after timestamptz, created_at timestamptz);
  RETURN 'ok:' || coalesce(chosen_id::text, '');
END;
$$;
