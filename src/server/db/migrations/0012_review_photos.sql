CREATE TABLE "review_photo_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"image_hash" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_photo_reports" ADD CONSTRAINT "review_photo_reports_photo_id_review_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."review_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photo_reports" ADD CONSTRAINT "review_photo_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photo_reports" ADD CONSTRAINT "review_photo_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_image_hash_media_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."media_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_photo_reports_photo_user_idx" ON "review_photo_reports" USING btree ("photo_id","user_id");--> statement-breakpoint
CREATE INDEX "review_photo_reports_status_idx" ON "review_photo_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_photos_review_image_idx" ON "review_photos" USING btree ("review_id","image_hash");--> statement-breakpoint
CREATE INDEX "review_photos_image_idx" ON "review_photos" USING btree ("image_hash");