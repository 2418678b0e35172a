import { eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type Review } from '#shared/reviews.js';
import type { Db } from '../db/connect.js';
import { reviews, users } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { ownerReplyMail } from '../mail/messages.js';
import { enqueueMail } from '../mail/outbox.js';
import { lockBusiness } from './rating.js';
import { reviewColumns, toReview } from './review-rows.js';

/**
 * The verified owner of the review's business writes or rewrites their one reply. The author is emailed when the
 * reply is first written; rewording it later sends nothing more (an owner fixing a typo should not mail the
 * customer again).
 */
export async function replyToReview(
  db: Db,
  input: { ownerId: number; reviewId: number; text: string; publicUrl: string },
): Promise<{ review: Review; businessId: number }> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ businessId: reviews.businessId, userId: reviews.userId, status: reviews.status, replyText: reviews.replyText })
      .from(reviews)
      .where(eq(reviews.id, input.reviewId))
      .limit(1);
    if (!target || target.status !== 'visible') throw notFound('Review');
    const business = await lockBusiness(tx, target.businessId);
    if (!business || business.ownerId !== input.ownerId || !business.isVerified) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.verifiedOwnerOnly);
    // The owner's own review (written as a customer with the same account) gets no 'Response from the owner'.
    if (target.userId === input.ownerId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReviewReply);
    const [row] = await tx
      .update(reviews)
      .set({ replyText: input.text, replyAt: sql`now()` })
      .where(eq(reviews.id, input.reviewId))
      .returning(reviewColumns);
    if (target.replyText === null && target.userId !== null) {
      const [author] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, target.userId));
      if (author?.email) {
        const link = `${input.publicUrl}/business/${business.id}#review-${input.reviewId}`;
        await enqueueMail(tx, ownerReplyMail({ to: author.email, firstName: author.firstName, businessName: business.name, link, replyText: input.text }));
      }
    }
    return { review: toReview(row!), businessId: business.id };
  });
}
