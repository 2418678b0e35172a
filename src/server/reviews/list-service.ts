import { and, count, desc, eq } from 'drizzle-orm';
import type { ManagedReview, ReviewListQuery, ReviewPage } from '#shared/reviews.js';
import type { DbOrTx } from '../db/connect.js';
import { businesses, reviews } from '../db/schema.js';
import { REVIEW_ORDER, reviewColumns, toReview, type ReviewRow } from './review-rows.js';

/**
 * One page of a business's visible reviews in the asked order, all of them or those with `stars` stars; the caller
 * has checked the business may be seen and passes its `reviewCount` as the total (it is the count of visible
 * reviews, kept in the same transaction as every review write), so a page of all reviews costs one statement and a
 * page filtered by stars two (its own count).
 */
export async function reviewPage(db: DbOrTx, businessId: number, { sort, stars, page, pageSize }: ReviewListQuery, reviewCount: number): Promise<ReviewPage> {
  const where = and(eq(reviews.businessId, businessId), eq(reviews.status, 'visible'), stars ? eq(reviews.rating, Number(stars)) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .where(where)
      .orderBy(...REVIEW_ORDER[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    stars ? db.select({ n: count() }).from(reviews).where(where).then(([row]) => Number(row?.n ?? 0)) : reviewCount,
  ]);
  return { reviews: rows.map(toReview), total, page, pageSize, sort, ...(stars ? { stars } : {}) };
}

const managedColumns = { ...reviewColumns, status: reviews.status, businessName: businesses.name };

function toManaged({ status, businessName, ...row }: ReviewRow & { status: string; businessName: string }): ManagedReview {
  return { ...toReview(row), status: status === 'hidden' ? 'hidden' : 'visible', business: { id: row.businessId, name: businessName } };
}

/** Every review the customer wrote, hidden ones included (marked), newest first. */
export async function customerReviews(db: DbOrTx, userId: number): Promise<ManagedReview[]> {
  const rows = await db
    .select(managedColumns)
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.timeCreated), desc(reviews.id));
  return rows.map(toManaged);
}

/** The owner's view of their business's reviews: hidden ones too (marked), one page in the asked order. */
export async function ownerReviewPage(db: DbOrTx, businessId: number, { sort, stars, page, pageSize }: ReviewListQuery) {
  const where = and(eq(reviews.businessId, businessId), stars ? eq(reviews.rating, Number(stars)) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(managedColumns)
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(where)
      .orderBy(...REVIEW_ORDER[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { reviews: rows.map(toManaged), total: Number(total?.n ?? 0), page, pageSize, sort, ...(stars ? { stars } : {}) };
}
