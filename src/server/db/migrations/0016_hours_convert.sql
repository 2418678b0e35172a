-- Custom SQL migration file, put your code below! --
-- Existing cities get the zone the seed's data file gives them (src/server/seed/time-zones-data.ts: by state, then
-- the cities of split states by slug). A city outside this list would stop the migration at SET NOT NULL.
UPDATE cities SET time_zone = CASE
  WHEN slug = 'el-paso' AND state = 'TX' THEN 'America/Denver'
  WHEN slug = 'louisville' AND state = 'KY' THEN 'America/Kentucky/Louisville'
  WHEN state IN ('AK') THEN 'America/Anchorage'
  WHEN state IN ('ID') THEN 'America/Boise'
  WHEN state IN ('AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI') THEN 'America/Chicago'
  WHEN state IN ('CO', 'MT', 'NM', 'UT', 'WY') THEN 'America/Denver'
  WHEN state IN ('MI') THEN 'America/Detroit'
  WHEN state IN ('IN') THEN 'America/Indiana/Indianapolis'
  WHEN state IN ('CA', 'NV', 'OR', 'WA') THEN 'America/Los_Angeles'
  WHEN state IN ('CT', 'DC', 'DE', 'FL', 'GA', 'KY', 'MA', 'MD', 'ME', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'RI', 'SC', 'VA', 'VT', 'WV') THEN 'America/New_York'
  WHEN state IN ('AZ') THEN 'America/Phoenix'
  WHEN state IN ('HI') THEN 'Pacific/Honolulu'
END
WHERE time_zone IS NULL;
--> statement-breakpoint
ALTER TABLE cities ALTER COLUMN time_zone SET NOT NULL;
--> statement-breakpoint
-- Free-text hours become weekly schedules where the text can be read for sure (rules: hours_text_to_schedule in 0014).
UPDATE businesses SET weekly_hours = hours_text_to_schedule(hours) WHERE hours IS NOT NULL AND weekly_hours IS NULL;
