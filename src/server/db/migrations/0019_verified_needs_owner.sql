-- Custom SQL migration file, put your code below! --
-- 'Verified' means staff checked the owner who runs the listing, so a listing nobody owns is never verified: the
-- stored flag itself says so, and every reader (badges, the 'verified first' sort keys copied to business_services,
-- pair statistics, search) can use it as it is. Rows written before this rule (earlier demo seeds) are put right
-- here; from now on the trigger keeps it, including when an owner account is deleted (ON DELETE SET NULL).
UPDATE "businesses" SET "is_verified" = false WHERE "is_verified" AND "owner_id" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "businesses_verified_needs_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."owner_id" IS NULL THEN
    NEW."is_verified" := false;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "businesses_verified_needs_owner" BEFORE INSERT OR UPDATE OF "is_verified", "owner_id" ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "businesses_verified_needs_owner"();
