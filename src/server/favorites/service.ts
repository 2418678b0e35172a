import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_FAVORITES, type FavoriteBusiness } from '#shared/favorites.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, favorites } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { servicesByBusiness } from '../listings/business-rows.js';
import { isPublicListing } from '../listings/visibility.js';

/**
 * Saves a public business to the customer's favorites; saving it again changes nothing (idempotent). A listing the
 * public cannot see cannot be saved: it answers the same 404 as an unknown id.
 */
export async function addFavorite(db: Db, userId: number, businessId: number): Promise<void> {
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(and(eq(businesses.id, businessId), isPublicListing)).limit(1);
  if (!business) throw notFound('Business');
  const [counted] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  if (Number(counted?.n ?? 0) >= MAX_FAVORITES) {
    // Re-saving one already saved is still fine at the cap.
    const [already] = await db.select({ id: favorites.businessId }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
    if (!already) throw new AppError('CONFLICT', `You can keep up to ${MAX_FAVORITES} favorites.`);
  }
  await db.insert(favorites).values({ userId, businessId }).onConflictDoNothing();
}

/** Removes a business from the customer's favorites; removing one that is not there changes nothing (idempotent). */
export async function removeFavorite(db: Db, userId: number, businessId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
}

/**
 * The customer's favorites, newest first. Only public listings are shown: a saved business that staff have since
 * hidden is kept (it comes back if the listing is approved again) but none of its data is answered while hidden.
 */
export async function listFavorites(db: Db, userId: number): Promise<FavoriteBusiness[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      address: businesses.address,
      imageUrl: businesses.imageUrl,
      rating: businesses.rating,
      reviewCount: businesses.reviewCount,
      isVerified: businesses.isVerified,
      cityName: cities.name,
      cityState: cities.state,
      citySlug: cities.slug,
      savedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(businesses, eq(businesses.id, favorites.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(and(eq(favorites.userId, userId), isPublicListing))
    .orderBy(desc(favorites.createdAt), desc(favorites.businessId));
  const offered = await servicesByBusiness(db, rows.map((row) => row.id));
  return rows.map(({ cityName, cityState, citySlug, savedAt, rating, ...row }) => ({
    ...row,
    rating: Number(rating).toFixed(1),
    city: { name: cityName, state: cityState, slug: citySlug },
    services: (offered.get(row.id) ?? []).map((service) => service.name),
    savedAt: savedAt.toISOString(),
  }));
}
