ALTER TABLE "notifications" ADD COLUMN "forget_when_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A deleted account leaves nothing of the person where a business could still read it
-- (decisions.md 9.6: "past bookings keep no name, email or phone"; docs/decisions/0051). Before,
-- the account's row and its bookings' guest fields lost them (migration 0021), but three copies
-- stayed: the customers list (the tombstone's `deleted-…@deleted.invalid` as the email), the
-- booking history's actor names (kept "as they were then", docs/decisions/0033) and the delivery
-- log's addresses and the messages' stored payloads.
--
-- The customers list names a deleted account by its tombstone's name, without its address.
CREATE OR REPLACE FUNCTION booklane_customer_figures(p_business uuid, p_key text)
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
      (array_agg(coalesce(CASE WHEN u.deleted_at IS NULL THEN u.email END, bk.guest_email)
          ORDER BY bk.created_at DESC, bk.id)
        FILTER (WHERE coalesce(CASE WHEN u.deleted_at IS NULL THEN u.email END, bk.guest_email) IS NOT NULL))[1] AS email,
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
-- What the person leaves behind, in the transaction that deletes the account (before its row
-- becomes the tombstone: `p_email` is still the person's address; null for an account deleted
-- before this migration, whose address is gone):
-- * history lines: the person's own actions, and those of a guest on the person's bookings, are
--   named `p_name` ("Deleted account");
-- * messages of the person's bookings and chats, and messages to `p_email`: one already sent (or
--   given up) keeps no payload, and when it went to the person, no address or name either; one
--   still to send to the person goes out as usual, then is forgotten so (`forget_when_sent`, see
--   NotificationsRepository.recordMany); one still to send to someone else (the business) no
--   longer names the person; one to the person still waiting for its time (a review's
--   reminder: nobody can sign in to write it) is dropped, as a cancelled booking's reminders are.
CREATE FUNCTION booklane_forget_person(p_user uuid, p_email text, p_name text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  theirs bigint[];
  to_them bigint[];
BEGIN
  UPDATE booking_events e SET actor_name = p_name
    WHERE e.actor_user_id = p_user AND e.actor_name IS DISTINCT FROM p_name;
  UPDATE booking_events e SET actor_name = p_name
    FROM bookings b
    WHERE b.customer_id = p_user AND e.booking_id = b.id AND e.actor_role IN ('customer', 'guest')
      AND e.actor_name IS DISTINCT FROM p_name;
  SELECT coalesce(array_agg(m.seq), '{}'), coalesce(array_agg(m.seq) FILTER (WHERE m.mine), '{}')
    INTO theirs, to_them
  FROM (
    SELECT x.seq, bool_or(x.mine) AS mine FROM (
      SELECT n.seq, n.kind LIKE 'customer\_%' AS mine
        FROM notifications n JOIN bookings b ON b.id = n.booking_id WHERE b.customer_id = p_user
      UNION ALL
      SELECT n.seq, n.kind NOT LIKE 'business\_%'
        FROM notifications n JOIN chats c ON c.id = n.chat_id WHERE c.customer_id = p_user
      UNION ALL
      SELECT n.seq, true FROM notifications n
        WHERE p_email IS NOT NULL AND lower(n.recipient_email) = lower(p_email)
    ) x GROUP BY x.seq
  ) m;
  DELETE FROM notifications n
    WHERE n.seq = ANY (to_them) AND n.status = 'queued' AND n.send_after > n.created_at;
  UPDATE notifications n SET
    recipient_email = CASE WHEN n.status NOT IN ('queued', 'retrying') AND n.seq = ANY (to_them)
      THEN '' ELSE n.recipient_email END,
    recipient_name = CASE WHEN n.status NOT IN ('queued', 'retrying') AND n.seq = ANY (to_them)
      THEN '' ELSE n.recipient_name END,
    payload = CASE
      WHEN n.status NOT IN ('queued', 'retrying') THEN '{}'::jsonb
      WHEN NOT n.seq = ANY (to_them) AND n.payload ? 'booking' THEN jsonb_set(n.payload, '{booking,customer}',
        jsonb_build_object('name', p_name, 'email', '', 'phone', null, 'isGuest', false))
      ELSE n.payload END,
    forget_when_sent = n.status IN ('queued', 'retrying') AND n.seq = ANY (to_them)
  WHERE n.seq = ANY (theirs);
END $$;--> statement-breakpoint
-- The accounts deleted before: the same, but for messages that named them by address alone.
SELECT booklane_forget_person(u.id, NULL, u.name) FROM users u WHERE u.deleted_at IS NOT NULL;--> statement-breakpoint
SELECT booklane_refresh_customers(array_agg(p.business_id), array_agg(p.customer_key))
FROM (SELECT DISTINCT bk.business_id, bk.customer_key FROM bookings bk
  JOIN users u ON u.id = bk.customer_id WHERE u.deleted_at IS NOT NULL) p;
