ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cancellation_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reminder_lead_minutes" jsonb DEFAULT '[1440]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('business', 'customer'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_cancellation_notice_check" CHECK ("businesses"."cancellation_notice_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_reminder_leads_check" CHECK (jsonb_typeof("businesses"."reminder_lead_minutes") = 'array' and jsonb_array_length("businesses"."reminder_lead_minutes") <= 3);--> statement-breakpoint
-- Before customers could cancel, every cancellation was the business's.
UPDATE "bookings" SET "cancelled_by" = 'business' WHERE "status" = 'cancelled';
