-- Custom SQL migration file, put your code below! --
-- Search (issue 14): full-text matching of public listings by name (weight A) and description (weight C), with
-- the 'simple' configuration so a typed prefix ('groom') matches as typed (no stemming); typos are caught by the
-- trigram index on the name (0001) and by trigram matching of the small services and cities tables.
ALTER TABLE "businesses" ADD COLUMN IF NOT EXISTS "search_vector" tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')
  ) STORED;--> statement-breakpoint
-- Only public listings are ever searched (the rule of src/server/listings/visibility.ts).
CREATE INDEX IF NOT EXISTS "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector") WHERE "status" = 'approved';--> statement-breakpoint
-- A zip code typed in a search names the city whose listings carry it (the addresses end in 'ST 12345').
CREATE INDEX IF NOT EXISTS "businesses_zip_idx" ON "businesses" ((substring("address" from '(\d{5})(?:-\d{4})?\s*$'))) WHERE "status" = 'approved';--> statement-breakpoint
-- Suggestions and fuzzy matching of services and cities by name.
CREATE INDEX IF NOT EXISTS "services_name_trgm_idx" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);
