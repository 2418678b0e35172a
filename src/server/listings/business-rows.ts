import { asc, eq, inArray } from 'drizzle-orm';
import type { Business } from '#shared/listings.js';
import { scheduleText } from '#shared/hours/schedule-text.js';
import type { Db } from '../db/connect.js';
import { businessServices, businesses, services } from '../db/schema.js';
import { publicCoverColumn } from '../photos/public-photos.js';

/** The stored columns of the public Business shape (never who owns it); services and distance are added per query. */
export const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  address: businesses.address,
  phone: businesses.phone,
  website: businesses.website,
  imageUrl: businesses.imageUrl,
  cover: publicCoverColumn,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  priceMin: businesses.priceMin,
  priceMax: businesses.priceMax,
  schedule: businesses.weeklyHours,
  isMobile: businesses.isMobile,
  isClaimed: businesses.isClaimed,
  isVerified: businesses.isVerified,
  cityId: businesses.cityId,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  createdAt: businesses.createdAt,
};

export type BusinessRow = Omit<Business, 'services' | 'serviceIds' | 'distance' | 'createdAt' | 'hours'> & { createdAt: Date };

export type OfferedService = {
  id: number;
  name: string;
  slug: string;
  category: string;
  description: string;
  avgPriceMin: number;
  avgPriceMax: number;
};

/** Services of many businesses in one query (never one query per row), in catalogue order. */
export async function servicesByBusiness(db: Db, businessIds: number[]): Promise<Map<number, OfferedService[]>> {
  const byBusiness = new Map<number, OfferedService[]>(businessIds.map((id) => [id, []]));
  if (businessIds.length === 0) return byBusiness;
  const rows = await db
    .select({
      businessId: businessServices.businessId,
      id: services.id,
      name: services.name,
      slug: services.slug,
      category: services.category,
      description: services.description,
      avgPriceMin: services.avgPriceMin,
      avgPriceMax: services.avgPriceMax,
    })
    .from(businessServices)
    .innerJoin(services, eq(services.id, businessServices.serviceId))
    .where(inArray(businessServices.businessId, businessIds))
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));
  for (const { businessId, ...service } of rows) byBusiness.get(businessId)?.push(service);
  return byBusiness;
}

export function toBusiness(row: BusinessRow, offered: OfferedService[], distance?: number): Business {
  return {
    ...row,
    // The original contract's text beside the schedule it is written from (decision 0024).
    hours: scheduleText(row.schedule),
    rating: Number(row.rating).toFixed(1),
    createdAt: row.createdAt.toISOString(),
    services: offered.map((s) => s.name),
    serviceIds: offered.map((s) => s.id),
    ...(distance === undefined ? {} : { distance }),
  };
}
