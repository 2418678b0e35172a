import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type HelpfulVoteResponse } from '#shared/reviews.js';
import type { Db } from '../db/connect.js';
import { businesses, reviewHelpfulVotes, reviews } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';

export type HelpfulVote = HelpfulVoteResponse & { businessId: number };

/**
 * Gives (`voted`) or withdraws a signed-in person's 'Helpful' vote on a visible review of a public business. One
 * vote per person and review (the key of review_helpful_votes): giving it twice or withdrawing one never given
 * changes nothing, so a double click is harmless. Its author may not vote on it, nor the business's owner (their
 * votes would rank the praise of their own business first). The count moves in the same transaction as the vote.
 */
export async function setHelpfulVote(db: Db, input: { userId: number; reviewId: number; voted: boolean }): Promise<HelpfulVote> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ businessId: reviews.businessId, userId: reviews.userId, status: reviews.status, businessStatus: businesses.status, ownerId: businesses.ownerId })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(eq(reviews.id, input.reviewId))
      .limit(1);
    if (!target || target.status !== 'visible' || target.businessStatus !== 'approved') throw notFound('Review');
    if (target.userId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownHelpful);
    if (target.ownerId === input.userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownBusinessHelpful);
    const vote = and(eq(reviewHelpfulVotes.reviewId, input.reviewId), eq(reviewHelpfulVotes.userId, input.userId));
    const changed = input.voted
      ? await tx.insert(reviewHelpfulVotes).values({ reviewId: input.reviewId, userId: input.userId }).onConflictDoNothing().returning({ id: reviewHelpfulVotes.reviewId })
      : await tx.delete(reviewHelpfulVotes).where(vote).returning({ id: reviewHelpfulVotes.reviewId });
    const step = changed.length === 0 ? 0 : input.voted ? 1 : -1;
    const [counted] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + ${step}` })
      .where(eq(reviews.id, input.reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { reviewId: input.reviewId, businessId: target.businessId, helpfulCount: counted!.helpfulCount, voted: input.voted };
  });
}

/** The ids of the business's reviews the user marked helpful (for their pressed 'Helpful' buttons). */
export async function helpfulVotesOf(db: Db, userId: number, businessId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reviewHelpfulVotes.reviewId })
    .from(reviewHelpfulVotes)
    .innerJoin(reviews, eq(reviews.id, reviewHelpfulVotes.reviewId))
    .where(and(eq(reviewHelpfulVotes.userId, userId), eq(reviews.businessId, businessId)))
    .orderBy(reviewHelpfulVotes.reviewId);
  return rows.map((row) => row.id);
}
