ALTER TABLE "business_customers" ADD COLUMN "latest_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_customers" ADD COLUMN "latest_booking_id" uuid;--> statement-breakpoint
-- A person's row in the customers list follows each change of their bookings by what that change
-- adds or takes away, instead of counting all their bookings again (docs/decisions/0036, addendum
-- of migration 0029). Counting again read every booking of the person: a regular's hundredth
-- booking, or its completion, cost a hundred times their first. It is still how a row is put
-- right when a change cannot be followed exactly (see below): `booklane_refresh_customers`,
-- unchanged but for the two new columns.
-- `latest_created_at`, `latest_booking_id`: the person's newest booking in the order that names
-- them (created_at DESC, id). A booking newer than it gives them its name, email and phone; an
-- older one that names them otherwise has them named again from their bookings.
DROP FUNCTION booklane_customer_figures(uuid, text);--> statement-breakpoint
CREATE FUNCTION booklane_customer_figures(p_business uuid, p_key text)
RETURNS TABLE (
  name text, email text, phone text, user_id uuid, visits integer, no_shows integer,
  cancellations integer, spent numeric, last_visit date, first_booking_date date,
  latest_created_at timestamptz, latest_booking_id uuid
)
LANGUAGE sql STABLE AS $$
  SELECT f.name, f.email, f.phone, f.user_id, f.visits, f.no_shows, f.cancellations, f.spent,
    f.last_visit, f.first_booking_date, f.latest_created_at, f.latest_booking_id
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
      min(bk.booking_date) FILTER (WHERE bk.status <> 'cancelled') AS first_booking_date,
      (array_agg(bk.created_at ORDER BY bk.created_at DESC, bk.id))[1] AS latest_created_at,
      (array_agg(bk.id ORDER BY bk.created_at DESC, bk.id))[1] AS latest_booking_id
    FROM bookings bk
    LEFT JOIN users u ON u.id = bk.customer_id
    WHERE bk.business_id = p_business AND bk.customer_key = p_key
  ) f
  WHERE f.bookings > 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booklane_refresh_customers(p_businesses uuid[], p_keys text[]) RETURNS void
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
      first_booking_date = f.first_booking_date, latest_created_at = f.latest_created_at,
      latest_booking_id = f.latest_booking_id, updated_at = now()
    WHERE ctid = place
      AND (name, email, phone, user_id, visits, no_shows, cancellations, spent, last_visit,
          first_booking_date, latest_created_at, latest_booking_id)
        IS DISTINCT FROM (f.name, f.email, f.phone, f.user_id, f.visits, f.no_shows, f.cancellations,
          f.spent, f.last_visit, f.first_booking_date, f.latest_created_at, f.latest_booking_id);
  END LOOP;
END $$;--> statement-breakpoint
UPDATE business_customers bc SET latest_created_at = l.created_at, latest_booking_id = l.id
FROM (
  SELECT DISTINCT ON (business_id, customer_key) business_id, customer_key, created_at, id
  FROM bookings ORDER BY business_id, customer_key, created_at DESC, id
) l
WHERE bc.business_id = l.business_id AND bc.customer_key = l.customer_key;--> statement-breakpoint
-- Whether a booking (made at p_at, id p_id) comes before another in the order that names a
-- person (created_at DESC, id): the newer one names them.
CREATE FUNCTION booklane_names_before(p_at timestamptz, p_id uuid, p_than_at timestamptz, p_than_id uuid)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT p_at > p_than_at OR (p_at = p_than_at AND p_id < p_than_id) $$;--> statement-breakpoint
-- A person's name, email and phone (and their folded forms, and their newest booking) as their
-- bookings name them, their figures left as they are.
CREATE FUNCTION booklane_rename_customer(p_business uuid, p_key text) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  UPDATE business_customers bc SET
    name = f.name, email = f.email, phone = f.phone, sort_name = booklane_fold(f.name),
    haystack = booklane_fold(concat_ws(' ', f.name, f.email, f.phone)),
    phone_digits = regexp_replace(coalesce(f.phone, ''), '[^0-9]', '', 'g'),
    latest_created_at = f.latest_created_at, latest_booking_id = f.latest_booking_id, updated_at = now()
  FROM booklane_customer_figures(p_business, p_key) f
  WHERE bc.business_id = p_business AND bc.customer_key = p_key;
END $$;--> statement-breakpoint
-- A new booking (per row, as since migration 0024): a person new to the business gets their row
-- from it; a person with a row gets what it adds (a visit, a no-show, a cancellation, what was
-- spent, the days of their last visit and first booking), which does not depend on the order of
-- their bookings; and, when it is their newest booking, the name, email and phone it gives (the
-- name only when it gives one). The upsert locks the row first and works from its latest version,
-- so two bookings of one person written at once both count. A booking older than their newest
-- (written with an earlier clock, or a statement's later row) that names them otherwise than their
-- row has them named again from their bookings, and so does an account whose name, email or phone
-- changed while the upsert waited for the row. Their figures are never counted again here: a
-- count would see the statement's other rows, whose own triggers have yet to add them. Planned with
-- sequential scans off: the account's row is found by its key whatever the size of `users` when
-- the plan was made.
CREATE OR REPLACE FUNCTION booklane_bookings_inserted() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
DECLARE
  -- What the booking names them: the account's own name, email and phone first.
  v_name text := NEW.guest_name;
  v_email text := NEW.guest_email;
  v_phone text := NEW.guest_phone;
  took boolean;
  r_name text;
  r_email text;
  r_phone text;
BEGIN
  IF NEW.customer_id IS NOT NULL THEN
    SELECT coalesce(u.name, v_name), coalesce(u.email, v_email), coalesce(u.phone, v_phone)
      INTO v_name, v_email, v_phone
    FROM users u WHERE u.id = NEW.customer_id;
  END IF;
  INSERT INTO business_customers AS bc (business_id, customer_key, name, email, phone, user_id,
    sort_name, haystack, phone_digits, visits, no_shows, cancellations, spent, last_visit,
    first_booking_date, latest_created_at, latest_booking_id, updated_at)
  VALUES (NEW.business_id, NEW.customer_key, coalesce(v_name, ''), v_email, v_phone, NEW.customer_id,
    booklane_fold(coalesce(v_name, '')), booklane_fold(concat_ws(' ', coalesce(v_name, ''), v_email, v_phone)),
    regexp_replace(coalesce(v_phone, ''), '[^0-9]', '', 'g'),
    (NEW.status = 'completed')::int, (NEW.status = 'no-show')::int,
    (NEW.status = 'cancelled' AND NEW.cancelled_by IS NOT DISTINCT FROM 'customer')::int,
    CASE WHEN NEW.status = 'completed' AND NEW.service_has_pricing THEN coalesce(NEW.service_price, 0) ELSE 0 END,
    CASE WHEN NEW.status = 'completed' THEN NEW.booking_date END,
    CASE WHEN NEW.status <> 'cancelled' THEN NEW.booking_date END,
    NEW.created_at, NEW.id, now())
  ON CONFLICT (business_id, customer_key) DO UPDATE SET
    visits = bc.visits + excluded.visits, no_shows = bc.no_shows + excluded.no_shows,
    cancellations = bc.cancellations + excluded.cancellations, spent = bc.spent + excluded.spent,
    last_visit = greatest(bc.last_visit, excluded.last_visit),
    first_booking_date = least(bc.first_booking_date, excluded.first_booking_date),
    user_id = coalesce(bc.user_id, excluded.user_id),
    name = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
      THEN coalesce(v_name, bc.name) ELSE bc.name END,
    email = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
      THEN coalesce(v_email, bc.email) ELSE bc.email END,
    phone = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
      THEN coalesce(v_phone, bc.phone) ELSE bc.phone END,
    -- Folded again only when what they are folded from changed.
    sort_name = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
        AND v_name <> bc.name
      THEN excluded.sort_name ELSE bc.sort_name END,
    haystack = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
        AND (v_name <> bc.name OR (v_email IS NOT NULL AND v_email IS DISTINCT FROM bc.email)
          OR (v_phone IS NOT NULL AND v_phone IS DISTINCT FROM bc.phone))
      THEN booklane_fold(concat_ws(' ', coalesce(v_name, bc.name), coalesce(v_email, bc.email), coalesce(v_phone, bc.phone)))
      ELSE bc.haystack END,
    phone_digits = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
        AND v_phone IS NOT NULL
      THEN excluded.phone_digits ELSE bc.phone_digits END,
    latest_created_at = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
      THEN NEW.created_at ELSE bc.latest_created_at END,
    latest_booking_id = CASE WHEN booklane_names_before(NEW.created_at, NEW.id, bc.latest_created_at, bc.latest_booking_id)
      THEN NEW.id ELSE bc.latest_booking_id END,
    updated_at = now()
  RETURNING bc.latest_booking_id IS NOT DISTINCT FROM NEW.id, bc.name, bc.email, bc.phone
    INTO took, r_name, r_email, r_phone;
  IF NOT took AND (v_name <> r_name OR (v_email IS NOT NULL AND v_email IS DISTINCT FROM r_email)
      OR (v_phone IS NOT NULL AND v_phone IS DISTINCT FROM r_phone)) THEN
    PERFORM booklane_rename_customer(NEW.business_id, NEW.customer_key);
  ELSIF NEW.customer_id IS NOT NULL THEN
    -- The account as it is now: one renamed by a transaction that committed while the upsert
    -- waited for the row (its own count could not see this booking) must not be named as it was
    -- before. This statement sees what committed.
    PERFORM 1 FROM users u WHERE u.id = NEW.customer_id
      AND (coalesce(u.name, NEW.guest_name), coalesce(u.email, NEW.guest_email), coalesce(u.phone, NEW.guest_phone))
        IS NOT DISTINCT FROM (v_name, v_email, v_phone);
    IF NOT FOUND THEN
      PERFORM booklane_rename_customer(NEW.business_id, NEW.customer_key);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A change of bookings (once per statement, as before): for each person it touched, in one order,
-- what the changed bookings add or take away, from their states before and after. A person whose
-- booking changed person (or business), or what names them (the guest's name, email or phone, the
-- day it was made), is counted again, and so is the other person. So is a person whose last
-- visit or first booking the change took away without replacing it by a later (or earlier) one:
-- another of their bookings may hold the same day, which only a count can tell. Counting again sees
-- the whole statement, so it is done instead of, never as well as, adding.
CREATE OR REPLACE FUNCTION booklane_bookings_updated() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  d record;
BEGIN
  FOR d IN
    SELECT c.business_id, c.customer_key, bool_or(c.again) AS again,
      sum(c.visits)::int AS visits, sum(c.no_shows)::int AS no_shows,
      sum(c.cancellations)::int AS cancellations, sum(c.spent) AS spent,
      max(c.old_last) AS old_last, max(c.new_last) AS new_last,
      min(c.old_first) AS old_first, min(c.new_first) AS new_first
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (
      SELECT (o.business_id, o.customer_key, o.guest_name, o.guest_email, o.guest_phone, o.created_at)
        IS DISTINCT FROM (n.business_id, n.customer_key, n.guest_name, n.guest_email, n.guest_phone, n.created_at)
        AS moved
    ) w
    CROSS JOIN LATERAL (
      SELECT o.business_id, o.customer_key, true, 0, 0, 0, 0::numeric,
        null::date, null::date, null::date, null::date
      WHERE w.moved
      UNION ALL
      SELECT n.business_id, n.customer_key, true, 0, 0, 0, 0::numeric,
        null::date, null::date, null::date, null::date
      WHERE w.moved
      UNION ALL
      SELECT n.business_id, n.customer_key, false,
        (n.status = 'completed')::int - (o.status = 'completed')::int,
        (n.status = 'no-show')::int - (o.status = 'no-show')::int,
        (n.status = 'cancelled' AND n.cancelled_by IS NOT DISTINCT FROM 'customer')::int
          - (o.status = 'cancelled' AND o.cancelled_by IS NOT DISTINCT FROM 'customer')::int,
        CASE WHEN n.status = 'completed' AND n.service_has_pricing THEN coalesce(n.service_price, 0) ELSE 0 END
          - CASE WHEN o.status = 'completed' AND o.service_has_pricing THEN coalesce(o.service_price, 0) ELSE 0 END,
        CASE WHEN o.status = 'completed' THEN o.booking_date END,
        CASE WHEN n.status = 'completed' THEN n.booking_date END,
        CASE WHEN o.status <> 'cancelled' THEN o.booking_date END,
        CASE WHEN n.status <> 'cancelled' THEN n.booking_date END
      WHERE NOT w.moved
        AND (o.status, o.cancelled_by, o.booking_date, o.service_price, o.service_has_pricing)
          IS DISTINCT FROM (n.status, n.cancelled_by, n.booking_date, n.service_price, n.service_has_pricing)
    ) AS c(business_id, customer_key, again, visits, no_shows, cancellations, spent,
      old_last, new_last, old_first, new_first)
    GROUP BY 1, 2
    ORDER BY 1, 2
  LOOP
    IF NOT d.again THEN
      IF d.visits = 0 AND d.no_shows = 0 AND d.cancellations = 0 AND d.spent = 0
        AND d.old_last IS NOT DISTINCT FROM d.new_last AND d.old_first IS NOT DISTINCT FROM d.new_first THEN
        CONTINUE; -- a confirmation, say: nothing the list shows
      END IF;
      UPDATE business_customers bc SET
        visits = bc.visits + d.visits, no_shows = bc.no_shows + d.no_shows,
        cancellations = bc.cancellations + d.cancellations, spent = bc.spent + d.spent,
        last_visit = CASE WHEN d.old_last = bc.last_visit THEN d.new_last
          ELSE greatest(bc.last_visit, d.new_last) END,
        first_booking_date = CASE WHEN d.old_first = bc.first_booking_date THEN d.new_first
          ELSE least(bc.first_booking_date, d.new_first) END,
        updated_at = now()
      WHERE bc.business_id = d.business_id AND bc.customer_key = d.customer_key
        AND NOT coalesce(d.old_last = bc.last_visit AND (d.new_last IS NULL OR d.new_last < d.old_last), false)
        AND NOT coalesce(d.old_first = bc.first_booking_date AND (d.new_first IS NULL OR d.new_first > d.old_first), false);
      IF FOUND THEN
        CONTINUE;
      END IF;
    END IF;
    PERFORM booklane_refresh_customers(ARRAY[d.business_id], ARRAY[d.customer_key]);
  END LOOP;
  RETURN NULL;
END $$;
