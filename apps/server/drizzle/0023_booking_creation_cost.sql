-- Booking creation's share of the customers list (issue 31 item 8, issue 37): a person new to the
-- business (no row yet: they have no other booking, docs/decisions/0036) gets their row in one
-- insert, with the figures of the statement's own bookings, counted as booklane_customer_figures
-- counts them; only people with a row already are counted again from all their bookings. The
-- insert waits for a concurrent writer of the same person (the primary key): if that one committed
-- a row, the person is counted again like any other (the count then sees both bookings).
CREATE OR REPLACE FUNCTION booklane_bookings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  again_b uuid[];
  again_k text[];
BEGIN
  WITH f AS (
    SELECT n.business_id, n.customer_key,
      coalesce((array_agg(coalesce(u.name, n.guest_name) ORDER BY n.created_at DESC, n.id)
        FILTER (WHERE coalesce(u.name, n.guest_name) IS NOT NULL))[1], '') AS name,
      (array_agg(coalesce(u.email, n.guest_email) ORDER BY n.created_at DESC, n.id)
        FILTER (WHERE coalesce(u.email, n.guest_email) IS NOT NULL))[1] AS email,
      (array_agg(coalesce(u.phone, n.guest_phone) ORDER BY n.created_at DESC, n.id)
        FILTER (WHERE coalesce(u.phone, n.guest_phone) IS NOT NULL))[1] AS phone,
      (array_agg(n.customer_id) FILTER (WHERE n.customer_id IS NOT NULL))[1] AS user_id,
      (count(*) FILTER (WHERE n.status = 'completed'))::int AS visits,
      (count(*) FILTER (WHERE n.status = 'no-show'))::int AS no_shows,
      (count(*) FILTER (WHERE n.status = 'cancelled' AND n.cancelled_by = 'customer'))::int AS cancellations,
      coalesce(sum(n.service_price) FILTER (WHERE n.status = 'completed' AND n.service_has_pricing), 0) AS spent,
      max(n.booking_date) FILTER (WHERE n.status = 'completed') AS last_visit,
      min(n.booking_date) FILTER (WHERE n.status <> 'cancelled') AS first_booking_date
    FROM new_rows n
    LEFT JOIN users u ON u.id = n.customer_id
    WHERE n.business_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM business_customers bc
        WHERE bc.business_id = n.business_id AND bc.customer_key = n.customer_key)
    GROUP BY n.business_id, n.customer_key
  ), firsts AS (
    INSERT INTO business_customers AS bc (business_id, customer_key, name, email, phone, user_id,
      sort_name, haystack, phone_digits, visits, no_shows, cancellations, spent, last_visit,
      first_booking_date, updated_at)
    SELECT f.business_id, f.customer_key, f.name, f.email, f.phone, f.user_id,
      booklane_fold(f.name), booklane_fold(concat_ws(' ', f.name, f.email, f.phone)),
      regexp_replace(coalesce(f.phone, ''), '[^0-9]', '', 'g'), f.visits, f.no_shows,
      f.cancellations, f.spent, f.last_visit, f.first_booking_date, now()
    FROM f
    WHERE EXISTS (SELECT 1 FROM businesses bz WHERE bz.id = f.business_id)
    ORDER BY 1, 2
    ON CONFLICT (business_id, customer_key) DO NOTHING
    RETURNING bc.business_id, bc.customer_key
  )
  SELECT array_agg(p.business_id), array_agg(p.customer_key) INTO again_b, again_k
  FROM (SELECT DISTINCT n.business_id, n.customer_key FROM new_rows n) p
  WHERE NOT EXISTS (SELECT 1 FROM firsts
    WHERE firsts.business_id = p.business_id AND firsts.customer_key = p.customer_key);
  PERFORM booklane_refresh_customers(again_b, again_k);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- "Anyone" counts each candidate's bookings that day inside the creation function, under the
-- service's lock, instead of in a query before it: one round trip fewer for such a booking.
CREATE OR REPLACE FUNCTION booklane_create_booking(
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
    taken := taken + (SELECT count(*) FROM waitlist_offers
      WHERE service_id = p_service_id AND slot_key = p_slot_key AND status = 'held');
    IF taken >= p_limit THEN
      RETURN 'full';
    END IF;
  END IF;
  FOR m IN
    SELECT (e.value ->> 'id')::uuid AS id, e.value ->> 'name' AS name
    FROM jsonb_array_elements(p_members) WITH ORDINALITY AS e(value, n)
    -- "Anyone" (decisions.md 9.1): members given `fewest_on` are tried fewest active bookings
    -- that day first, then in the order given (the owner's).
    ORDER BY (SELECT count(*) FROM bookings bk
        WHERE e.value ? 'fewest_on' AND bk.team_member_id = (e.value ->> 'id')::uuid
          AND bk.booking_date = (e.value ->> 'fewest_on')::date AND bk.status = ANY (p_active)),
      e.n
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
        taken := taken + (SELECT count(*) FROM waitlist_offers
          WHERE service_id = p_service_id AND slot_key = p_slot_key AND team_member_id = m.id
            AND status = 'held');
        CONTINUE WHEN taken >= p_limit;
      END IF;
    END IF;
    BEGIN
      IF p_from IS NOT NULL THEN
        -- One writer of a member's time at a time; let go again if this member does not fit.
        PERFORM 1 FROM team_members WHERE id = m.id FOR NO KEY UPDATE;
        -- A place held for the waitlist holds the member's time as a booking does, except for
        -- its own session (counted above): refused like an overlapping booking, lock let go.
        IF EXISTS (SELECT 1 FROM waitlist_offers o
          WHERE o.team_member_id = m.id AND o.status = 'held'
            AND o.held_from < (p_booking ->> 'occupied_until')::timestamptz
            AND o.held_until > (p_booking ->> 'occupied_from')::timestamptz
            AND NOT (o.service_id = p_service_id AND o.slot_key = p_slot_key)) THEN
          RAISE exclusion_violation;
        END IF;
      END IF;
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
