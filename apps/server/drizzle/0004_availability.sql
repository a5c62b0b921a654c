ALTER TABLE "services" ALTER COLUMN "has_slot_limit" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "occupied_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "occupied_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "date_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "minimum_notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_occupied_idx" ON "bookings" USING btree ("service_id","occupied_from");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_before_check" CHECK ("services"."buffer_before_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_after_check" CHECK ("services"."buffer_after_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_notice_check" CHECK ("services"."minimum_notice_minutes" between 0 and 10080);--> statement-breakpoint
-- Timed bookings made before buffers existed occupy their slot: the start to the start plus the
-- duration they were booked with (30 minutes without one).
UPDATE "bookings" SET "occupied_from" = "starts_at", "occupied_until" = "starts_at" + make_interval(mins => coalesce("service_duration", 30)) WHERE "starts_at" IS NOT NULL;
