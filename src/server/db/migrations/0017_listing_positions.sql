ALTER TABLE "business_services" ALTER COLUMN "distance_miles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "business_services" ALTER COLUMN "distance_miles" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
-- A business without a position has no distance: STRICT makes the distance null (LEAST(1, NULL) would give 1, a
-- half circumference of the Earth) in the triggers of 0007 and in the near-me search.
ALTER FUNCTION "miles_between"(double precision, double precision, double precision, double precision) STRICT;--> statement-breakpoint
-- Listings created by owners before geocoding copied their city's centre, which the pages showed as '0.0 mi away'.
-- They lose that false position (no distance shown) until their address changes, which places them by its ZIP code.
UPDATE "businesses" b SET "latitude" = NULL, "longitude" = NULL
  FROM "cities" c
 WHERE c."id" = b."city_id" AND b."owner_id" IS NOT NULL AND b."latitude" = c."latitude" AND b."longitude" = c."longitude";
