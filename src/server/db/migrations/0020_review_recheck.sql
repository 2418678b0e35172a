DROP INDEX "review_reports_review_user_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_after_review_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_edited_after_review_idx" ON "reviews" USING btree ("edited_after_review_at") WHERE "reviews"."edited_after_review_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_idx" ON "review_reports" USING btree ("review_id","user_id") WHERE "review_reports"."status" = 'pending';