import { and, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { City, Service } from '#shared/catalog.js';
import type { ServiceCityQuery } from '#shared/listings.js';
import { listServices } from '../catalog/service.js';
import { queryRows, queryRowsPrepared, type Db } from '../db/connect.js';
import { businessServices as pairs, businesses, pairStats, services } from '../db/schema.js';
import { businessColumns, type BusinessRow, type OfferedService } from './business-rows.js';
import { localWeekMinute } from '#shared/hours/week.js';
import { openNowCondition } from '../hours/open-now.js';
import type { PairFacts } from './page-content.js';
import { readNearMe } from '#shared/near-me.js';

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Public businesses of the pair: one range of the pair indexes (service, city, public) on business_services, whose
 * rows carry each business's sort keys and distance (migration 0007), so the cost follows the page, not the pair.
 */
function pairRange(serviceId: number, cityId: number): SQL {
  return and(eq(pairs.serviceId, serviceId), eq(pairs.cityId, cityId), sql`${pairs.isPublic}`)!;
}

function offersServiceWhere(condition: SQL): SQL {
  return sql`exists (select 1 from ${pairs} bs join ${services} s on s.id = bs.service_id
    where bs.business_id = ${businesses.id} and ${condition})`;
}

/** Service types name services by name or slug; the text of each is also matched against business names. */
function typesCondition(catalog: Service[], types: string[]): SQL | undefined {
  if (types.length === 0) return undefined;
  const lowered = new Set(types.map((t) => t.toLowerCase()));
  const known = catalog.filter((s) => lowered.has(s.slug.toLowerCase()) || lowered.has(s.name.toLowerCase()));
  const texts = types.map((t) => known.find((s) => s.slug === t.toLowerCase())?.name ?? t);
  const nameMatches = texts.map((text) => sql`${businesses.name} ilike ${containsPattern(text)}`);
  const offered = known.length ? [offersServiceWhere(inArray(sql`s.id`, known.map((s) => s.id)))] : [];
  return or(...offered, ...nameMatches);
}

/**
 * Every order ends with the business id, so pages never overlap or skip a business. Each (but a text search's
 * relevance) is the key list of one index of schema.ts, written the same way, so the page is read in order.
 */
function orderFor(sort: ServiceCityQuery['sort'], pattern: string | undefined, distance: SQL): SQL[] {
  const byId = sql`${pairs.businessId} asc`;
  switch (sort) {
    case 'highest-rated':
      return [sql`${pairs.rating} desc nulls last`, sql`${pairs.reviewCount} desc nulls last`, byId];
    case 'most-reviews':
      return [sql`${pairs.reviewCount} desc nulls last`, sql`${pairs.rating} desc nulls last`, byId];
    case 'price-low-high':
      // A listing without prices ('Contact for pricing') has nothing to compare, so it comes last.
      return [
        sql`coalesce(${pairs.priceMin}, ${pairs.priceMax}) asc nulls last`,
        sql`coalesce(${pairs.priceMax}, ${pairs.priceMin}) asc nulls last`,
        byId,
      ];
    case 'distance':
      // A business that is not placed has no distance: last.
      return [sql`${distance} asc nulls last`, byId];
    case 'best-match':
    default:
      // Relevance: a name that contains the search text, then rating weighted by how many reviews back it (a 5.0
      // from one review ranks below a 4.7 from two hundred; a listing without reviews last). Being verified gives
      // no lift: the order says what it claims to be.
      return [
        ...(pattern ? [sql`(${businesses.name} ilike ${pattern}) desc`] : []),
        sql`(${pairs.rating} * ln(${pairs.reviewCount} + 1)) desc`,
        sql`${pairs.reviewCount} desc nulls last`,
        byId,
      ];
  }
}

/** Filters on the pair's own copies of the business (no business row read), then the text filters (which do). */
function filtersFor(query: ServiceCityQuery, pattern: string | undefined, catalog: Service[], distance: SQL, openAt: number) {
  const midpoint = sql`((coalesce(${pairs.priceMin}, ${pairs.priceMax}) + coalesce(${pairs.priceMax}, ${pairs.priceMin})) / 2.0)`;
  const keys: SQL[] = [];
  if (query.minRating !== undefined) keys.push(gte(pairs.rating, query.minRating.toFixed(1)));
  if (query.price === '30-50') keys.push(sql`${midpoint} >= 30 and ${midpoint} < 50`);
  if (query.price === '50-80') keys.push(sql`${midpoint} >= 50 and ${midpoint} < 80`);
  if (query.price === '80+') keys.push(sql`${midpoint} >= 80`);
  if (query.distance !== 'any') keys.push(sql`${distance} <= ${Number(query.distance)}::float8`);
  const text: SQL[] = [];
  if (pattern) {
    text.push(
      or(
        sql`${businesses.name} ilike ${pattern}`,
        sql`${businesses.description} ilike ${pattern}`,
        offersServiceWhere(sql`s.name ilike ${pattern}`),
      )!,
    );
  }
  const types = typesCondition(catalog, query.types);
  if (types) text.push(types);
  // Read from the business row (joined only for this and the text filters): the unfiltered page never touches it.
  if (query.open) text.push(openNowCondition(openAt));
  return { keys, text };
}

export type PairSearch = {
  rows: (BusinessRow & { distance: number | null; services: OfferedService[] })[];
  total: number;
  facts: PairFacts;
};

type PairRow = { [K in keyof PairFacts as `pair${Capitalize<K>}`]: PairFacts[K] } & { total: number; id: number | null; serviceIds: number[] | null; distance: number | null } & Omit<BusinessRow, 'id'>;

const businessSelection = sql.join(
  Object.entries(businessColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * The service-in-city page in one statement: the pair's statistics (unfiltered, for the page text: one row of
 * pair_stats, kept by triggers, migration 0011), the count of matches, and one page of matching businesses in order
 * with their distance and the ids of the services they offer.
 */
export async function searchPair(db: Db, service: Service, city: City, query: ServiceCityQuery, now: number = Date.now()): Promise<PairSearch> {
  const catalog = await listServices(db);
  // 'near me' typed in the page's box says how, not what: the page is the city's already ('Use my location' places it).
  const q = readNearMe(query.q ?? '').text.trim();
  const pattern = q ? containsPattern(q) : undefined;
  // From the city centre, the pair row's stored copy; from a visitor's point (near me), computed per business row.
  const distance = query.near
    ? sql`miles_between(${query.near.latitude}::float8, ${query.near.longitude}::float8, ${businesses.latitude}, ${businesses.longitude})`
    : sql`${pairs.distanceMiles}`;
  const { keys, text } = filtersFor(query, pattern, catalog, distance, localWeekMinute(now, city.timeZone));
  const range = pairRange(service.id, city.id);
  const where = and(range, ...keys, ...text)!;
  const joined = pattern || text.length || query.near;
  const matches = joined ? sql`${pairs} join ${businesses} on ${businesses.id} = ${pairs.businessId}` : sql`${pairs}`;
  const order = sql.join(orderFor(query.sort, pattern, distance), sql`, `);
  // Unfiltered, the matches are the pair: its count is already in the figures, so the range is not counted twice.
  const total = keys.length || text.length ? sql`(select count(*)::int from ${matches} where ${where})` : sql`facts."pairBusinessCount"`;

  // The pair's own range in a sort's order has one best plan whatever the values, so it is prepared and planned once
  // (decision 0023). A filter's best plan depends on its value (how many pass 'rated 4+' in New York), so a filtered
  // page is planned on each call: at a million listings a generic plan took 13 ms where a fresh one took 3.
  const read = keys.length || text.length || query.near ? queryRows : queryRowsPrepared;
  const rows = await read<PairRow>(
    db,
    sql`
      select facts.*, ${total} as "total", page.*
      from (
        -- One row of pair_stats, or none for a pair without public rows: summed, either gives one row.
        select coalesce(sum(${pairStats.businessCount}), 0)::int as "pairBusinessCount",
               coalesce(sum(${pairStats.reviewCount}), 0)::int as "pairReviewCount",
               (sum(${pairStats.ratingWeight}) / nullif(sum(${pairStats.reviewCount}), 0))::float8 as "pairAverageRating",
               (sum(${pairStats.priceMinSum}) / nullif(sum(${pairStats.priceMinCount}), 0))::float8 as "pairAveragePriceMin",
               (sum(${pairStats.priceMaxSum}) / nullif(sum(${pairStats.priceMaxCount}), 0))::float8 as "pairAveragePriceMax",
               coalesce(sum(${pairStats.verifiedCount}), 0)::int as "pairVerifiedCount",
               coalesce(sum(${pairStats.mobileCount}), 0)::int as "pairMobileCount"
        from ${pairStats} where ${pairStats.serviceId} = ${service.id} and ${pairStats.cityId} = ${city.id}
      ) facts
      left join lateral (
        select ${businessSelection},
               round(found.distance::numeric, 1)::float8 as "distance",
               (select array_agg(offered.service_id) from ${pairs} offered where offered.business_id = ${businesses.id}) as "serviceIds",
               found.ord
        from (
          select ${pairs.businessId} as business_id, ${distance} as distance, row_number() over (order by ${order}) as ord
          from ${matches} where ${where}
          order by ${order}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
        ) found
        join ${businesses} on ${businesses.id} = found.business_id
      ) page on true
      order by page.ord`,
  );

  const first = rows[0]!;
  const facts: PairFacts = {
    businessCount: first.pairBusinessCount,
    reviewCount: first.pairReviewCount,
    averageRating: first.pairAverageRating,
    averagePriceMin: first.pairAveragePriceMin,
    averagePriceMax: first.pairAveragePriceMax,
    verifiedCount: first.pairVerifiedCount,
    mobileCount: first.pairMobileCount,
  };
  const found = rows.filter((row) => row.id !== null);
  return {
    facts,
    total: first.total,
    rows: found.map((row) => {
      const offered = new Set(row.serviceIds ?? []);
      const business = Object.fromEntries(Object.keys(businessColumns).map((key) => [key, row[key as keyof PairRow]])) as BusinessRow;
      return {
        ...business,
        createdAt: new Date(row.createdAt),
        distance: row.distance,
        services: catalog.filter((s) => offered.has(s.id)),
      };
    }),
  };
}
