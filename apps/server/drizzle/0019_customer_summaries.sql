CREATE TABLE "business_customers" (
	"business_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"user_id" uuid,
	"sort_name" text DEFAULT '' NOT NULL,
	"haystack" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"spent" numeric(14, 2) DEFAULT '0' NOT NULL,
	"last_visit" date,
	"first_booking_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_customers_business_id_customer_key_pk" PRIMARY KEY("business_id","customer_key")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_customers" ADD CONSTRAINT "business_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_customers_name_idx" ON "business_customers" USING btree ("business_id","sort_name","customer_key");--> statement-breakpoint
CREATE INDEX "bookings_business_customer_idx" ON "bookings" USING btree ("business_id","customer_key","booking_date");--> statement-breakpoint
-- The customers list as a summary (issue 35, docs/decisions/0036): each booking's person in a
-- column, and a row per person and business with their figures, both kept by the triggers below in
-- the transaction of every write, whichever code path (or cascade) makes it.
-- The person a booking belongs to: its account; else the guest's email, lower-cased; else their
-- phone's digits; else their folded name (a walk-in who left neither). The one definition.
CREATE FUNCTION booklane_customer_key(p_customer uuid, p_email text, p_phone text, p_name text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN p_customer IS NOT NULL THEN 'user:' || p_customer::text
      WHEN p_email IS NOT NULL THEN 'email:' || lower(p_email)
      WHEN nullif(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), '') IS NOT NULL
        THEN 'phone:' || regexp_replace(p_phone, '[^0-9]', '', 'g')
      ELSE 'name:' || booklane_fold(coalesce(p_name, ''))
    END
  $$;--> statement-breakpoint
UPDATE bookings SET customer_key = booklane_customer_key(customer_id, guest_email, guest_phone, guest_name);--> statement-breakpoint
-- Set by a trigger rather than a generated column: the booking function inserts whole rows
-- (`SELECT * FROM jsonb_populate_record(null::bookings, ...)`), which a generated column refuses.
-- Whatever a writer gives is replaced.
CREATE FUNCTION booklane_booking_customer_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_key := booklane_customer_key(NEW.customer_id, NEW.guest_email, NEW.guest_phone, NEW.guest_name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_customer_key
  BEFORE INSERT OR UPDATE OF customer_id, guest_email, guest_phone, guest_name, customer_key
  ON bookings FOR EACH ROW EXECUTE FUNCTION booklane_booking_customer_key();--> statement-breakpoint
-- One person's figures from their bookings with a business (by `bookings_business_customer_idx`):
-- named as their latest booking names them (an account's own name, email and phone first); no row
-- when they have none. Inlined where it is read (a SQL function of one query). What is searched and
-- sorted by (folded) is made from the name, email and phone only when a row is written (folding
-- costs more than the rest).
CREATE FUNCTION booklane_customer_figures(p_business uuid, p_key text)
RETURNS TABLE (
  name text, email text, phone text, user_id uuid, visits integer, no_shows integer,
  cancellations integer, spent numeric, last_visit date, first_booking_date date
)
LANGUAGE sql STABLE AS $$
  SELECT f.name, f.email, f.phone, f.user_id, f.visits, f.no_shows, f.cancellations, f.spent,
    f.last_visit, f.first_booking_date
  FROM (
    SELECT count(*) AS bookings,
      coalesce((array_agg(coalesce(u.name, bk.guest_name) ORDER BY bk.created_at DESC, bk.id)
        FILTER (WHERE coalesce(u.name, bk.guest_name) IS NOT NULL))[1], '') AS name,
      (array_agg(coalesce(u.email, bk.guest_email) ORDER BY bk.created_at DESC, bk.id)
        FILTER (WHERE coalesce(u.email, bk.guest_email) IS NOT NULL))[1] AS email,
      (array_agg(coalesce(u.phone, bk.guest_phone) ORDER BY bk.created_at DESC, bk.id)
        FILTER (WHERE coalesce(u.phone, bk.guest_phone) IS NOT NULL))[1] AS phone,
      (array_agg(bk.customer_id) FILTER (WHERE bk.customer_id IS NOT NULL))[1] AS user_id,
      (count(*) FILTER (WHERE bk.status = 'completed'))::int AS visits,
      (count(*) FILTER (WHERE bk.status = 'no-show'))::int AS no_shows,
      (count(*) FILTER (WHERE bk.status = 'cancelled' AND bk.cancelled_by = 'customer'))::int AS cancellations,
      coalesce(sum(bk.service_price) FILTER (WHERE bk.status = 'completed' AND bk.service_has_pricing), 0) AS spent,
      max(bk.booking_date) FILTER (WHERE bk.status = 'completed') AS last_visit,
      min(bk.booking_date) FILTER (WHERE bk.status <> 'cancelled') AS first_booking_date
    FROM bookings bk
    LEFT JOIN users u ON u.id = bk.customer_id
    WHERE bk.business_id = p_business AND bk.customer_key = p_key
  ) f
  WHERE f.bookings > 0
$$;--> statement-breakpoint
-- The rows of these people (`p_businesses[i]`, `p_keys[i]`) counted again from their bookings, or
-- removed when they have none left; one person at a time, in one order (no two writers wait for
-- each other's people in opposite orders). A person's row is locked first (ON CONFLICT DO UPDATE
-- either inserts an empty one or locks the row, whatever a concurrent writer did) and their
-- bookings read after: that statement sees what a writer of the same person committed while we
-- waited, so two bookings of one person made at once both count. The figures are written only
-- when they changed (a new upcoming booking or a confirmation changes none). A business being
-- deleted is left alone (its rows go with it).
-- Each statement is planned once per connection and kept (planning each call cost more than
-- running it), so no plan may depend on how big a table was when it was made: the row is then
-- reached by its place (`ctid`), and the bookings by `bookings_business_customer_idx`.
CREATE FUNCTION booklane_refresh_customers(p_businesses uuid[], p_keys text[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  person record;
  f record;
  place tid;
BEGIN
  IF p_keys IS NULL THEN
    RETURN;
  END IF;
  FOR person IN
    SELECT DISTINCT x.b, x.k FROM unnest(p_businesses, p_keys) AS x(b, k)
    WHERE EXISTS (SELECT 1 FROM businesses bz WHERE bz.id = x.b)
    ORDER BY 1, 2
  LOOP
    INSERT INTO business_customers AS bc (business_id, customer_key) VALUES (person.b, person.k)
      ON CONFLICT (business_id, customer_key) DO UPDATE SET updated_at = bc.updated_at
      RETURNING ctid INTO place;
    SELECT * INTO f FROM booklane_customer_figures(person.b, person.k);
    IF NOT FOUND THEN
      -- Nobody books as them any more (their bookings deleted, or moved to another person).
      DELETE FROM business_customers WHERE ctid = place;
      CONTINUE;
    END IF;
    UPDATE business_customers SET
      name = f.name, email = f.email, phone = f.phone, user_id = f.user_id,
      sort_name = booklane_fold(f.name), haystack = booklane_fold(concat_ws(' ', f.name, f.email, f.phone)),
      phone_digits = regexp_replace(coalesce(f.phone, ''), '[^0-9]', '', 'g'), visits = f.visits,
      no_shows = f.no_shows, cancellations = f.cancellations, spent = f.spent, last_visit = f.last_visit,
      first_booking_date = f.first_booking_date, updated_at = now()
    WHERE ctid = place
      AND (name, email, phone, user_id, visits, no_shows, cancellations, spent, last_visit, first_booking_date)
        IS DISTINCT FROM (f.name, f.email, f.phone, f.user_id, f.visits, f.no_shows, f.cancellations,
          f.spent, f.last_visit, f.first_booking_date);
  END LOOP;
END $$;--> statement-breakpoint
-- Once per statement (a bulk write counts each person once), with the rows it wrote.
CREATE FUNCTION booklane_bookings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booklane_refresh_customers(array_agg(n.business_id), array_agg(n.customer_key)) FROM new_rows n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_customers_inserted AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booklane_bookings_inserted();--> statement-breakpoint
-- An update counts again the people of the bookings whose figures or person changed (before and
-- after: a guest's bookings joining an account leave the guest's row for the account's).
CREATE FUNCTION booklane_bookings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booklane_refresh_customers(array_agg(c.business_id), array_agg(c.customer_key))
  FROM (
    SELECT o.business_id, o.customer_key, n.business_id AS new_business, n.customer_key AS new_key
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.business_id, o.customer_key, o.guest_name, o.guest_email, o.guest_phone, o.status,
        o.cancelled_by, o.booking_date, o.service_price, o.service_has_pricing, o.created_at)
      IS DISTINCT FROM (n.business_id, n.customer_key, n.guest_name, n.guest_email, n.guest_phone, n.status,
        n.cancelled_by, n.booking_date, n.service_price, n.service_has_pricing, n.created_at)
  ) changed
  CROSS JOIN LATERAL (VALUES (changed.business_id, changed.customer_key),
    (changed.new_business, changed.new_key)) AS c(business_id, customer_key);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_customers_updated AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booklane_bookings_updated();--> statement-breakpoint
CREATE FUNCTION booklane_bookings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booklane_refresh_customers(array_agg(o.business_id), array_agg(o.customer_key)) FROM old_rows o;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_customers_deleted AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booklane_bookings_deleted();--> statement-breakpoint
-- An account's name, email or phone name its rows at every business it booked with (found by
-- `bookings_customer_idx`, whatever the table's size when the plan was made).
CREATE FUNCTION booklane_user_customers() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
BEGIN
  PERFORM booklane_refresh_customers(array_agg(b.business_id), array_agg('user:' || NEW.id::text))
  FROM (SELECT DISTINCT bk.business_id FROM bookings bk WHERE bk.customer_id = NEW.id) b;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_customers AFTER UPDATE OF name, email, phone ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION booklane_user_customers();--> statement-breakpoint
-- Every person who booked so far.
SELECT booklane_refresh_customers(array_agg(business_id), array_agg(customer_key))
FROM (SELECT DISTINCT business_id, customer_key FROM bookings) people;
