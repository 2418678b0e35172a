import { and, eq, max } from 'drizzle-orm';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type Review } from '#shared/reviews.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { reviewPhotos, reviews } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { uploadHash, type ImageProcessor } from '../media/process-image.js';
import type { MediaStore } from '../media/store.js';
import { lockBusiness } from './rating.js';
import { reviewColumns, toReview } from './review-rows.js';
import { ownReview } from './write-service.js';

export type ReviewPhotoDeps = { db: Db; store: MediaStore; processImage: ImageProcessor };
type Written = { review: Review; businessId: number };

/**
 * The review is the caller's (404, 403) and has room for a photo (409); given the uploaded file's hash, it does not
 * hold that file already (409). Before an upload's body is read, then again before the file is decoded.
 */
export async function assertRoomForReviewPhoto(db: DbOrTx, reviewId: number, userId: number, sourceHash?: string) {
  await ownReview(db, reviewId, userId);
  const photos = await db.select({ sourceHash: reviewPhotos.sourceHash }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  if (photos.length >= REVIEW_LIMITS.maxPhotos) throw new AppError('CONFLICT', REVIEW_MESSAGES.photoLimit);
  if (sourceHash && photos.some((photo) => photo.sourceHash === sourceHash)) throw new AppError('CONFLICT', REVIEW_MESSAGES.photoDuplicate);
}

async function reviewRow(tx: DbOrTx, reviewId: number): Promise<Review> {
  const [row] = await tx.select(reviewColumns).from(reviews).where(eq(reviews.id, reviewId));
  if (!row) throw notFound('Review');
  return toReview(row);
}

/**
 * The author adds one uploaded photo to their review, after the others. Room and duplicates are checked before the
 * file is decoded (the caller runs one upload per account at a time), then again in one transaction with the
 * business locked as every review write does, where the photo row and its image are written (nothing half-written:
 * the review exists before, and a refused upload leaves no row). The same output is stored once (store.save).
 */
export async function addReviewPhoto(
  { db, store, processImage }: ReviewPhotoDeps,
  input: { userId: number; reviewId: number; bytes: Buffer },
): Promise<Written> {
  const sourceHash = uploadHash(input.bytes);
  await assertRoomForReviewPhoto(db, input.reviewId, input.userId, sourceHash);
  const processed = await processImage(input.bytes);
  return db.transaction(async (tx) => {
    const { businessId } = await ownReview(tx, input.reviewId, input.userId);
    await lockBusiness(tx, businessId);
    const photos = await tx
      .select({ imageHash: reviewPhotos.imageHash, sourceHash: reviewPhotos.sourceHash })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, input.reviewId));
    if (photos.length >= REVIEW_LIMITS.maxPhotos) throw new AppError('CONFLICT', REVIEW_MESSAGES.photoLimit);
    if (photos.some((photo) => photo.sourceHash === sourceHash || photo.imageHash === processed.hash)) {
      throw new AppError('CONFLICT', REVIEW_MESSAGES.photoDuplicate);
    }
    await store.save(tx, processed);
    const [last] = await tx.select({ position: max(reviewPhotos.position) }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, input.reviewId));
    await tx.insert(reviewPhotos).values({ reviewId: input.reviewId, imageHash: processed.hash, sourceHash, position: (last?.position ?? -1) + 1 });
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
