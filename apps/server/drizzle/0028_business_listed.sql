ALTER TABLE "businesses" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a business is listed (directory, search; decisions.md 9.2: once it has an active
-- service) is kept on its row, beside its searched text and by the same trigger, which every
-- change of its services already fires (they set `search_text`, migration 0007): a search reads
-- the flag of each business it matches instead of probing their services, which was half of a
-- broad search's time (bench/results.md, 2026-11-27 evening). Whatever a writer gives is replaced.
UPDATE businesses b SET listed = EXISTS (SELECT 1 FROM services s WHERE s.business_id = b.id AND s.is_active);--> statement-breakpoint
CREATE OR REPLACE FUNCTION booklane_business_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := booklane_search_text(NEW.id, NEW.name, NEW.category, NEW.address, NEW.description);
  NEW.listed := EXISTS (SELECT 1 FROM services s WHERE s.business_id = NEW.id AND s.is_active);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER businesses_search ON businesses;--> statement-breakpoint
CREATE TRIGGER businesses_search
  BEFORE INSERT OR UPDATE OF name, category, address, description, search_text, listed
  ON businesses FOR EACH ROW EXECUTE FUNCTION booklane_business_search();
