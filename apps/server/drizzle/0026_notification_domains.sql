-- The kind and status of a notification are checked by domains instead of table CHECK
-- constraints (issue 37 item 3): PostgreSQL reads a table constraint's stored expression again for
-- every statement that writes the table (with 24 kinds, about 15 us per insert, measured with
-- psql), where a domain's constraint is read once per connection. The same values are refused.
-- A new kind or status: ALTER DOMAIN ... DROP CONSTRAINT, then ADD CONSTRAINT with the new list,
-- in a migration written by hand (test/notification-domains.test.ts compares the lists).
CREATE DOMAIN notification_kind AS text CONSTRAINT notification_kind_check CHECK (VALUE IN (
  'customer_booking_requested',
  'customer_booking_confirmed',
  'customer_booking_cancelled',
  'customer_booking_rescheduled',
  'customer_booking_reminder',
  'customer_booking_completed',
  'customer_review_reminder',
  'business_booking_created',
  'business_booking_from_waitlist',
  'business_booking_cancelled',
  'business_booking_rescheduled',
  'business_chat_message',
  'account_verify_email',
  'account_password_reset',
  'account_email_change',
  'account_email_change_notice',
  'team_invite',
  'waitlist_joined',
  'waitlist_offered',
  'waitlist_expired',
  'waitlist_withdrawn',
  'business_review_received',
  'customer_review_answered',
  'business_weekly_summary'
));--> statement-breakpoint
CREATE DOMAIN notification_status AS text CONSTRAINT notification_status_check CHECK (VALUE IN (
  'queued',
  'sent',
  'stored',
  'failed',
  'retrying'
));--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_status_check";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "kind" TYPE notification_kind;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "status" TYPE notification_status;
