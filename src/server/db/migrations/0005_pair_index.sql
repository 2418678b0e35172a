ALTER TABLE "business_services" ADD COLUMN "city_id" integer;--> statement-breakpoint
CREATE INDEX "business_services_pair_idx" ON "business_services" USING btree ("service_id","city_id","business_id");--> statement-breakpoint
UPDATE "business_services" bs SET "city_id" = b."city_id" FROM "businesses" b WHERE b."id" = bs."business_id" AND bs."city_id" IS NULL;--> statement-breakpoint
-- Inserts that leave city_id out (the listing form, older tools) still get it: the pair index must never miss a row.
CREATE OR REPLACE FUNCTION "business_services_fill_city"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."city_id" IS NULL THEN
    SELECT "city_id" INTO NEW."city_id" FROM "businesses" WHERE "id" = NEW."business_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "business_services_fill_city" BEFORE INSERT ON "business_services"
  FOR EACH ROW EXECUTE FUNCTION "business_services_fill_city"();
