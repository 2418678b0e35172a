import { and, desc, eq } from 'drizzle-orm';
import type { BusinessDetailResponse, ListingModeration, Review, ServiceCityQuery, ServiceCityResponse } from '../../shared/listings.js';
import { cityColumns, getCityBySlug, getServiceBySlug, listRelatedServices } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, claims, reviews } from '../db/schema.js';
import type { ViewerLookup } from '../auth/viewer.js';
import { notFound } from '../errors.js';
import { businessColumns, servicesByBusiness, toBusiness } from './business-rows.js';
import { climateAdvice, formatRating, pairBreadcrumbs, pairFaqs, pairSeo } from './page-content.js';
import { searchPair } from './search.js';

/** The service-in-city page: one page of filtered, sorted businesses plus everything the page says about the pair. */
export async function getServiceCityPage(
  db: Db,
  publicUrl: string,
  serviceSlug: string,
  citySlug: string,
  query: ServiceCityQuery,
): Promise<ServiceCityResponse> {
  const [service, city] = await Promise.all([getServiceBySlug(db, serviceSlug), getCityBySlug(db, citySlug)]);
  const [found, relatedServices] = await Promise.all([searchPair(db, service, city, query), listRelatedServices(db, service)]);
  const { facts } = found;
  return {
    service,
    city,
    businesses: found.rows.map(({ distance, services, ...row }) => toBusiness(row, services, distance)),
    relatedServices,
    breadcrumbs: pairBreadcrumbs(service, city),
    climateAdvice: climateAdvice(service, city),
    faqs: pairFaqs(service, city, facts),
    stats: {
      businessCount: facts.businessCount,
      averageRating: formatRating(facts.averageRating),
      petOwnershipRate: city.petOwnershipRate,
    },
    seo: pairSeo(service, city, facts, publicUrl),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * A business as `viewer` may see it. Everyone sees approved listings; a pending or rejected one exists only for its
 * owner and staff (everyone else gets the same 404 as for an id that was never used), and carries its review state.
 */
export async function getBusinessDetail(db: Db, id: number, viewer: ViewerLookup = null): Promise<BusinessDetailResponse> {
  const [row] = await db
    .select({ business: businessColumns, city: cityColumns, status: businesses.status, ownerId: businesses.ownerId })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(eq(businesses.id, id))
    .limit(1);
  if (!row || !(await maySee({ status: row.status, ownerId: row.ownerId }, viewer))) throw notFound('Business');
  const isPublic = row.status === 'approved';
  const offered = (await servicesByBusiness(db, [id])).get(id) ?? [];
  const moderation = isPublic ? null : await listingModeration(db, id, row.status);
  return { business: toBusiness(row.business, offered), city: row.city, services: offered, moderation };
}

/** Why a listing is not public: waiting for staff, or refused with the reason of its latest verification. */
async function listingModeration(db: Db, businessId: number, status: string): Promise<ListingModeration> {
  if (status !== 'rejected') return { status: 'pending', reason: null };
  const [latest] = await db
    .select({ reason: claims.rejectionReason })
    .from(claims)
    .where(and(eq(claims.businessId, businessId), eq(claims.kind, 'listing')))
    .orderBy(desc(claims.submittedAt), desc(claims.id))
    .limit(1);
  return { status: 'rejected', reason: latest?.reason ?? null };
}

/** Anyone may see an approved listing; a hidden one only its owner and staff (the viewer is looked up only then). */
async function maySee(listing: { status: string; ownerId: number | null }, viewer: ViewerLookup): Promise<boolean> {
  if (listing.status === 'approved') return true;
  const who = typeof viewer === 'function' ? await viewer() : viewer;
  return Boolean(who && (who.isStaff || who.userId === listing.ownerId));
}


const reviewColumns = {
  id: reviews.id,
  userName: reviews.userName,
  userImageUrl: reviews.userImageUrl,
  rating: reviews.rating,
  text: reviews.text,
  timeCreated: reviews.timeCreated,
  source: reviews.source,
  reviewUrl: reviews.reviewUrl,
};

/** Reviews of a business, newest first (reviews_business_time_idx); all of them unless a limit is given. */
export async function latestReviews(db: Db, businessId: number, limit?: number): Promise<Review[]> {
  const query = db
    .select(reviewColumns)
    .from(reviews)
    .where(eq(reviews.businessId, businessId))
    .orderBy(desc(reviews.timeCreated), desc(reviews.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((review) => ({ ...review, timeCreated: review.timeCreated.toISOString() }));
}

export async function listBusinessReviews(db: Db, businessId: number, viewer: ViewerLookup = null): Promise<Review[]> {
  const [listing] = await db
    .select({ status: businesses.status, ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!listing || !(await maySee(listing, viewer))) throw notFound('Business');
  return latestReviews(db, businessId);
}
