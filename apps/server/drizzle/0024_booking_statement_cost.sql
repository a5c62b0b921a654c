-- Booking creation's work in the database, again (issue 31 item 8, issue 37; docs/decisions/0036).
-- 1. A booking's person in the customers list: a trigger per row instead of per statement. Every
-- writer inserts one booking at a time (the creation function), and a statement's trigger paid for
-- its transition table, a statement grouping the statement's rows by person and a second one finding
-- who was left over. Now: a person new to the business gets their row from the booking itself in one
-- insert; a person with a row (or whose row a concurrent writer just committed: the insert waits for
-- it) is counted again from all their bookings, as before. A statement writing several bookings of
-- one person counts them from the second on (each row's trigger runs after the whole statement).
CREATE OR REPLACE FUNCTION booklane_bookings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_customers AS bc (business_id, customer_key, name, email, phone, user_id,
    sort_name, haystack, phone_digits, visits, no_shows, cancellations, spent, last_visit,
    first_booking_date, updated_at)
  SELECT NEW.business_id, NEW.customer_key, p.name, p.email, p.phone, NEW.customer_id,
    booklane_fold(p.name), booklane_fold(concat_ws(' ', p.name, p.email, p.phone)),
    regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g'),
    (NEW.status = 'completed')::int, (NEW.status = 'no-show')::int,
    (NEW.status = 'cancelled' AND NEW.cancelled_by IS NOT DISTINCT FROM 'customer')::int,
    CASE WHEN NEW.status = 'completed' AND NEW.service_has_pricing THEN coalesce(NEW.service_price, 0) ELSE 0 END,
    CASE WHEN NEW.status = 'completed' THEN NEW.booking_date END,
    CASE WHEN NEW.status <> 'cancelled' THEN NEW.booking_date END,
    now()
  -- Named as booklane_customer_figures names a person: the account's own name, email and phone first.
  FROM (SELECT coalesce(u.name, NEW.guest_name, '') AS name, coalesce(u.email, NEW.guest_email) AS email,
      coalesce(u.phone, NEW.guest_phone) AS phone
    FROM (VALUES (NEW.customer_id)) AS c(id) LEFT JOIN users u ON u.id = c.id) p
  ON CONFLICT (business_id, customer_key) DO NOTHING;
  IF NOT FOUND THEN
    PERFORM booklane_refresh_customers(ARRAY[NEW.business_id], ARRAY[NEW.customer_key]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER bookings_customers_inserted ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_customers_inserted AFTER INSERT ON bookings
  FOR EACH ROW EXECUTE FUNCTION booklane_bookings_inserted();
--> statement-breakpoint
-- 2. The creation statement is this function alone: the booking's first history lines, its
-- webhooks' deliveries and the business's staff accounts (PlacesRepository.insertIfFree) are
-- written and read inside it, by statements planned once per connection, instead of by a
-- statement around it that PostgreSQL parsed and planned again for every booking.
-- "Anyone" counts the candidates' active bookings that day in one read of the business's day
-- (`bookings_business_date_idx`) instead of one read of each member's every booking.
DROP FUNCTION booklane_create_booking(uuid, text, text, jsonb, jsonb, text[], integer, timestamptz, timestamptz, text, jsonb);
--> statement-breakpoint
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
  p_members jsonb,
  p_events jsonb,
  p_hooks jsonb,
  OUT r_outcome text,
  OUT r_hooks integer,
  OUT r_staff text[]
)
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
    r_outcome := 'stale';
    RETURN;
  END IF;
  IF p_from IS NULL AND p_limit IS NOT NULL THEN
    -- Date-only and flexible: the service's own places.
    SELECT count(*) INTO taken FROM bookings
      WHERE service_id = p_service_id AND slot_key = p_slot_key AND status = ANY (p_active);
    taken := taken + (SELECT count(*) FROM waitlist_offers
      WHERE service_id = p_service_id AND slot_key = p_slot_key AND status = 'held');
    IF taken >= p_limit THEN
      r_outcome := 'full';
      RETURN;
    END IF;
  END IF;
  FOR m IN
    SELECT (e.value ->> 'id')::uuid AS id, e.value ->> 'name' AS name
    FROM jsonb_array_elements(p_members) WITH ORDINALITY AS e(value, n)
    -- "Anyone" (decisions.md 9.1): members given `fewest_on` are tried fewest active bookings
    -- that day first, then in the order given (the owner's). Every member given is the
    -- business's, so are all their bookings.
    LEFT JOIN (SELECT bk.team_member_id, count(*) AS n FROM bookings bk
        WHERE bk.business_id = business AND bk.booking_date = (p_members -> 0 ->> 'fewest_on')::date
          AND bk.status = ANY (p_active)
        GROUP BY bk.team_member_id) d
      ON e.value ? 'fewest_on' AND d.team_member_id = (e.value ->> 'id')::uuid
    ORDER BY coalesce(d.n, 0), e.n
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
      r_outcome := 'full';
      RETURN;
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
  -- The booking's first history lines (decisions.md 9.2).
  INSERT INTO booking_events (booking_id, action, actor_role, actor_user_id, actor_name, at)
  SELECT e.booking_id, e.action, e.actor_role, e.actor_user_id, e.actor_name, e.at
  FROM jsonb_to_recordset(p_events) AS e(
    booking_id uuid, action text, actor_role text, actor_user_id uuid, actor_name text, at timestamptz);
  -- One delivery per active webhook of the business that listens (decisions.md 9.5), naming the
  -- member chosen; how many, so that the delivery worker wakes after the commit only if any.
  INSERT INTO webhook_deliveries (webhook_id, event, payload, send_after, created_at)
  SELECT w.id, e.event,
    CASE WHEN chosen_id IS NULL THEN e.payload
      ELSE jsonb_set(e.payload, '{data,teamMember}', jsonb_build_object('_id', chosen_id::text, 'name', chosen_name))
    END,
    e.at, e.at
  FROM jsonb_to_recordset(p_hooks) AS e(business_id uuid, event text, payload jsonb, at timestamptz)
  JOIN webhooks w ON w.business_id = e.business_id AND w.is_active AND e.event = ANY (w.events);
  GET DIAGNOSTICS r_hooks = ROW_COUNT;
  -- The business's staff accounts, whom the pushes after the commit address (decisions.md 9.2).
  SELECT coalesce(array_agg(tm.user_id::text), '{}') INTO r_staff FROM team_members tm
    WHERE tm.business_id = business AND tm.user_id IS NOT NULL;
  r_outcome := 'ok:' || coalesce(chosen_id::text, '');
END;
$$;
