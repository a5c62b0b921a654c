CREATE TABLE "customer_notes" (
	"business_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_business_id_customer_key_pk" PRIMARY KEY("business_id","customer_key")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "weekly_summary_sent_for" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_summary_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('customer_booking_requested', 'customer_booking_confirmed', 'customer_booking_cancelled', 'customer_booking_rescheduled', 'customer_booking_reminder', 'customer_booking_completed', 'customer_review_reminder', 'business_booking_created', 'business_booking_from_waitlist', 'business_booking_cancelled', 'business_booking_rescheduled', 'business_chat_message', 'account_verify_email', 'account_password_reset', 'account_email_change', 'account_email_change_notice', 'team_invite', 'waitlist_joined', 'waitlist_offered', 'waitlist_expired', 'waitlist_withdrawn', 'business_review_received', 'customer_review_answered', 'business_weekly_summary'));--> statement-breakpoint
-- A team's held time over a span, in one round trip (TeamRepository.heldAndBlocked): the members'
-- bookings that hold their time (`p_active` statuses, but `p_except`), the places held for the
-- waitlist, and the business's blocks (a null member: everyone's). With `p_lock`, the members'
-- locks are taken first, in the writers' order (by id), and the time is read after them: a
-- statement of its own in this function sees what the writers before it committed.
CREATE OR REPLACE FUNCTION booklane_member_times(
  p_ids uuid[], p_business uuid, p_from timestamptz, p_until timestamptz, p_except uuid,
  p_active text[], p_lock boolean
) RETURNS TABLE (r_member text, r_from float8, r_until float8, r_session text)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_lock THEN
    PERFORM 1 FROM team_members tm WHERE tm.id = ANY (p_ids) ORDER BY tm.id FOR NO KEY UPDATE;
  END IF;
  RETURN QUERY
    SELECT b.team_member_id::text, (extract(epoch FROM b.occupied_from) * 1000)::float8,
      (extract(epoch FROM b.occupied_until) * 1000)::float8,
      coalesce(b.service_id::text, '') || '|' || b.slot_key
    FROM bookings b
    WHERE b.team_member_id = ANY (p_ids) AND b.holds_member AND b.status = ANY (p_active)
      AND b.occupied_from < p_until AND b.occupied_until > p_from
      AND (p_except IS NULL OR b.id <> p_except)
    UNION ALL
    SELECT o.team_member_id::text, (extract(epoch FROM o.held_from) * 1000)::float8,
      (extract(epoch FROM o.held_until) * 1000)::float8, o.service_id::text || '|' || o.slot_key
    FROM waitlist_offers o
    WHERE o.team_member_id = ANY (p_ids) AND o.status = 'held'
      AND o.held_from < p_until AND o.held_until > p_from
    UNION ALL
    SELECT bl.team_member_id::text, (extract(epoch FROM bl.starts_at) * 1000)::float8,
      (extract(epoch FROM bl.ends_at) * 1000)::float8, NULL::text
    FROM blocks bl
    WHERE bl.business_id = p_business AND bl.starts_at < p_until AND bl.ends_at > p_from;
END;
$$;
--> statement-breakpoint
-- The first `p_limit` waiting entries of a service's line on a day, in line order, with the row
-- versions of the service and its business (WaitlistOffersRepository.waitingOn): one round trip,
-- its plan kept between calls, for it runs inside every cancellation. No row: the service is gone;
-- one row with a null entry: nobody waits.
CREATE OR REPLACE FUNCTION booklane_waiting_on(p_service uuid, p_date date, p_limit integer)
RETURNS TABLE (
  r_service text, r_business text, r_id uuid, r_window_from text, r_window_to text,
  r_team_member uuid, r_customer uuid, r_guest_name text, r_guest_email text,
  r_customer_name text, r_customer_email text, r_created_at timestamptz, r_seq text
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.xmin::text, b.xmin::text, e.id, e.window_from, e.window_to, e.team_member_id,
      e.customer_id, e.guest_name, e.guest_email, e.customer_name, e.customer_email, e.created_at,
      e.seq::text
    FROM services s JOIN businesses b ON b.id = s.business_id
    LEFT JOIN LATERAL (
      SELECT we.id, we.window_from, we.window_to, we.team_member_id, we.customer_id, we.guest_name,
        we.guest_email::text, u.name::text AS customer_name, u.email::text AS customer_email, we.created_at, we.seq
      FROM waitlist_entries we LEFT JOIN users u ON u.id = we.customer_id
      WHERE we.service_id = s.id AND we.entry_date = p_date AND we.status = 'waiting'
      ORDER BY we.created_at, we.seq
      LIMIT p_limit
    ) e ON true
    WHERE s.id = p_service;
END;
$$;
--> statement-breakpoint
-- A held place (WaitlistOffersRepository.offer): the entry moves to `offered` only if it still
-- waits (else false, nothing written), the offer row, and its emails in the outbox; one round trip
-- with its plans kept, for it runs inside cancellations.
CREATE OR REPLACE FUNCTION booklane_make_offer(
  p_id uuid, p_entry uuid, p_service uuid, p_business uuid, p_member uuid, p_date date,
  p_start text, p_slot_key text, p_held_from timestamptz, p_held_until timestamptz,
  p_expires timestamptz, p_at timestamptz, p_mails jsonb
) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE waitlist_entries SET status = 'offered', ended_at = NULL, updated_at = p_at
    WHERE id = p_entry AND status = 'waiting';
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO waitlist_offers (id, entry_id, service_id, business_id, team_member_id, offer_date,
      start_time, slot_key, held_from, held_until, expires_at, status, created_at)
    VALUES (p_id, p_entry, p_service, p_business, p_member, p_date, p_start, p_slot_key,
      p_held_from, p_held_until, p_expires, 'held', p_at);
  INSERT INTO notifications (kind, recipient_email, recipient_name, payload, send_after, created_at, updated_at)
    SELECT x.kind, x.recipient_email, x.recipient_name, x.payload, x.send_after, p_at, p_at
    FROM jsonb_to_recordset(p_mails) AS x(kind text, recipient_email text, recipient_name text,
      payload jsonb, send_after timestamptz);
  RETURN true;
END;
$$;
