ALTER TABLE "businesses" ADD COLUMN "source_id" text;--> statement-breakpoint
CREATE INDEX "businesses_phone_idx" ON "businesses" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "businesses_lower_name_idx" ON "businesses" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_source_id_unique" UNIQUE("source_id");