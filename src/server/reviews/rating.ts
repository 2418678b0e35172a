import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/connect.js';
import { businesses, reviews } from '../db/schema.js';

/**
 * Locks the business row for the rest of the transaction, so two review writes on one business take turns and the
 * second recomputes the rating from the first's committed rows. Answers the business, or undefined.
 */
export async function lockBusiness(tx: Tx, businessId: number) {
  const [business] = await tx
    .select({ id: businesses.id, name: businesses.name, status: businesses.status, ownerId: businesses.ownerId, isVerified: businesses.isVerified })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return business;
}

/**
 * Sets the business's rating and review count to the average (one decimal) and count of its visible reviews, in
 * the caller's transaction (after lockBusiness). The business_services copies follow by trigger (migration 0007), so
 * the service-in-city lists sort and count with the new figures at once.
 */
export async function refreshRating(tx: Tx, businessId: number) {
  const visible = and(eq(reviews.businessId, businessId), eq(reviews.status, 'visible'));
  const [figures] = await tx
    .select({ rating: sql<string>`coalesce(round(avg(${reviews.rating}), 1), 0)::numeric(2, 1)::text`, reviewCount: sql<number>`count(*)::int` })
    .from(reviews)
    .where(visible);
  const rating = figures?.rating ?? '0.0';
  const reviewCount = Number(figures?.reviewCount ?? 0);
  await tx.update(businesses).set({ rating, reviewCount, updatedAt: sql`now()` }).where(eq(businesses.id, businessId));
  return { rating, reviewCount };
}
