CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid,
	"business_id" uuid NOT NULL,
	"customer_id" uuid,
	"guest_name" text,
	"guest_email" text,
	"guest_phone" text,
	"notes" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"booking_date" date,
	"start_time" text,
	"starts_at" timestamp with time zone,
	"slot_key" text NOT NULL,
	"service_name" text NOT NULL,
	"service_duration" integer,
	"service_has_duration" boolean DEFAULT false NOT NULL,
	"service_price" numeric(12, 2),
	"service_has_pricing" boolean DEFAULT false NOT NULL,
	"customer_viewed_at" timestamp with time zone,
	"hidden_for_customer" boolean DEFAULT false NOT NULL,
	"hidden_for_business" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_party_check" CHECK ("bookings"."customer_id" is not null or "bookings"."guest_email" is not null),
	CONSTRAINT "bookings_start_time_format" CHECK ("bookings"."start_time" is null or "bookings"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"custom_currency" text,
	"location_link" text,
	"website_link" text,
	"facebook_link" text,
	"instagram_link" text,
	"logo" text,
	"timezone" text NOT NULL,
	"schedule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_username_format" CHECK ("businesses"."username" ~ '^[a-z0-9][a-z0-9_-]{1,28}[a-z0-9]$'),
	CONSTRAINT "businesses_category_check" CHECK ("businesses"."category" in ('salon', 'spa', 'health', 'fitness', 'automotive', 'education', 'professional', 'other')),
	CONSTRAINT "businesses_currency_check" CHECK ("businesses"."currency" in ('USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'TRY', 'other'))
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"business_unread" integer DEFAULT 0 NOT NULL,
	"customer_unread" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_unread_check" CHECK ("chats"."business_unread" >= 0 and "chats"."customer_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_type_check" CHECK ("messages"."sender_type" in ('customer', 'business')),
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" integer,
	"has_duration" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2),
	"has_pricing" boolean DEFAULT true NOT NULL,
	"has_custom_schedule" boolean DEFAULT false NOT NULL,
	"custom_schedule" jsonb,
	"break_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advance_booking_limit" integer DEFAULT 30 NOT NULL,
	"booking_type" text DEFAULT 'datetime' NOT NULL,
	"booking_interval" integer DEFAULT 30 NOT NULL,
	"use_common_intervals" boolean DEFAULT true NOT NULL,
	"allow_customer_comments" boolean DEFAULT true NOT NULL,
	"auto_accept_bookings" boolean DEFAULT false NOT NULL,
	"has_slot_limit" boolean DEFAULT false NOT NULL,
	"max_slots_per_time_slot" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_booking_type_check" CHECK ("services"."booking_type" in ('datetime', 'date-only', 'time-only', 'flexible')),
	CONSTRAINT "services_interval_check" CHECK ("services"."booking_interval" between 1 and 720),
	CONSTRAINT "services_advance_check" CHECK ("services"."advance_booking_limit" between 1 and 365),
	CONSTRAINT "services_slots_check" CHECK ("services"."max_slots_per_time_slot" between 1 and 100),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration" is null or "services"."duration" >= 1),
	CONSTRAINT "services_price_check" CHECK ("services"."price" is null or "services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"avatar" text,
	"provider" text DEFAULT 'local' NOT NULL,
	"password_hash" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"role_chosen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('business', 'customer')),
	CONSTRAINT "users_provider_check" CHECK ("users"."provider" in ('local', 'google', 'facebook'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_business_date_idx" ON "bookings" USING btree ("business_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_guest_email_idx" ON "bookings" USING btree ("guest_email");--> statement-breakpoint
CREATE INDEX "bookings_capacity_idx" ON "bookings" USING btree ("service_id","slot_key","status");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_username_unique" ON "businesses" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_owner_unique" ON "businesses" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_unique" ON "chats" USING btree ("business_id","customer_id");--> statement-breakpoint
CREATE INDEX "chats_customer_idx" ON "chats" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "messages_chat_created_idx" ON "messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "services_business_idx" ON "services" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");