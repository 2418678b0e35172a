import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { ADMIN_QUEUE_LIMIT } from '../../shared/admin.js';
import { REVIEW_MESSAGES, type ReportedReviewItem, type ReviewDecisionResponse } from '../../shared/reviews.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, reviewReports, reviews } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { lockBusiness, refreshRating } from './rating.js';
import { reasonsBySubject } from './report-reasons.js';

/**
 * A signed-in user reports a visible review of a public business. One report per user and review: reporting again
 * changes nothing (the answer is the same), so a double click is harmless. Authors cannot report their own.
 */
export async function reportReview(db: Db, input: { userId: number; reviewId: number; reason: string }): Promise<void> {
  const [target] = await db
    .select({ userId: reviews.userId, status: reviews.status, businessStatus: businesses.status })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.id, input.reviewId))
    .limit(1);
  if (!target || target.status !== 'visible' || target.businessStatus !== 'approved') throw notFound('Review');
  if (target.userId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReport);
  await db.insert(reviewReports).values({ reviewId: input.reviewId, userId: input.userId, reason: input.reason }).onConflictDoNothing();
}

const pending = eq(reviewReports.status, 'pending');

/** Visible reviews with pending reports, the longest-waiting first, each with its pending reasons. */
export async function reportedReviews(db: Db): Promise<{ count: number; items: ReportedReviewItem[] }> {
  const queued = and(pending, eq(reviews.status, 'visible'));
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${reviewReports.reviewId})::int` })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(queued);
  const oldest = min(reviewReports.createdAt);
  const rows = await db
    .select({
      id: reviews.id,
      submittedAt: oldest,
      business: { id: businesses.id, name: businesses.name, city: cities.name, state: cities.state },
      review: { authorName: reviews.userName, rating: reviews.rating, text: reviews.text, timeCreated: reviews.timeCreated, source: reviews.source },
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(queued)
    .groupBy(reviews.id, businesses.id, cities.id)
    .orderBy(asc(oldest), asc(reviews.id))
    .limit(ADMIN_QUEUE_LIMIT);
  const ids = rows.map((row) => row.id);
  const reasons = ids.length
    ? await db
        .select({ subjectId: reviewReports.reviewId, reason: reviewReports.reason, reportedAt: reviewReports.createdAt })
        .from(reviewReports)
        .where(and(pending, inArray(reviewReports.reviewId, ids)))
        .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    : [];
  const reasonsOf = reasonsBySubject(reasons);
  const items = rows.map((row): ReportedReviewItem => ({
    id: row.id,
    kind: 'review',
    submittedAt: new Date(row.submittedAt ?? Date.now()).toISOString(),
    business: row.business,
    review: { ...row.review, timeCreated: row.review.timeCreated.toISOString() },
    reports: reasonsOf.get(row.id) ?? [],
  }));
  return { count: Number(total?.n ?? 0), items };
}

export type ReviewVerdict = 'hide' | 'keep';

/**
 * Staff decide a reported review's pending reports: 'hide' takes it off every public list and count (the rating is
 * recomputed in the same transaction), 'keep' leaves it. A review with no pending report left gets 409.
 */
export async function decideReportedReview(
  db: Db,
  input: { reviewId: number; staffId: number; verdict: ReviewVerdict },
): Promise<ReviewDecisionResponse> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ businessId: reviews.businessId }).from(reviews).where(eq(reviews.id, input.reviewId)).limit(1);
    if (!review) throw notFound('Review');
    await lockBusiness(tx, review.businessId);
    const decided = await tx
      .update(reviewReports)
      .set({ status: input.verdict === 'hide' ? 'hidden' : 'kept', decidedAt: sql`now()`, decidedBy: input.staffId })
      .where(and(eq(reviewReports.reviewId, input.reviewId), pending))
      .returning({ id: reviewReports.id });
    if (decided.length === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyDecided);
    if (input.verdict === 'hide') await tx.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, input.reviewId));
    const figures = await refreshRating(tx, review.businessId);
    return {
      review: { id: input.reviewId, status: input.verdict === 'hide' ? 'hidden' : 'visible' },
      business: { id: review.businessId, ...figures },
    };
  });
}
