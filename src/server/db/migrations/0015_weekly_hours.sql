ALTER TABLE "businesses" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "open_minutes" "int4multirange" GENERATED ALWAYS AS (weekly_open_minutes(weekly_hours)) STORED;--> statement-breakpoint
-- Edited by hand: NOT NULL is set in 0016, after the existing cities get their zone.
ALTER TABLE "cities" ADD COLUMN "time_zone" text;