DROP INDEX "business_services_pair_idx";--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "is_mobile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "rating" numeric(2, 1) DEFAULT '0.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "price_min" integer;--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "price_max" integer;--> statement-breakpoint
ALTER TABLE "business_services" ADD COLUMN "distance_miles" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The distance the service-in-city page shows and sorts by: great-circle (haversine) miles, in plain SQL, rounded
-- to 1/10,000 mile so that PostgreSQL and PGlite (whose sin and cos differ in the last bit) store the same value.
CREATE OR REPLACE FUNCTION "miles_between"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round((3958.8 * 2 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)))))::numeric, 4)::float8
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "business_services_fill_city" ON "business_services";--> statement-breakpoint
DROP FUNCTION IF EXISTS "business_services_fill_city"();--> statement-breakpoint
-- Every row of business_services carries its business's copy, whatever the insert gave: the pair indexes must
-- never disagree with the listing. 'approved' is the public rule of src/server/listings/visibility.ts.
CREATE OR REPLACE FUNCTION "business_services_copy_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b."city_id", b."status" = 'approved', b."is_verified", b."is_mobile", b."rating", b."review_count",
         b."price_min", b."price_max", "miles_between"(c."latitude", c."longitude", b."latitude", b."longitude")
    INTO NEW."city_id", NEW."is_public", NEW."is_verified", NEW."is_mobile", NEW."rating", NEW."review_count",
         NEW."price_min", NEW."price_max", NEW."distance_miles"
    FROM "businesses" b JOIN "cities" c ON c."id" = b."city_id"
   WHERE b."id" = NEW."business_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "business_services_copy_business" BEFORE INSERT OR UPDATE OF "business_id" ON "business_services"
  FOR EACH ROW EXECUTE FUNCTION "business_services_copy_business"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "businesses_copy_to_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "business_services" bs
     SET "city_id" = NEW."city_id", "is_public" = NEW."status" = 'approved', "is_verified" = NEW."is_verified",
         "is_mobile" = NEW."is_mobile", "rating" = NEW."rating", "review_count" = NEW."review_count",
         "price_min" = NEW."price_min", "price_max" = NEW."price_max",
         "distance_miles" = "miles_between"(c."latitude", c."longitude", NEW."latitude", NEW."longitude")
    FROM "cities" c
   WHERE c."id" = NEW."city_id" AND bs."business_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "businesses_copy_to_services" AFTER UPDATE ON "businesses" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."is_verified" IS DISTINCT FROM NEW."is_verified"
    OR OLD."is_mobile" IS DISTINCT FROM NEW."is_mobile" OR OLD."rating" IS DISTINCT FROM NEW."rating"
    OR OLD."review_count" IS DISTINCT FROM NEW."review_count" OR OLD."price_min" IS DISTINCT FROM NEW."price_min"
    OR OLD."price_max" IS DISTINCT FROM NEW."price_max" OR OLD."city_id" IS DISTINCT FROM NEW."city_id"
    OR OLD."latitude" IS DISTINCT FROM NEW."latitude" OR OLD."longitude" IS DISTINCT FROM NEW."longitude")
  EXECUTE FUNCTION "businesses_copy_to_services"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cities_copy_to_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "business_services" bs
     SET "distance_miles" = "miles_between"(NEW."latitude", NEW."longitude", b."latitude", b."longitude")
    FROM "businesses" b
   WHERE b."city_id" = NEW."id" AND bs."business_id" = b."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cities_copy_to_services" AFTER UPDATE OF "latitude", "longitude" ON "cities" FOR EACH ROW
  EXECUTE FUNCTION "cities_copy_to_services"();--> statement-breakpoint
UPDATE "business_services" bs
   SET "city_id" = b."city_id", "is_public" = b."status" = 'approved', "is_verified" = b."is_verified",
       "is_mobile" = b."is_mobile", "rating" = b."rating", "review_count" = b."review_count",
       "price_min" = b."price_min", "price_max" = b."price_max",
       "distance_miles" = "miles_between"(c."latitude", c."longitude", b."latitude", b."longitude")
  FROM "businesses" b JOIN "cities" c ON c."id" = b."city_id"
 WHERE b."id" = bs."business_id";--> statement-breakpoint
CREATE INDEX "business_services_pair_best_idx" ON "business_services" USING btree ("service_id","city_id","is_verified" DESC NULLS LAST,("rating" * ln("review_count" + 1)) desc,"review_count" DESC NULLS LAST,"business_id") WHERE "business_services"."is_public";--> statement-breakpoint
CREATE INDEX "business_services_pair_rating_idx" ON "business_services" USING btree ("service_id","city_id","rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"business_id") WHERE "business_services"."is_public";--> statement-breakpoint
CREATE INDEX "business_services_pair_reviews_idx" ON "business_services" USING btree ("service_id","city_id","review_count" DESC NULLS LAST,"rating" DESC NULLS LAST,"business_id") WHERE "business_services"."is_public";--> statement-breakpoint
CREATE INDEX "business_services_pair_price_idx" ON "business_services" USING btree ("service_id","city_id",coalesce("price_min", "price_max") asc nulls last,coalesce("price_max", "price_min") asc nulls last,"business_id") WHERE "business_services"."is_public";--> statement-breakpoint
CREATE INDEX "business_services_pair_distance_idx" ON "business_services" USING btree ("service_id","city_id","distance_miles","business_id") WHERE "business_services"."is_public";--> statement-breakpoint
CREATE INDEX "business_services_pair_idx" ON "business_services" USING btree ("service_id","city_id","business_id","rating","review_count","price_min","price_max","is_verified","is_mobile","distance_miles") WHERE "business_services"."is_public";
