import { and, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { City, Service } from '../../shared/catalog.js';
import type { ServiceCityQuery } from '../../shared/listings.js';
import type { Db } from '../db/connect.js';
import { businessServices, businesses, services } from '../db/schema.js';
import { businessColumns, type BusinessRow } from './business-rows.js';
import { isPublicListing } from './visibility.js';

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles from a point to each business, in plain SQL (no cube/earthdistance). */
export function distanceMiles(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(sqrt(
    power(sin(radians(${businesses.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${businesses.latitude}))
      * power(sin(radians(${businesses.longitude} - ${longitude}::float8) / 2), 2))))`;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Public businesses of the pair: one range of business_services_pair_idx (service, city) gives their ids, so the
 * cost follows the pair's size, not the city's or the service's.
 */
export function pairCondition(serviceId: number, cityId: number): SQL {
  return and(
    isPublicListing,
    sql`${businesses.id} in (select bs.business_id from ${businessServices} bs where bs.service_id = ${serviceId} and bs.city_id = ${cityId})`,
  )!;
}

function offersServiceWhere(condition: SQL): SQL {
  return sql`exists (select 1 from ${businessServices} bs join ${services} s on s.id = bs.service_id
    where bs.business_id = ${businesses.id} and ${condition})`;
}

/** Service types name services by name or slug; the text of each is also matched against business names. */
async function typesCondition(db: Db, types: string[]): Promise<SQL | undefined> {
  if (types.length === 0) return undefined;
  const lowered = types.map((t) => t.toLowerCase());
  const known = await db
    .select({ id: services.id, name: services.name, slug: services.slug })
    .from(services)
    .where(or(inArray(sql`lower(${services.slug})`, lowered), inArray(sql`lower(${services.name})`, lowered)));
  const texts = types.map((t) => known.find((s) => s.slug === t.toLowerCase())?.name ?? t);
  const nameMatches = texts.map((text) => sql`${businesses.name} ilike ${containsPattern(text)}`);
  const ids = known.map((s) => s.id);
  const offered = ids.length ? [offersServiceWhere(sql`s.id in ${ids}`)] : [];
  return or(...offered, ...nameMatches);
}

export type SearchResult = { rows: (BusinessRow & { distance: number })[]; total: number };

export async function searchPair(db: Db, service: Service, city: City, query: ServiceCityQuery): Promise<SearchResult> {
  const distance = sql<number>`round(${distanceMiles(city.latitude, city.longitude)}::numeric, 1)::float8`;
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : undefined;
  const midpoint = sql`((coalesce(${businesses.priceMin}, ${businesses.priceMax}) + coalesce(${businesses.priceMax}, ${businesses.priceMin})) / 2.0)`;

  const filters: (SQL | undefined)[] = [pairCondition(service.id, city.id)];
  if (pattern) {
    filters.push(
      or(
        sql`${businesses.name} ilike ${pattern}`,
        sql`${businesses.description} ilike ${pattern}`,
        offersServiceWhere(sql`s.name ilike ${pattern}`),
      ),
    );
  }
  filters.push(await typesCondition(db, query.types));
  if (query.minRating !== undefined) filters.push(gte(businesses.rating, query.minRating.toFixed(1)));
  if (query.price === '30-50') filters.push(sql`${midpoint} >= 30 and ${midpoint} < 50`);
  if (query.price === '50-80') filters.push(sql`${midpoint} >= 50 and ${midpoint} < 80`);
  if (query.price === '80+') filters.push(sql`${midpoint} >= 80`);
  if (query.distance !== 'any') filters.push(sql`${distanceMiles(city.latitude, city.longitude)} <= ${Number(query.distance)}::float8`);
  const where = and(...filters);

  // One statement: the page and, beside each row, the count of every match (the window runs before the limit).
  const found = await db
    .select({ ...businessColumns, distance, total: sql<number>`(count(*) over ())::int` })
    .from(businesses)
    .where(where)
    .orderBy(...orderFor(query.sort, pattern, distance))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (found.length > 0 || query.page === 1) {
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
  }
  // Past the last page there is no row to carry the count.
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(businesses).where(where);
  return { rows: [], total: counted!.total };
}

/** Every order ends with the id, so pages never overlap or skip a business. */
function orderFor(sort: ServiceCityQuery['sort'], pattern: string | undefined, distance: SQL<number>): SQL[] {
  const byId = sql`${businesses.id} asc`;
  switch (sort) {
    case 'highest-rated':
      return [sql`${businesses.rating} desc`, sql`${businesses.reviewCount} desc`, byId];
    case 'most-reviews':
      return [sql`${businesses.reviewCount} desc`, sql`${businesses.rating} desc`, byId];
    case 'price-low-high':
      // A listing without prices ('Contact for pricing') has nothing to compare, so it comes last.
      return [
        sql`coalesce(${businesses.priceMin}, ${businesses.priceMax}) asc nulls last`,
        sql`coalesce(${businesses.priceMax}, ${businesses.priceMin}) asc nulls last`,
        byId,
      ];
    case 'distance':
      return [sql`${distance} asc`, byId];
    case 'best-match':
    default:
      // Relevance: a name that contains the search text, then verified listings, then rating weighted by how
      // many reviews back it (a 5.0 from one review ranks below a 4.7 from two hundred).
      return [
        ...(pattern ? [sql`(${businesses.name} ilike ${pattern}) desc`] : []),
        sql`${businesses.isVerified} desc`,
        sql`(${businesses.rating} * ln(${businesses.reviewCount} + 1)) desc`,
        sql`${businesses.reviewCount} desc`,
        byId,
      ];
  }
}
