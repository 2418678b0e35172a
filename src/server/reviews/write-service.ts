import { and, eq, ne, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type Review } from '#shared/reviews.js';
import type { Db } from '../db/connect.js';
import { reviewRechecks, reviewReports, reviews, users } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { newReviewMail } from '../mail/messages.js';
import { enqueueMail } from '../mail/outbox.js';
import { lockBusiness, refreshRating } from './rating.js';
import { authorName, reviewColumns, toReview } from './review-rows.js';

export type ReviewInput = { rating: number; text: string };
type Written = { review: Review; businessId: number };

/**
 * A customer's review of a public business, with the business's new rating and the owner's email, in one
 * transaction. One review per customer and business: a second is refused (edit the first instead).
 */
export async function createReview(db: Db, input: { userId: number; businessId: number; publicUrl: string } & ReviewInput): Promise<Written> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.businessId);
    // A listing under review or refused is as unknown here as on its public page.
    if (!business || business.status !== 'approved') throw notFound('Business');
    // One user signs in as customer or owner alike (one email, one account): the owner is refused either way.
    if (business.ownerId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownBusinessReview);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.businessId, business.id), eq(reviews.userId, input.userId)))
      .limit(1);
    if (existing) throw new AppError('CONFLICT', REVIEW_MESSAGES.duplicate);
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, imageUrl: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, input.userId));
    const name = authorName(author?.firstName ?? null, author?.lastName ?? null);
    const [row] = await tx
      .insert(reviews)
      .values({
        businessId: business.id,
        userId: input.userId,
        userName: name,
        userImageUrl: author?.imageUrl ?? null,
        rating: input.rating,
        text: input.text,
        timeCreated: sql`now()`,
        source: 'site',
        reviewUrl: null,
      })
      .returning(reviewColumns);
    await refreshRating(tx, business.id);
    if (business.ownerId !== null) {
      const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, business.ownerId));
      if (owner?.email) {
        const link = `${input.publicUrl}/dashboard/business/${business.id}?tab=reviews`;
        await enqueueMail(tx, newReviewMail({ to: owner.email, firstName: owner.firstName, businessName: business.name, link, authorName: name, rating: input.rating, text: input.text }));
      }
    }
    return { review: toReview(row!), businessId: business.id };
  });
}

/** The review, if `userId` wrote it: 404 for none, 403 for someone else's. */
export async function ownReview(db: Pick<Db, 'select'>, reviewId: number, userId: number) {
  const [review] = await db.select({ businessId: reviews.businessId, userId: reviews.userId }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!review) throw notFound('Review');
  if (review.userId !== userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.authorOnly);
  return review;
}

/**
 * The author changes their rating or text; the business's rating follows in the same transaction. An author who has
 * since become the business's owner can no longer change it. A visible review whose reports staff already decided
 * goes back to the staff queue, marked as edited after review, so a kept review cannot be rewritten into abuse.
 */
export async function updateReview(db: Db, input: { userId: number; reviewId: number } & Partial<ReviewInput>): Promise<Written> {
  return db.transaction(async (tx) => {
    const { businessId } = await ownReview(tx, input.reviewId, input.userId);
    const business = await lockBusiness(tx, businessId);
    if (business?.ownerId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownBusinessReview);
    const changes = { ...(input.rating === undefined ? {} : { rating: input.rating }), ...(input.text === undefined ? {} : { text: input.text }) };
    const [row] = await tx
      .update(reviews)
      .set({ ...changes, editedAt: sql`now()` })
      .where(eq(reviews.id, input.reviewId))
      .returning(reviewColumns);
    if (!row) throw notFound('Review');
    const [decided] = await tx
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .where(and(eq(reviewReports.reviewId, input.reviewId), ne(reviewReports.status, 'pending'), eq(reviews.status, 'visible')))
      .limit(1);
    // The first edit after the decision dates the wait (the queue's order); later edits keep that date.
    if (decided) await tx.insert(reviewRechecks).values({ reviewId: input.reviewId }).onConflictDoNothing();
    await refreshRating(tx, businessId);
    return { review: toReview(row), businessId };
  });
}

/** The author deletes their review (its reports and the owner's reply go with it); answers the business id. */
export async function deleteReview(db: Db, input: { userId: number; reviewId: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const { businessId } = await ownReview(tx, input.reviewId, input.userId);
    await lockBusiness(tx, businessId);
    await tx.delete(reviews).where(eq(reviews.id, input.reviewId));
    await refreshRating(tx, businessId);
    return businessId;
  });
}
