import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { ADMIN_QUEUE_LIMIT } from '#shared/admin.js';
import { REVIEW_MESSAGES, type PhotoDecisionResponse, type ReportedPhotoItem } from '#shared/reviews.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, mediaImages, reviewPhotoReports, reviewPhotos, reviews } from '../db/schema.js';
import { AppError } from '../errors.js';
import { imageColumns } from '../media/store.js';
import { reasonsBySubject } from './report-reasons.js';

const photoNotFound = () => new AppError('NOT_FOUND', REVIEW_MESSAGES.photoNotFound);

/**
 * A signed-in user reports a photo of a visible review of a public business, as they would the review itself: one
 * report per user and photo (repeats change nothing), never by the review's author nor the business's owner.
 */
export async function reportReviewPhoto(db: Db, input: { userId: number; reviewId: number; photoId: number; reason: string }): Promise<void> {
  const [target] = await db
    .select({ authorId: reviews.userId, status: reviews.status, businessStatus: businesses.status, ownerId: businesses.ownerId })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(and(eq(reviewPhotos.id, input.photoId), eq(reviewPhotos.reviewId, input.reviewId)))
    .limit(1);
  if (!target || target.status !== 'visible' || target.businessStatus !== 'approved') throw photoNotFound();
  if (target.authorId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownPhotoReport);
  if (target.ownerId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownBusinessPhotoReport);
  await db.insert(reviewPhotoReports).values({ photoId: input.photoId, userId: input.userId, reason: input.reason }).onConflictDoNothing();
}

const pending = eq(reviewPhotoReports.status, 'pending');

/** Photos of visible reviews with pending reports, the longest-waiting first, each with its pending reasons. */
export async function reportedPhotos(db: Db): Promise<{ count: number; items: ReportedPhotoItem[] }> {
  const queued = and(pending, eq(reviews.status, 'visible'));
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${reviewPhotoReports.photoId})::int` })
    .from(reviewPhotoReports)
    .innerJoin(reviewPhotos, eq(reviewPhotos.id, reviewPhotoReports.photoId))
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(queued);
  const oldest = min(reviewPhotoReports.createdAt);
  const rows = await db
    .select({
      id: reviewPhotos.id,
      submittedAt: oldest,
      business: { id: businesses.id, name: businesses.name, city: cities.name, state: cities.state },
      review: { id: reviews.id, authorName: reviews.userName },
      image: imageColumns,
    })
    .from(reviewPhotoReports)
    .innerJoin(reviewPhotos, eq(reviewPhotos.id, reviewPhotoReports.photoId))
    .innerJoin(mediaImages, eq(mediaImages.hash, reviewPhotos.imageHash))
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(queued)
    .groupBy(reviewPhotos.id, mediaImages.hash, reviews.id, businesses.id, cities.id)
    .orderBy(asc(oldest), asc(reviewPhotos.id))
    .limit(ADMIN_QUEUE_LIMIT);
  const ids = rows.map((row) => row.id);
  const reasons = ids.length
    ? await db
        .select({ subjectId: reviewPhotoReports.photoId, reason: reviewPhotoReports.reason, reportedAt: reviewPhotoReports.createdAt })
        .from(reviewPhotoReports)
        .where(and(pending, inArray(reviewPhotoReports.photoId, ids)))
        .orderBy(asc(reviewPhotoReports.createdAt), asc(reviewPhotoReports.id))
    : [];
  const reasonsOf = reasonsBySubject(reasons);
  const items = rows.map((row): ReportedPhotoItem => ({
    ...row,
    kind: 'photo',
    submittedAt: new Date(row.submittedAt ?? Date.now()).toISOString(),
    reports: reasonsOf.get(row.id) ?? [],
  }));
  return { count: Number(total?.n ?? 0), items };
}

/**
 * Staff remove a review photo, reported or not: the row goes (its reports with it, by cascade) and the photo leaves
 * every page at once. The review and its rating are untouched.
 */
export async function staffRemoveReviewPhoto(db: Db, photoId: number): Promise<PhotoDecisionResponse> {
  const [photo] = await db
    .select({ businessId: reviews.businessId })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.id, photoId))
    .limit(1);
  if (!photo) throw photoNotFound();
  const removed = await db.delete(reviewPhotos).where(eq(reviewPhotos.id, photoId)).returning({ id: reviewPhotos.id });
  // Removed meanwhile by its author or another staff member: the outcome asked for holds, but say so.
  if (removed.length === 0) throw photoNotFound();
  return { photo: { id: photoId, status: 'removed' }, business: { id: photo.businessId } };
}

/** Staff keep a reported photo: its pending reports close. A photo with none pending answers 409. */
export async function keepReviewPhoto(db: Db, input: { photoId: number; staffId: number }): Promise<PhotoDecisionResponse> {
  const [photo] = await db
    .select({ businessId: reviews.businessId })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.id, input.photoId))
    .limit(1);
  if (!photo) throw photoNotFound();
  const kept = await db
    .update(reviewPhotoReports)
    .set({ status: 'kept', decidedAt: sql`now()`, decidedBy: input.staffId })
    .where(and(eq(reviewPhotoReports.photoId, input.photoId), pending))
    .returning({ id: reviewPhotoReports.id });
  if (kept.length === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.photoAlreadyDecided);
  return { photo: { id: input.photoId, status: 'kept' }, business: { id: photo.businessId } };
}
