CREATE TABLE "review_rechecks" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_edited_after_review_idx";--> statement-breakpoint
ALTER TABLE "review_rechecks" ADD CONSTRAINT "review_rechecks_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "edited_after_review_at";