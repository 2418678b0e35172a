CREATE TABLE "business_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"image_hash" text NOT NULL,
	"position" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "media_variants_hash_width_pk" PRIMARY KEY("hash","width")
);
--> statement-breakpoint
ALTER TABLE "business_photos" ADD CONSTRAINT "business_photos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_photos" ADD CONSTRAINT "business_photos_image_hash_media_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."media_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_hash_media_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_images"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_photos_business_idx" ON "business_photos" USING btree ("business_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "business_photos_cover_idx" ON "business_photos" USING btree ("business_id") WHERE "business_photos"."is_cover";--> statement-breakpoint
CREATE INDEX "business_photos_image_idx" ON "business_photos" USING btree ("image_hash");