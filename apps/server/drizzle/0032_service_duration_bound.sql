-- A service lasts at most a day (SERVICE_DURATION_MAX_MINUTES): the API's schema always said so, now the
-- data does too. Availability and the booking function read a member's held times from the longest a
-- booking can hold (a day and both buffers, whose bounds were checks already) before its start.
-- NOT VALID: every write from now on is checked; a row written before, by other means than the API,
-- does not stop the upgrade.
ALTER TABLE "services" DROP CONSTRAINT "services_duration_check";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_check" CHECK ("services"."duration" is null or "services"."duration" between 1 and 1440) NOT VALID;
