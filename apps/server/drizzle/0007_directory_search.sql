-- Directory search (issue 21, docs/decisions/0022): names, categories, services, descriptions
-- and addresses, ignoring case and accents, through a trigram index (pg_trgm) that keeps
-- `LIKE '%word%'` fast at tens of thousands of businesses, on PostgreSQL and PGlite alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, folding is
-- fixed, and an IMMUTABLE wrapper may build the indexed text and fold the searched words alike.
CREATE FUNCTION booklane_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(unaccent('unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The searched text of one business: its own fields and its active services'.
CREATE FUNCTION booklane_search_text(p_business uuid, p_name text, p_category text, p_address text, p_description text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT booklane_fold(concat_ws(' ', p_name, p_category, p_address, p_description,
      (SELECT string_agg(concat_ws(' ', s.name, s.description), ' ' ORDER BY s.created_at)
         FROM services s WHERE s.business_id = p_business AND s.is_active)))
  $$;--> statement-breakpoint
CREATE FUNCTION booklane_business_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := booklane_search_text(NEW.id, NEW.name, NEW.category, NEW.address, NEW.description);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_search BEFORE INSERT OR UPDATE OF name, category, address, description, search_text
  ON businesses FOR EACH ROW EXECUTE FUNCTION booklane_business_search();--> statement-breakpoint
-- A service added, changed or removed: its business's text is built again (the trigger above).
CREATE FUNCTION booklane_service_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE businesses SET search_text = '' WHERE id = OLD.business_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.business_id <> OLD.business_id) THEN
    UPDATE businesses SET search_text = '' WHERE id = NEW.business_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER services_search AFTER INSERT OR DELETE OR UPDATE OF name, description, is_active, business_id
  ON services FOR EACH ROW EXECUTE FUNCTION booklane_service_search();--> statement-breakpoint
UPDATE businesses SET search_text = '';
