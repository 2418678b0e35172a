ALTER TABLE "business_photos" DROP CONSTRAINT "business_photos_image_hash_media_images_hash_fk";
--> statement-breakpoint
ALTER TABLE "media_variants" DROP CONSTRAINT "media_variants_hash_media_images_hash_fk";
--> statement-breakpoint
ALTER TABLE "review_photos" DROP CONSTRAINT "review_photos_image_hash_media_images_hash_fk";
--> statement-breakpoint
-- Photos stored before this migration were named by their uploaded file's hash: that becomes their private
-- source_hash (duplicates in a gallery or review are still refused before decoding).
ALTER TABLE "business_photos" ADD COLUMN "source_hash" text;--> statement-breakpoint
UPDATE "business_photos" SET "source_hash" = "image_hash";--> statement-breakpoint
ALTER TABLE "business_photos" ALTER COLUMN "source_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "source_hash" text;--> statement-breakpoint
UPDATE "review_photos" SET "source_hash" = "image_hash";--> statement-breakpoint
ALTER TABLE "review_photos" ALTER COLUMN "source_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_photos" ADD CONSTRAINT "business_photos_image_hash_media_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."media_images"("hash") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_hash_media_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_images"("hash") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_image_hash_media_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."media_images"("hash") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
-- Rename every stored image to the hash of its WebP variants in ascending width, as new uploads are named
-- (server/media/process-image.ts outputName); the photo rows and variants follow through ON UPDATE CASCADE. Two old
-- images with the same output (never seen) would keep their old names rather than collide.
WITH "named" AS (
  SELECT "hash", substr(encode(sha256(string_agg("content", ''::bytea ORDER BY "width")), 'hex'), 1, 32) AS "name"
  FROM "media_variants" GROUP BY "hash"
)
UPDATE "media_images" AS "i" SET "hash" = "n"."name"
FROM "named" AS "n"
WHERE "n"."hash" = "i"."hash" AND "n"."name" <> "i"."hash"
  AND NOT EXISTS (SELECT 1 FROM "named" AS "o" WHERE "o"."name" = "n"."name" AND "o"."hash" <> "n"."hash")
  AND NOT EXISTS (SELECT 1 FROM "media_images" AS "e" WHERE "e"."hash" = "n"."name");
