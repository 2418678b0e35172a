import { and, count, eq, max } from 'drizzle-orm';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type Review } from '../../shared/reviews.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { mediaImages, reviewPhotos, reviews } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { imageHash, type ImageProcessor } from '../media/process-image.js';
import type { MediaStore } from '../media/store.js';
import { lockBusiness } from './rating.js';
import { reviewColumns, toReview } from './review-rows.js';
import { ownReview } from './write-service.js';

export type ReviewPhotoDeps = { db: Db; store: MediaStore; processImage: ImageProcessor };
type Written = { review: Review; businessId: number };

const photoCount = async (db: DbOrTx, reviewId: number) =>
  (await db.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId)))[0]?.n ?? 0;

/** Before an upload's body is read: the review is the caller's (404, 403) and has room for a photo (409). */
export async function assertRoomForReviewPhoto(db: DbOrTx, reviewId: number, userId: number) {
  await ownReview(db, reviewId, userId);
  if ((await photoCount(db, reviewId)) >= REVIEW_LIMITS.maxPhotos) throw new AppError('CONFLICT', REVIEW_MESSAGES.photoLimit);
}

async function reviewRow(tx: DbOrTx, reviewId: number): Promise<Review> {
  const [row] = await tx.select(reviewColumns).from(reviews).where(eq(reviews.id, reviewId));
  if (!row) throw notFound('Review');
  return toReview(row);
}

/**
 * The author adds one uploaded photo to their review, after the others. The photo row and its image are written in
 * one transaction (nothing half-written: the review exists before, and a refused upload leaves no row), with the
 * business locked as every review write does, so the limit and duplicate checks hold under concurrent uploads.
 * A known image (same bytes as any stored photo) is not processed again.
 */
export async function addReviewPhoto(
  { db, store, processImage }: ReviewPhotoDeps,
  input: { userId: number; reviewId: number; bytes: Buffer },
): Promise<Written> {
  const hash = imageHash(input.bytes);
  await assertRoomForReviewPhoto(db, input.reviewId, input.userId);
  const [known] = await db.select({ hash: mediaImages.hash }).from(mediaImages).where(eq(mediaImages.hash, hash)).limit(1);
  let processed = known ? null : await processImage(input.bytes, hash);
  return db.transaction(async (tx) => {
    const { businessId } = await ownReview(tx, input.reviewId, input.userId);
    await lockBusiness(tx, businessId);
    const photos = await tx.select({ imageHash: reviewPhotos.imageHash }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, input.reviewId));
    if (photos.length >= REVIEW_LIMITS.maxPhotos) throw new AppError('CONFLICT', REVIEW_MESSAGES.photoLimit);
    if (photos.some((photo) => photo.imageHash === hash)) throw new AppError('CONFLICT', REVIEW_MESSAGES.photoDuplicate);
    // The clean-up may have removed a known image since it was looked up: then it is processed after all.
    if (!processed && !(await store.claim(tx, hash))) processed = await processImage(input.bytes, hash);
    if (processed) await store.save(tx, processed);
    const [last] = await tx.select({ position: max(reviewPhotos.position) }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, input.reviewId));
    await tx.insert(reviewPhotos).values({ reviewId: input.reviewId, imageHash: hash, position: (last?.position ?? -1) + 1 });
    return { review: await reviewRow(tx, input.reviewId), businessId };
  });
}

/** The author removes a photo of their review; it leaves every page at once (its bytes go with the clean-up). */
export async function removeReviewPhoto(db: Db, input: { userId: number; reviewId: number; photoId: number }): Promise<Written> {
  return db.transaction(async (tx) => {
    const { businessId } = await ownReview(tx, input.reviewId, input.userId);
    await lockBusiness(tx, businessId);
    const removed = await tx
      .delete(reviewPhotos)
      .where(and(eq(reviewPhotos.id, input.photoId), eq(reviewPhotos.reviewId, input.reviewId)))
      .returning({ id: reviewPhotos.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.photoNotFound);
    return { review: await reviewRow(tx, input.reviewId), businessId };
  });
}
