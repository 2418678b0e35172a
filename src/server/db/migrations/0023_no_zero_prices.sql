-- Prices a form left empty arrive as 0 (decision 0024): 0/0 is no price, and a 0 maximum is no maximum. Rows stored
-- that way before the rule become what they mean; the pair rows and their figures follow through their triggers.
UPDATE "businesses" SET "price_min" = NULL, "price_max" = NULL WHERE "price_min" = 0 AND "price_max" = 0;--> statement-breakpoint
UPDATE "businesses" SET "price_max" = NULL WHERE "price_max" = 0;
