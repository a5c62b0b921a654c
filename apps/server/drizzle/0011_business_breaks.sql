ALTER TABLE "businesses" ADD COLUMN "break_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written below (docs/decisions/0029): breaks in one place. A business whose timed services
-- all have the same breaks gets those breaks (its one team member works its hours), and the
-- services keep none: every offered time stays as it was. Any other business keeps its
-- services' breaks as they are.
WITH same AS (
  SELECT business_id, min(break_hours::text) AS breaks
  FROM services WHERE booking_type IN ('datetime', 'time-only')
  GROUP BY business_id
  HAVING count(DISTINCT break_hours::text) = 1 AND min(break_hours::text) <> '[]'
)
UPDATE businesses b SET break_hours = same.breaks::jsonb FROM same WHERE b.id = same.business_id;--> statement-breakpoint
UPDATE services s SET break_hours = '[]'::jsonb FROM businesses b
WHERE b.id = s.business_id AND b.break_hours <> '[]'::jsonb AND s.break_hours = b.break_hours;
