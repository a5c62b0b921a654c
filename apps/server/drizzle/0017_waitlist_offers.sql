ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_status_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('customer_booking_requested', 'customer_booking_confirmed', 'customer_booking_cancelled', 'customer_booking_rescheduled', 'customer_booking_reminder', 'customer_booking_completed', 'customer_review_reminder', 'business_booking_created', 'business_booking_from_waitlist', 'business_booking_cancelled', 'business_booking_rescheduled', 'business_chat_message', 'account_verify_email', 'account_password_reset', 'account_email_change', 'account_email_change_notice', 'team_invite', 'waitlist_joined', 'waitlist_offered', 'waitlist_expired', 'waitlist_withdrawn'));--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('held', 'claimed', 'declined', 'expired', 'withdrawn'));
--> statement-breakpoint
-- Places held for the waitlist (decisions.md 9.3, docs/decisions/0035) count as taken: the
-- creation function counts held offers in a slot's places (per service, or per member's session)
-- and, under the member's lock, refuses a member whose time an offer of another session holds.
-- Whoever makes an offer takes the same service and member locks first, so the two never race.
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
