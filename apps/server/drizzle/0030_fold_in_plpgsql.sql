-- Folding (lower case, no accents; migration 0007) as a PL/pgSQL function instead of an SQL one,
-- the same expression. PostgreSQL inlines an SQL function into the query that calls it, but not
-- this one: an IMMUTABLE function may not be inlined into a body that calls `unaccent`, which is
-- only STABLE. Not inlined, an SQL function's body is parsed and planned again in every execution
-- of every statement that calls it, which was a third of the customers list's share of a new
-- booking (two folds in the trigger's insert: 25-40 us of about 380 us of the booking function, on
-- PostgreSQL; bench/results.md, 2026-11-27 night). A PL/pgSQL function's plan is kept for the
-- session, and called once per row of a large query it costs less too (1.0 against 1.5 us).
-- Its results are the same, so the stored folded names and searched texts stay valid.
CREATE OR REPLACE FUNCTION booklane_fold(text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ BEGIN RETURN lower(unaccent('unaccent'::regdictionary, $1)); END $$;
