-- Custom SQL migration file, put your code below! --
-- Typo-tolerant search (issue 24, decision 0032): the words of listing names, each once, with a trigram GiST index
-- so a typed word finds its nearest spellings by distance (`<->`, capped) and the app keeps those within the edit
-- distance its length allows. Words come from the same 'simple' parser as search_vector, so a corrected word is
-- one the listing query can match; letters only, four or more (the shortest a one-edit typo of five can mean).
CREATE TABLE IF NOT EXISTS "search_lexicon" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lexicon_words"(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  select distinct w from unnest(tsvector_to_array(to_tsvector('simple', name))) w
  where length(w) >= 4 and w ~ '^[[:alpha:]]+$'
$$;--> statement-breakpoint
-- New listings by statement (a seed or import of thousands is one insert), renamed ones by row. Words of a renamed or
-- removed listing stay: a stale word only costs a candidate that matches nothing; the listing query decides.
CREATE OR REPLACE FUNCTION "lexicon_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (word) SELECT DISTINCT lexicon_words(name) FROM inserted ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lexicon_add_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (word) SELECT lexicon_words(NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "businesses_lexicon_insert" ON "businesses";--> statement-breakpoint
CREATE TRIGGER "businesses_lexicon_insert" AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION lexicon_add_inserted();--> statement-breakpoint
DROP TRIGGER IF EXISTS "businesses_lexicon_rename" ON "businesses";--> statement-breakpoint
CREATE TRIGGER "businesses_lexicon_rename" AFTER UPDATE OF "name" ON "businesses"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION lexicon_add_renamed();--> statement-breakpoint
INSERT INTO "search_lexicon" ("word") SELECT DISTINCT lexicon_words(name) FROM "businesses" ON CONFLICT DO NOTHING;
