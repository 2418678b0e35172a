import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { ADMIN_QUEUE_LIMIT } from '#shared/admin.js';
import { REVIEW_MESSAGES, type ReportedReviewItem, type ReviewDecisionResponse } from '#shared/reviews.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, reviewRechecks, reviewReports, reviews } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { lockBusiness, refreshRating } from './rating.js';
import { reasonsBySubject } from './report-reasons.js';

/**
 * A signed-in user reports a visible review of a public business. One pending report per user and review: reporting
 * again while it waits changes nothing (the answer is the same), so a double click is harmless; once staff decided
 * it, a new report is a new one and queues the review again. Neither its author nor the business's owner (whichever
 * way they signed in) may report it.
 */
export async function reportReview(db: Db, input: { userId: number; reviewId: number; reason: string }): Promise<void> {
  const [target] = await db
    .select({ userId: reviews.userId, status: reviews.status, businessStatus: businesses.status, ownerId: businesses.ownerId })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.id, input.reviewId))
    .limit(1);
  if (!target || target.status !== 'visible' || target.businessStatus !== 'approved') throw notFound('Review');
  if (target.userId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReport);
  if (target.ownerId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownBusinessReport);
  // The conflict is with the user's pending report alone (a partial unique index): decided ones do not block.
  await db.insert(reviewReports).values({ reviewId: input.reviewId, userId: input.userId, reason: input.reason }).onConflictDoNothing();
}

const pending = eq(reviewReports.status, 'pending');

/**
 * Visible reviews waiting for staff, the longest-waiting first: reported ones (pending reports) and ones their author
 * edited after staff had decided (review_rechecks), each with its pending reasons and whether it was edited after
 * review. The waiting ids come from those two small tables; `= any(array(...))` makes the planner look those few
 * reviews up by key rather than hash every review (its estimates of the small tables are guesses).
 */
export async function reportedReviews(db: Db): Promise<{ count: number; items: ReportedReviewItem[] }> {
  const waitingIds = union(
    db.select({ id: reviewReports.reviewId }).from(reviewReports).where(pending),
    db.select({ id: reviewRechecks.reviewId }).from(reviewRechecks),
  );
  const queued = and(eq(reviews.status, 'visible'), sql`${reviews.id} = any(array(${waitingIds}))`);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(queued);
  const firstReport = db.select({ at: min(reviewReports.createdAt) }).from(reviewReports).where(and(pending, eq(reviewReports.reviewId, reviews.id)));
  // least() skips a null: the oldest pending report, or the edit, whichever came first.
  const since = sql<Date | string>`least((${firstReport}), ${reviewRechecks.editedAt})`;
  const rows = await db
    .select({
      id: reviews.id,
      submittedAt: since,
      recheck: reviewRechecks.reviewId,
      business: { id: businesses.id, name: businesses.name, city: cities.name, state: cities.state },
      review: { authorName: reviews.userName, rating: reviews.rating, text: reviews.text, timeCreated: reviews.timeCreated, source: reviews.source },
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .leftJoin(reviewRechecks, eq(reviewRechecks.reviewId, reviews.id))
    .where(queued)
    .orderBy(asc(since), asc(reviews.id))
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
    submittedAt: new Date(row.submittedAt).toISOString(),
    editedAfterReview: row.recheck !== null,
    business: row.business,
    review: { ...row.review, timeCreated: row.review.timeCreated.toISOString() },
    reports: reasonsOf.get(row.id) ?? [],
  }));
  return { count: Number(total?.n ?? 0), items };
}

export type ReviewVerdict = 'hide' | 'keep';

/**
 * Staff decide a queued review: its pending reports and, when it was edited after an earlier decision, that edit.
 * 'hide' takes it off every public list and count (the rating is recomputed in the same transaction), 'keep' leaves
 * it. A review with nothing waiting gets 409.
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
    const reviewed = await tx.delete(reviewRechecks).where(eq(reviewRechecks.reviewId, input.reviewId)).returning({ id: reviewRechecks.reviewId });
    if (decided.length === 0 && reviewed.length === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyDecided);
    if (input.verdict === 'hide') await tx.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, input.reviewId));
    const figures = await refreshRating(tx, review.businessId);
    return {
      review: { id: input.reviewId, status: input.verdict === 'hide' ? 'hidden' : 'visible' },
      business: { id: review.businessId, ...figures },
    };
  });
}
