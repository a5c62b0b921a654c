ALTER TABLE "bookings" ADD COLUMN "made_by_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-edited (docs/decisions/0031): the reviews written before know their source only by their
-- customer (a review with an account's id came through the signed-in customer's route), and
-- every one of them is public since it was written. Then the columns take their rules.
ALTER TABLE "reviews" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reviews" SET "source" = CASE WHEN "customer_id" IS NULL THEN 'guest' ELSE 'customer' END, "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("held_until") WHERE "reviews"."published_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" in ('customer', 'guest'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_held_check" CHECK ("reviews"."published_at" is not null or "reviews"."held_until" is not null);
