import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../db/connect.js';
import { mediaVariants } from '../db/schema.js';
import { getObject, objectKey, putObject } from './s3-store.js';

/** Images moved per step: each step is one short transaction, so the app keeps serving while it runs. */
const IMAGES_PER_STEP = 20;

export type MigrationProgress = { moved: number; total: number };

/**
 * `npm run media:migrate`: moves the photo bytes still in `media_variants` to the bucket, an image at a time. Each
 * variant is put, read back and compared (the bytes stored must be the bytes sent), and only then are the image's
 * database rows deleted, so at every moment each variant is in one store or both, and `/media` (which reads the
 * bucket, then the database) keeps answering. Resumable by construction: what is left in `media_variants` is what
 * is left to move; an interrupted run is started again as it was. `limit` stops after that many images (tests).
 */
export async function migrateMediaToS3(
  db: Db,
  client: S3Client,
  bucket: string,
  options: { onProgress?: (progress: MigrationProgress) => void; limit?: number } = {},
): Promise<MigrationProgress> {
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(distinct ${mediaVariants.hash})::int` }).from(mediaVariants);
  const progress: MigrationProgress = { moved: 0, total };
  options.onProgress?.(progress);
  let after = '';
  for (;;) {
    const room = options.limit === undefined ? IMAGES_PER_STEP : Math.min(IMAGES_PER_STEP, options.limit - progress.moved);
    if (room <= 0) break;
    const hashes = (
      await db
        .selectDistinct({ hash: mediaVariants.hash })
        .from(mediaVariants)
        .where(gt(mediaVariants.hash, after))
        .orderBy(asc(mediaVariants.hash))
        .limit(room)
    ).map((row) => row.hash);
    if (hashes.length === 0) break;
    const variants = await db.select().from(mediaVariants).where(inArray(mediaVariants.hash, hashes));
    for (const hash of hashes) {
      const own = variants.filter((variant) => variant.hash === hash);
      for (const variant of own) {
        const key = objectKey(hash, variant.width);
        const content = Buffer.from(variant.content);
        await putObject(client, bucket, key, content);
        const stored = await getObject(client, bucket, key);
        if (!stored?.equals(content)) {
          throw new Error(`The bucket stored ${stored?.length ?? 0} bytes for ${key} where ${content.length} were sent; nothing of this image was removed from the database`);
        }
      }
      await db.delete(mediaVariants).where(eq(mediaVariants.hash, hash));
      progress.moved++;
      options.onProgress?.(progress);
    }
    after = hashes[hashes.length - 1]!;
  }
  return progress;
}
