-- The booking function's reads of one member's bookings, bounded in time (bench/results.md,
-- 2026-11-27 night). Its plans are made once per connection and kept; one made while the bookings
-- had no statistics (or few rows) may read the index on (member, start) for a member's places in
-- a slot or for their held times overlapping the new one, where nothing bounded the start: every
-- booking the member ever had was read again for each new one (1.5 us each; 3.3 ms a booking
-- after 3,000 of one member, against 0.5 ms with the right plan). Now each of those reads also
-- bounds the start on both sides: before the new time ends, and no earlier than the longest time
-- one booking can hold (the longest service and both buffers, decisions.md 8.4) before the new one
-- begins, which the server gives with each member (`overlaps_from`; availability bounds its reads
-- the same way, `PlacesRepository.overlapping`). Whichever index a plan reads, it reads the
-- member's bookings of those hours only. Held places for the waitlist likewise. Nothing else
-- changes: a booking whose time overlaps the new one begins inside those bounds; one of the same
-- slot (the same local date and time) starts when the new one does, its held time at that start or
-- before it by its buffer, unless the business changed its time zone since it was made: then up
-- to 26 hours (the widest gap between two zones) either side. Its places are counted over as long
-- either side of the start (`slot_until`). A server of before this migration gives no bound.
-- And a plan made while a table was empty reads it whole (a plan made on an empty table after an
-- ANALYZE read every booking for each new one: 1.8 ms a booking after 3,000): the function is
-- planned with sequential scans off, as the customers list's functions are (migration 0019), so
-- each of its reads goes by an index whatever the table's size when its plan was made.
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
  p_members jsonb,
  p_events jsonb,
  p_hooks jsonb,
  OUT r_outcome text,
  OUT r_hooks integer,
  OUT r_staff text[]
)
LANGUAGE plpgsql SET enable_seqscan = off
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
    SELECT (e.value ->> 'id')::uuid AS id, e.value ->> 'name' AS name,
      coalesce((e.value ->> 'overlaps_from')::timestamptz, '-infinity') AS overlaps_from,
      coalesce(p_from + (p_from - (e.value ->> 'overlaps_from')::timestamptz), 'infinity') AS slot_until
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
            AND status = ANY (p_active)
            AND occupied_from >= m.overlaps_from AND occupied_from < m.slot_until;
        taken := taken + (SELECT count(*) FROM waitlist_offers
          WHERE service_id = p_service_id AND slot_key = p_slot_key AND team_member_id = m.id
            AND status = 'held' AND held_from >= m.overlaps_from AND held_from < m.slot_until);
        CONTINUE WHEN taken >= p_limit;
      END IF;
      -- A member whose time another session visibly holds is passed over here, by a read of the
      -- exclusion constraint's own index, not by an insert the constraint refuses in the
      -- sub-transaction below (the row, its indexes and the rollback: "anyone" at a busy time
      -- paid that for every member taken). The constraint still decides every race.
      CONTINUE WHEN EXISTS (SELECT 1 FROM bookings bk
        WHERE bk.team_member_id = m.id AND bk.holds_member AND bk.status IN ('pending', 'confirmed')
          AND bk.occupied_from >= m.overlaps_from
          AND bk.occupied_from < (p_booking ->> 'occupied_until')::timestamptz
          AND tstzrange(bk.occupied_from, bk.occupied_until, '[)') && tstzrange(
            (p_booking ->> 'occupied_from')::timestamptz, (p_booking ->> 'occupied_until')::timestamptz, '[)')
          AND (coalesce(bk.service_id::text, '') || '|' || bk.slot_key) <> (p_service_id::text || '|' || p_slot_key));
    END IF;
    BEGIN
      IF p_from IS NOT NULL THEN
        -- One writer of a member's time at a time; let go again if this member does not fit.
        PERFORM 1 FROM team_members WHERE id = m.id FOR NO KEY UPDATE;
        -- A place held for the waitlist holds the member's time as a booking does, except for
        -- its own session (counted above): refused like an overlapping booking, lock let go.
        IF EXISTS (SELECT 1 FROM waitlist_offers o
          WHERE o.team_member_id = m.id AND o.status = 'held' AND o.held_from >= m.overlaps_from
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
  -- The emails: `rows`, each payload completed by `shared` (the facts of the booking, which
  -- every email of a new booking tells, travel once), as a server of before this migration still
  -- sends them while a newer one takes over.
  IF jsonb_array_length(coalesce(p_emails -> 'rows', '[]')) > 0 THEN
  INSERT INTO notifications
    (booking_id, kind, recipient_email, recipient_name, payload, send_after, created_at, updated_at)
  SELECT booking_id, kind, recipient_email, recipient_name,
    CASE WHEN chosen_name IS NOT NULL AND full_payload ? 'booking'
      THEN jsonb_set(full_payload, '{booking,teamMemberName}', to_jsonb(chosen_name)) ELSE full_payload END,
    send_after, created_at, created_at
  FROM jsonb_to_recordset(p_emails -> 'rows') AS x(
    booking_id uuid, kind text, recipient_email text, recipient_name text, payload jsonb,
    send_after timestamptz, created_at timestamptz)
  CROSS JOIN LATERAL (SELECT x.payload || coalesce(p_emails -> 'shared', '{}') AS full_payload) f;
  END IF;
  -- Or, from this migration on, the one row that stands for them (`intent`): a worker writes the
  -- messages from the booking as stored, after the commit (docs/decisions/0047). The statement
  -- then does not touch the messages' table at all (not even its lock).
  IF p_emails ? 'intent' THEN
    INSERT INTO booking_email_intents (booking_id, by_business, from_waitlist, created_at)
    VALUES ((p_booking ->> 'id')::uuid, (p_emails -> 'intent' ->> 'by_business')::boolean,
      (p_emails -> 'intent' ->> 'from_waitlist')::boolean, (p_booking ->> 'created_at')::timestamptz);
  END IF;
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
