-- Booking creation in one round trip (docs/decisions/0018, issue 20): the caller has checked the
-- request against the service and business rows it read (their xmin says which versions); this
-- function locks the service row, makes sure neither row changed since, counts the active
-- bookings the new one's slot counts against, and inserts the booking and its emails, all in one
-- statement. PL/pgSQL takes a new snapshot for each statement inside it, so the count after the
-- lock sees every booking committed by whoever held the lock before: exactly the guarantee of
-- docs/decisions/0004-booking-capacity.md, without a transaction held open across round trips.
-- Answers 'ok', 'full' (nothing written) or 'stale' (a row changed: read them again and retry).
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
  p_floor timestamptz,
  p_slot_key text
) RETURNS text
LANGUAGE plpgsql
AS $$
DECLARE
  taken integer;
BEGIN
  PERFORM 1 FROM services s JOIN businesses b ON b.id = s.business_id
    WHERE s.id = p_service_id
      AND s.xmin::text = p_service_version
      AND b.xmin::text = p_business_version
    FOR UPDATE OF s;
  IF NOT FOUND THEN
    RETURN 'stale';
  END IF;
  IF p_limit IS NOT NULL THEN
    IF p_from IS NOT NULL THEN
      -- Occupied time overlapping [p_from, p_until); p_floor bounds the index scan below.
      SELECT count(*) INTO taken FROM bookings
        WHERE service_id = p_service_id AND status = ANY (p_active)
          AND occupied_from < p_until AND occupied_until > p_from AND occupied_from >= p_floor;
    ELSE
      SELECT count(*) INTO taken FROM bookings
        WHERE service_id = p_service_id AND slot_key = p_slot_key AND status = ANY (p_active);
    END IF;
    IF taken >= p_limit THEN
      RETURN 'full';
    END IF;
  END IF;
  INSERT INTO bookings SELECT * FROM jsonb_populate_record(null::bookings, p_booking);
  INSERT INTO notifications
    (booking_id, kind, recipient_email, recipient_name, payload, send_after, created_at, updated_at)
  SELECT booking_id, kind, recipient_email, recipient_name, payload, send_after, created_at, created_at
  FROM jsonb_to_recordset(p_emails) AS x(
    booking_id uuid, kind text, recipient_email text, recipient_name text, payload jsonb,
    send_after timestamptz, created_at timestamptz);
  RETURN 'ok';
END;
$$;
