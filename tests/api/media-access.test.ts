import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessPhotos, businesses, mediaImages, mediaVariants, reviews } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { mediaPath } from '#shared/media.js';
import { photoResponseSchema, type Photo } from '#shared/photos.js';
import { reviewResponseSchema, type Review } from '#shared/reviews.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 22 item 3: a photo is served only while someone may see it, under a name that says nothing of the upload. */

let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, world, staff } = await reviewSetting());
});

const media = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const statusOf = async (url: string, cookie?: string) => (await media(url, cookie)).statusCode;
const post = (url: string, cookie: string, bytes: Buffer) => {
  const { payload, headers } = multipartBody(bytes);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const uploadHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

async function galleryPhoto(status: 'approved' | 'pending' = 'approved', bytes?: Buffer): Promise<{ owner: TestUser; businessId: number; photo: Photo }> {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner, status });
  const response = await post(apiPaths.businessPhotos(business.id), owner.cookie, bytes ?? (await jpegOf(480, 360)));
  expect(response.statusCode, response.body).toBe(201);
  return { owner, businessId: business.id, photo: photoResponseSchema.parse(response.json()).photo };
}

async function reviewPhoto(): Promise<{ owner: TestUser; author: TestUser; review: Review }> {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner });
  const author = await newCustomer(ctx.deps);
  const written = await writeReview(ctx.app, author, business.id, 4);
  const response = await post(apiPaths.reviewPhotos(written.id), author.cookie, await jpegOf(400, 300));
  expect(response.statusCode, response.body).toBe(201);
  return { owner, author, review: reviewResponseSchema.parse(response.json()).review };
}

describe('removed photos stop being served at once', () => {
  it("an owner's deleted gallery photo answers 404 right after the delete, before any clean-up", async () => {
    const { owner, businessId, photo } = await galleryPhoto();
    const url = mediaPath(photo.image.hash, photo.image.widths[0]!);
    expect(await statusOf(url)).toBe(200);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: apiPaths.businessPhoto(businessId, photo.id), headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    for (const width of photo.image.widths) {
      const response = await media(mediaPath(photo.image.hash, width));
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // Its owner and staff no longer get it either: nothing refers to it.
    expect(await statusOf(url, owner.cookie)).toBe(404);
    expect(await statusOf(url, staff.cookie)).toBe(404);
  });

  it('a review photo staff removed answers 404 at once, and a revalidation is not answered 304', async () => {
    const { author, review } = await reviewPhoto();
    const image = review.photos[0]!.image;
    const url = mediaPath(image.hash, image.widths[0]!);
    const before = await media(url);
    expect(before.statusCode).toBe(200);
    const removed = await ctx.app.inject({ method: 'POST', url: apiPaths.admin.removeReviewPhoto(review.photos[0]!.id), headers: { cookie: staff.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, author.cookie)).toBe(404);
    const revalidation = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(revalidation.statusCode).toBe(404);
  });
});

describe('photos of what the public cannot see', () => {
  it("a pending listing's photos: its owner and staff only, never stored by a cache; 404 for visitors and other accounts", async () => {
    const { owner, businessId, photo } = await galleryPhoto('pending');
    const url = mediaPath(photo.image.hash, photo.image.widths[0]!);
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, (await newOwnerAccount(ctx.deps)).cookie)).toBe(404);
    expect(await statusOf(url, (await newCustomer(ctx.deps)).cookie)).toBe(404);
    for (const cookie of [owner.cookie, staff.cookie]) {
      const response = await media(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // Approved, it is public (for five minutes at a time); rejected, it is the owner's alone again.
    await ctx.deps.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, businessId));
    expect((await media(url)).headers['cache-control']).toBe('public, max-age=300');
    await ctx.deps.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, businessId));
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, owner.cookie)).toBe(200);
  });

  it("a hidden review's photo: its author, the business's owner and staff only", async () => {
    const { owner, author, review } = await reviewPhoto();
    const image = review.photos[0]!.image;
    const url = mediaPath(image.hash, image.widths[0]!);
    await ctx.deps.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, review.id));
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, (await newCustomer(ctx.deps)).cookie)).toBe(404);
    for (const cookie of [author.cookie, owner.cookie, staff.cookie]) expect(await statusOf(url, cookie)).toBe(200);
  });
});

describe('public names', () => {
  it('are the hash of the processed output, never of the uploaded file: holding a file tells nothing about its upload', async () => {
    const bytes = await jpegOf(500, 400);
    const { photo } = await galleryPhoto('approved', bytes);
    expect(photo.image.hash).not.toBe(uploadHashOf(bytes));
    expect(await statusOf(mediaPath(uploadHashOf(bytes), photo.image.widths[0]!))).toBe(404);
    const variants = await Promise.all(photo.image.widths.map(async (width) => (await media(mediaPath(photo.image.hash, width))).rawPayload));
    expect(photo.image.hash).toBe(uploadHashOf(Buffer.concat(variants)));
  });

  it('migration 0021 renames an image stored under its upload hash to its output hash; its photo follows and keeps working', async () => {
    const bytes = await jpegOf(450, 350);
    const { photo } = await galleryPhoto('approved', bytes);
    const outputName = photo.image.hash;
    // As stored before the migration: named by the upload's hash.
    const oldName = uploadHashOf(bytes);
    await ctx.deps.db.update(mediaImages).set({ hash: oldName }).where(eq(mediaImages.hash, outputName));
    const [before] = await ctx.deps.db.select({ imageHash: businessPhotos.imageHash }).from(businessPhotos).where(eq(businessPhotos.id, photo.id));
    expect(before!.imageHash).toBe(oldName);

    const migration = readFileSync(new URL('../../src/server/db/migrations/0021_media_names.sql', import.meta.url), 'utf8');
    const rename = migration.split('--> statement-breakpoint').at(-1)!;
    await ctx.deps.db.execute(sql.raw(rename));

    const [after] = await ctx.deps.db.select({ imageHash: businessPhotos.imageHash }).from(businessPhotos).where(eq(businessPhotos.id, photo.id));
    expect(after!.imageHash).toBe(outputName);
    const variants = await ctx.deps.db.select({ width: mediaVariants.width }).from(mediaVariants).where(eq(mediaVariants.hash, outputName));
    expect(variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual(photo.image.widths);
    expect(await statusOf(mediaPath(outputName, photo.image.widths[0]!))).toBe(200);
    expect(await statusOf(mediaPath(oldName, photo.image.widths[0]!))).toBe(404);
  });
});
