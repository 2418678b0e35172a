import { and, desc, eq } from 'drizzle-orm';
import type { Brand } from '#shared/brand.js';
import type { BusinessDetailResponse, ListingModeration, ServiceCityQuery, ServiceCityResponse } from '#shared/listings.js';
import type { Review, ReviewListQuery, ReviewPage } from '#shared/reviews.js';
import { cityColumns, getCityBySlug, getServiceBySlug, listRelatedServices } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, claims, reviews } from '../db/schema.js';
import type { ViewerLookup } from '../auth/viewer.js';
import { notFound } from '../errors.js';
import { publicGalleryColumn } from '../photos/public-photos.js';
import { businessColumns, servicesByBusiness, toBusiness } from './business-rows.js';
import { climateAdvice, formatRating, pairBreadcrumbs, pairFaqs, pairSeo } from './page-content.js';
import { nearestCity } from './nearest-city.js';
import { refusePastLastPage } from './paging.js';
import { searchPair } from './search.js';
import { reviewPage } from '../reviews/list-service.js';
import { reviewColumns, toReview } from '../reviews/review-rows.js';
import { ratingHistogramColumn, toRatingHistogram } from '../reviews/summary-service.js';
import { takesBookingRequests } from './visibility.js';

/** The service-in-city page: one page of filtered, sorted businesses plus everything the page says about the pair. */
export async function getServiceCityPage(
  db: Db,
  /** Where the page lives and whose it is (its canonical address and title). */
  site: { publicUrl: string; brand: Brand },
  serviceSlug: string,
  citySlug: string,
  query: ServiceCityQuery,
  /** The instant 'open now' is answered for (the app's clock). */
  now: number = Date.now(),
): Promise<ServiceCityResponse> {
  const [service, city] = await Promise.all([getServiceBySlug(db, serviceSlug), getCityBySlug(db, citySlug)]);
  const [found, relatedServices] = await Promise.all([searchPair(db, service, city, query, now), listRelatedServices(db, service)]);
  refusePastLastPage(found, query.page, query.pageSize);
  const { facts } = found;
  return {
    service,
    city,
    businesses: found.rows.map(({ distance, services, ...row }) => toBusiness(row, services, distance ?? undefined)),
    relatedServices,
    breadcrumbs: pairBreadcrumbs(service, city),
    climateAdvice: climateAdvice(service, city),
    faqs: pairFaqs(service, city, facts),
    stats: {
      businessCount: facts.businessCount,
      averageRating: formatRating(facts.averageRating),
      petOwnershipRate: city.petOwnershipRate,
    },
    seo: pairSeo(service, city, facts, site),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
    nearestCity: query.near ? await nearestCity(db, query.near) : null,
  };
}

/**
 * A business as `viewer` may see it. Everyone sees approved listings; a pending or rejected one exists only for its
 * owner and staff (everyone else gets the same 404 as for an id that was never used), and carries its review state.
 */
export async function getBusinessDetail(db: Db, id: number, viewer: ViewerLookup = null): Promise<BusinessDetailResponse> {
  const [row] = await db
    .select({
      business: businessColumns,
      city: cityColumns,
      status: businesses.status,
      ownerId: businesses.ownerId,
      closedAt: businesses.closedAt,
      photos: publicGalleryColumn,
      ratingHistogram: ratingHistogramColumn,
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(eq(businesses.id, id))
    .limit(1);
  if (!row || !(await maySee({ status: row.status, ownerId: row.ownerId }, viewer))) throw notFound('Business');
  const isPublic = row.status === 'approved' || row.status === 'closed';
  const offered = (await servicesByBusiness(db, [id])).get(id) ?? [];
  const moderation = isPublic ? null : await listingModeration(db, id, row.status);
  return {
    business: toBusiness(row.business, offered),
    city: row.city,
    services: offered,
    moderation,
    takesBookingRequests: takesBookingRequests({ status: row.status, ownerId: row.ownerId, isVerified: row.business.isVerified }),
    photos: row.photos,
    closedAt: row.closedAt?.toISOString() ?? null,
    ratingHistogram: toRatingHistogram(row.ratingHistogram),
  };
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

/**
 * Anyone may see an approved listing, and a permanently closed one (its page stays, so links keep working); a hidden
 * one only its owner and staff (the viewer is looked up only then).
 */
async function maySee(listing: { status: string; ownerId: number | null }, viewer: ViewerLookup): Promise<boolean> {
  if (listing.status === 'approved' || listing.status === 'closed') return true;
  const who = typeof viewer === 'function' ? await viewer() : viewer;
  return Boolean(who && (who.isStaff || who.userId === listing.ownerId));
}


/** One page of a business's visible reviews, for whoever may see the business (a hidden listing: owner and staff). */
export async function listBusinessReviews(db: Db, businessId: number, query: ReviewListQuery, viewer: ViewerLookup = null): Promise<ReviewPage> {
  const [listing] = await db
    .select({ status: businesses.status, ownerId: businesses.ownerId, reviewCount: businesses.reviewCount })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  // A merged listing's reviews moved to the listing kept: none here, even for its owner (the address answers 301).
  if (!listing || listing.status === 'merged' || !(await maySee(listing, viewer))) throw notFound('Business');
  return reviewPage(db, businessId, query, listing.reviewCount);
}

/**
 * One visible review, for its permanent link (`/business/{id}#review-{id}`) when it is not on the list's first page;
 * a hidden review, or one of a listing the viewer may not see, is 'not found' like a review that never was.
 */
export async function getVisibleReview(db: Db, reviewId: number, viewer: ViewerLookup = null): Promise<Review> {
  const [row] = await db
    .select({ review: reviewColumns, status: businesses.status, ownerId: businesses.ownerId })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'visible')))
    .limit(1);
  if (!row || !(await maySee(row, viewer))) throw notFound('Review');
  return toReview(row.review);
}
