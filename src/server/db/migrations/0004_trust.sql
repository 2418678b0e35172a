ALTER TABLE "claim_decisions" ALTER COLUMN "claim_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "business_updates" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "business_updates" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_updates" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "resubmissions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_decisions" ADD COLUMN "update_id" integer;--> statement-breakpoint
ALTER TABLE "business_updates" ADD CONSTRAINT "business_updates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_decisions" ADD CONSTRAINT "claim_decisions_update_id_business_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."business_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_updates_status_idx" ON "business_updates" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_decisions_update_idx" ON "claim_decisions" USING btree ("update_id");--> statement-breakpoint
-- Listings created before moderation existed follow their latest listing verification: pending or rejected ones
-- leave the public site until staff approve them.
UPDATE "businesses" b SET "status" = latest."status"
FROM (
  SELECT DISTINCT ON ("business_id") "business_id", "status" FROM "claims"
  WHERE "kind" = 'listing' ORDER BY "business_id", "submitted_at" DESC, "id" DESC
) latest
WHERE latest."business_id" = b."id" AND latest."status" IN ('pending', 'rejected');--> statement-breakpoint
-- The old form saved a missing price as 0; no price means 'Contact for pricing'.
UPDATE "businesses" SET "price_min" = NULL, "price_max" = NULL WHERE "price_min" = 0 AND "price_max" = 0;
