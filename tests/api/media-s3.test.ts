import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { mediaPath } from '#shared/media.js';
import { photoResponseSchema, type Photo } from '#shared/photos.js';
import { reviewResponseSchema } from '#shared/reviews.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { businesses, mediaImages, mediaVariants, reviews } from '../../src/server/db/schema.js';
import { MEDIA_GRACE_MS, runMaintenance } from '../../src/server/maintenance/run-maintenance.js';
import { migrateMediaToS3, type MigrationProgress } from '../../src/server/media/migrate-to-s3.js';
import { createImageProcessor } from '../../src/server/media/process-image.js';
import { getObject, objectKey } from '../../src/server/media/s3-store.js';
import { databaseMediaStore } from '../../src/server/media/store.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';
import type { TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 29 item 1: photos in an S3-compatible bucket (a real local server), the database keeping only their index. */

let s3: LocalS3;
let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  s3 = await startLocalS3();
  ({ ctx, world, staff } = await reviewSetting(s3.env));
});
afterAll(async () => {
  await s3?.close();
});

const media = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const statusOf = async (url: string, cookie?: string) => (await media(url, cookie)).statusCode;
const post = (url: string, cookie: string, bytes: Buffer) => {
  const { payload, headers } = multipartBody(bytes);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
/** An image's name is the SHA-256 of its variants in ascending width (process-image.ts outputName). */
const nameOf = (variants: Buffer[]) => {
  const hash = createHash('sha256');
  for (const variant of variants) hash.update(variant);
  return hash.digest('hex').slice(0, 32);
};
const objectsOf = (hash: string, widths: number[]) => Promise.all(widths.map((width) => getObject(s3.client, s3.bucket, objectKey(hash, width))));
const variantRows = (hash: string) => ctx.deps.db.select({ width: mediaVariants.width }).from(mediaVariants).where(eq(mediaVariants.hash, hash));

async function galleryPhoto(status: 'approved' | 'pending' = 'approved'): Promise<{ owner: TestUser; businessId: number; photo: Photo }> {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner, status });
  const response = await post(apiPaths.businessPhotos(business.id), owner.cookie, await jpegOf(1400, 900));
  expect(response.statusCode, response.body).toBe(201);
  return { owner, businessId: business.id, photo: photoResponseSchema.parse(response.json()).photo };
}

describe('an upload with MEDIA_STORE=s3', () => {
  it('puts every variant in the bucket byte for byte, keeps none in the database, and /media serves them', async () => {
    const { photo } = await galleryPhoto();
    const { hash, widths } = photo.image;
    expect(widths).toEqual([320, 640, 1280]);
    expect((await s3.keys()).filter((key) => key.startsWith(hash))).toEqual(widths.map((width) => objectKey(hash, width)).sort());
    // The name is the hash of the bytes the server produced: the stored objects hash to it, so they are those bytes.
    const stored = await objectsOf(hash, widths);
    expect(nameOf(stored.map((object) => object!))).toBe(hash);
    expect(await variantRows(hash)).toEqual([]);
    const [row] = await ctx.deps.db.select({ widths: mediaImages.widths }).from(mediaImages).where(eq(mediaImages.hash, hash));
    expect(row!.widths).toEqual(widths);
    for (const [i, width] of widths.entries()) {
      const response = await media(mediaPath(hash, width));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(Number(response.headers['content-length'])).toBe(stored[i]!.length);
      expect(response.rawPayload.equals(stored[i]!)).toBe(true);
    }
  });
});

describe('removal rules hold with the bytes in the bucket', () => {
  it("a deleted gallery photo answers 404 at once, to everyone, while its objects wait for the clean-up", async () => {
    const { owner, businessId, photo } = await galleryPhoto();
    const url = mediaPath(photo.image.hash, photo.image.widths[0]!);
    expect(await statusOf(url)).toBe(200);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: apiPaths.businessPhoto(businessId, photo.id), headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await objectsOf(photo.image.hash, photo.image.widths)).every(Boolean)).toBe(true);
    for (const cookie of [undefined, owner.cookie, staff.cookie]) expect(await statusOf(url, cookie)).toBe(404);
  });

  it("a pending listing's photo: its owner and staff only, never stored by a cache", async () => {
    const { owner, businessId, photo } = await galleryPhoto('pending');
    const url = mediaPath(photo.image.hash, photo.image.widths[0]!);
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, (await newCustomer(ctx.deps)).cookie)).toBe(404);
    for (const cookie of [owner.cookie, staff.cookie]) {
      const response = await media(url, cookie);
      expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'private, no-store']);
    }
    await ctx.deps.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, businessId));
    expect(await statusOf(url)).toBe(404);
  });

  it("a hidden review's photo and one staff removed answer 404 to visitors", async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    const author = await newCustomer(ctx.deps);
    const written = await writeReview(ctx.app, author, business.id, 4);
    const response = await post(apiPaths.reviewPhotos(written.id), author.cookie, await jpegOf(400, 300));
    expect(response.statusCode, response.body).toBe(201);
    const review = reviewResponseSchema.parse(response.json()).review;
    const url = mediaPath(review.photos[0]!.image.hash, review.photos[0]!.image.widths[0]!);
    expect(await statusOf(url)).toBe(200);
    await ctx.deps.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, review.id));
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, author.cookie)).toBe(200);
    const removed = await ctx.app.inject({ method: 'POST', url: apiPaths.admin.removeReviewPhoto(review.photos[0]!.id), headers: { cookie: staff.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(url, author.cookie)).toBe(404);
  });

  it('the clean-up deletes the rows and the objects of images nothing uses, after the grace period only', async () => {
    const { owner, businessId, photo } = await galleryPhoto();
    const { hash, widths } = photo.image;
    await ctx.app.inject({ method: 'DELETE', url: apiPaths.businessPhoto(businessId, photo.id), headers: { cookie: owner.cookie } });
    await runMaintenance(ctx.deps.db, ctx.deps.config, new Date());
    expect((await objectsOf(hash, widths)).every(Boolean)).toBe(true);
    const result = await runMaintenance(ctx.deps.db, ctx.deps.config, new Date(Date.now() + MEDIA_GRACE_MS + 60_000));
    expect(result.failures).toEqual([]);
    expect(result.counts.mediaImages).toBeGreaterThanOrEqual(1);
    expect(await objectsOf(hash, widths)).toEqual(widths.map(() => null));
    expect((await s3.keys()).filter((key) => key.startsWith(hash))).toEqual([]);
    expect(await ctx.deps.db.select().from(mediaImages).where(eq(mediaImages.hash, hash))).toEqual([]);
  });
});

describe('npm run media:migrate', () => {
  it('moves images kept in the database to the bucket, verified, resumably, while /media keeps serving each', async () => {
    // What the seed stored in the database (the demo's illustrated photos) moves first, so the run below starts with
    // this test's three images alone.
    const seeded = await migrateMediaToS3(ctx.deps.db, s3.client, s3.bucket);
    expect(seeded.moved).toBe(seeded.total);
    const processImage = createImageProcessor();
    const uploads = await Promise.all([jpegOf(700, 500), jpegOf(500, 400), jpegOf(300, 300)]);
    const images = await Promise.all(uploads.map((bytes) => processImage(bytes)));
    for (const image of images) {
      // Stored the way the database store always has (bytes in media_variants), and shown on a public listing.
      const business = await reviewableBusiness(ctx.deps, world);
      await ctx.deps.db.transaction((tx) => databaseMediaStore.save(tx, image));
      await ctx.deps.db.execute(
        // A photo row as the photo service writes it (the hash is the reference the audience check follows).
        sql`insert into business_photos (business_id, image_hash, source_hash, position, is_cover)
          values (${business.id}, ${image.hash}, ${image.hash}, 0, true)`,
      );
    }
    const hashes = images.map((image) => image.hash);
    const served = async () => Promise.all(images.map(async (image) => (await media(mediaPath(image.hash, image.widths.at(-1)!))).rawPayload));
    const expected = images.map((image) => image.variants.at(-1)!.content);
    expect((await served()).map((bytes, i) => bytes.equals(expected[i]!))).toEqual([true, true, true]);

    // Interrupted after one image: that one is in the bucket only, the others still in the database; all are served.
    const seen: MigrationProgress[] = [];
    const first = await migrateMediaToS3(ctx.deps.db, s3.client, s3.bucket, { limit: 1, onProgress: (p) => seen.push({ ...p }) });
    expect(first.moved).toBe(1);
    expect(seen.at(-1)).toEqual({ moved: 1, total: first.total });
    const left = await ctx.deps.db.selectDistinct({ hash: mediaVariants.hash }).from(mediaVariants).where(inArray(mediaVariants.hash, hashes));
    expect(left).toHaveLength(2);
    expect((await served()).map((bytes, i) => bytes.equals(expected[i]!))).toEqual([true, true, true]);

    // Run again: it goes on with what is left.
    const second = await migrateMediaToS3(ctx.deps.db, s3.client, s3.bucket);
    expect(second.total).toBe(first.total - 1);
    expect(second.moved).toBe(second.total);
    expect(await ctx.deps.db.select().from(mediaVariants)).toEqual([]);
    for (const image of images) {
      const objects = await objectsOf(image.hash, image.widths);
      expect(objects.map((object, i) => object!.equals(image.variants[i]!.content))).toEqual(image.widths.map(() => true));
    }
    expect((await served()).map((bytes, i) => bytes.equals(expected[i]!))).toEqual([true, true, true]);
  });
});

describe('settings', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' };
  it('MEDIA_STORE=s3 needs a bucket, and the two keys go together; each refusal names the setting', () => {
    expect(() => loadConfig({ ...base, MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET: is required when MEDIA_STORE=s3/);
    expect(() => loadConfig({ ...base, MEDIA_STORE: 'bucket' })).toThrow(/MEDIA_STORE must be database or s3/);
    expect(() => loadConfig({ ...base, MEDIA_STORE: 's3', S3_BUCKET: 'Bad_Name' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...base, MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(ConfigError);
    expect(loadConfig(base).MEDIA_STORE).toBe('database');
  });

  it('a bucket that does not exist stops the start with a sentence naming it', async () => {
    await expect(buildTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(/the bucket no-such-bucket cannot be used \(it does not exist\)/);
  });
});
