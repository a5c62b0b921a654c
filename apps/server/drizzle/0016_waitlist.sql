CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"team_member_id" uuid,
	"customer_id" uuid,
	"guest_name" text,
	"guest_email" text,
	"guest_phone" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ended_at" timestamp with time zone,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'left', 'expired')),
	CONSTRAINT "waitlist_entries_party_check" CHECK ("waitlist_entries"."customer_id" is not null or "waitlist_entries"."guest_email" is not null),
	CONSTRAINT "waitlist_entries_from_format" CHECK ("waitlist_entries"."window_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "waitlist_entries_to_format" CHECK ("waitlist_entries"."window_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "waitlist_entries_window_order" CHECK ("waitlist_entries"."window_from" < "waitlist_entries"."window_to")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"team_member_id" uuid,
	"offer_date" date NOT NULL,
	"start_time" text,
	"slot_key" text NOT NULL,
	"held_from" timestamp with time zone,
	"held_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"booking_id" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('held', 'claimed', 'declined', 'expired')),
	CONSTRAINT "waitlist_offers_start_time_format" CHECK ("waitlist_offers"."start_time" is null or "waitlist_offers"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "waitlist_offers_held_order" CHECK ("waitlist_offers"."held_until" is null or "waitlist_offers"."held_until" > "waitlist_offers"."held_from")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("service_id","entry_date","status","created_at","seq");--> statement-breakpoint
CREATE INDEX "waitlist_entries_business_date_idx" ON "waitlist_entries" USING btree ("business_id","entry_date");--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer_idx" ON "waitlist_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_customer_once" ON "waitlist_entries" USING btree ("service_id","entry_date","customer_id") WHERE "waitlist_entries"."customer_id" is not null and "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_guest_once" ON "waitlist_entries" USING btree ("service_id","entry_date","guest_email") WHERE "waitlist_entries"."customer_id" is null and "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_capacity_idx" ON "waitlist_offers" USING btree ("service_id","slot_key","status");--> statement-breakpoint
CREATE INDEX "waitlist_offers_member_time_idx" ON "waitlist_offers" USING btree ("team_member_id","held_from");--> statement-breakpoint
CREATE INDEX "waitlist_offers_expiry_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_held_once" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'held';--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_waitlist_hold_check" CHECK ("businesses"."waitlist_hold_minutes" between 5 and 1440);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('customer_booking_requested', 'customer_booking_confirmed', 'customer_booking_cancelled', 'customer_booking_rescheduled', 'customer_booking_reminder', 'customer_booking_completed', 'customer_review_reminder', 'business_booking_created', 'business_booking_cancelled', 'business_booking_rescheduled', 'business_chat_message', 'account_verify_email', 'account_password_reset', 'account_email_change', 'account_email_change_notice', 'team_invite', 'waitlist_joined'));