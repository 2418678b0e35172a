CREATE TABLE "pair_stats" (
	"service_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"business_count" integer DEFAULT 0 NOT NULL,
	"review_count" bigint DEFAULT 0 NOT NULL,
	"rating_weight" numeric DEFAULT '0' NOT NULL,
	"price_min_sum" bigint DEFAULT 0 NOT NULL,
	"price_min_count" integer DEFAULT 0 NOT NULL,
	"price_max_sum" bigint DEFAULT 0 NOT NULL,
	"price_max_count" integer DEFAULT 0 NOT NULL,
	"verified_count" integer DEFAULT 0 NOT NULL,
	"mobile_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pair_stats_service_id_city_id_pk" PRIMARY KEY("service_id","city_id")
);
--> statement-breakpoint
-- pair_stats follows the public rows of business_services (the figures listings/search.ts reads): each statement on
-- business_services subtracts the rows it removed and adds the rows it added, grouped by pair, from its transition
-- tables (one upsert per pair and statement, not per row). Counts that fall to zero stay as a row of zeros.
CREATE OR REPLACE FUNCTION "pair_stats_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change constant text := 'INSERT INTO "pair_stats" AS p
      SELECT "service_id", "city_id", %1$s * count(*), %1$s * sum("review_count"), %1$s * sum("rating" * "review_count"),
             %1$s * coalesce(sum("price_min"), 0), %1$s * count("price_min"), %1$s * coalesce(sum("price_max"), 0),
             %1$s * count("price_max"), %1$s * count(*) FILTER (WHERE "is_verified"), %1$s * count(*) FILTER (WHERE "is_mobile")
        FROM %2$I WHERE "is_public" AND "city_id" IS NOT NULL GROUP BY "service_id", "city_id"
    ON CONFLICT ("service_id", "city_id") DO UPDATE SET
      "business_count" = p."business_count" + excluded."business_count",
      "review_count" = p."review_count" + excluded."review_count",
      "rating_weight" = p."rating_weight" + excluded."rating_weight",
      "price_min_sum" = p."price_min_sum" + excluded."price_min_sum",
      "price_min_count" = p."price_min_count" + excluded."price_min_count",
      "price_max_sum" = p."price_max_sum" + excluded."price_max_sum",
      "price_max_count" = p."price_max_count" + excluded."price_max_count",
      "verified_count" = p."verified_count" + excluded."verified_count",
      "mobile_count" = p."mobile_count" + excluded."mobile_count"';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(change, -1, 'removed');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(change, 1, 'added');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pair_stats_insert" AFTER INSERT ON "business_services" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "pair_stats_follow"();--> statement-breakpoint
CREATE TRIGGER "pair_stats_update" AFTER UPDATE ON "business_services" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "pair_stats_follow"();--> statement-breakpoint
CREATE TRIGGER "pair_stats_delete" AFTER DELETE ON "business_services" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "pair_stats_follow"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pair_stats_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pair_stats";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pair_stats_truncate" AFTER TRUNCATE ON "business_services"
  FOR EACH STATEMENT EXECUTE FUNCTION "pair_stats_clear"();--> statement-breakpoint
INSERT INTO "pair_stats"
  SELECT "service_id", "city_id", count(*), sum("review_count"), sum("rating" * "review_count"),
         coalesce(sum("price_min"), 0), count("price_min"), coalesce(sum("price_max"), 0), count("price_max"),
         count(*) FILTER (WHERE "is_verified"), count(*) FILTER (WHERE "is_mobile")
    FROM "business_services" WHERE "is_public" AND "city_id" IS NOT NULL GROUP BY "service_id", "city_id";
