import { sql, type SQL } from 'drizzle-orm';
import type { City, Service } from '#shared/catalog.js';
import { localWeekMinute } from '#shared/hours/week.js';
import type { SearchQuery } from '#shared/search.js';
import { queryRows, type DbOrTx } from '../db/connect.js';
import { businesses } from '../db/schema.js';
import { openNowCondition, openNowInOwnCity } from '../hours/open-now.js';
import { businessColumns, type BusinessRow } from '../listings/business-rows.js';
import type { ExpandedWord } from './expand.js';
import { prefixQuery, spellingsQuery } from './words.js';

const intArray = (ids: number[]) => sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`);

/** Listings offering one of the services. */
const offering = (serviceIds: number[]) =>
  sql`b.id in (select bs.business_id from business_services bs where bs.service_id = any(${intArray(serviceIds)}) and bs.is_public)`;

/**
 * At most this many listings per service or city a word reaches through the catalog ('groomng' names dog grooming:
 * a third of a million listings at scale): the best ranked (rating weighted by review count) that pass the filters,
 * read in order through the rank indexes of migration 0018. Ranking every one of them took seconds; 1,000 is 100
 * pages of results. A sort other than best match orders these candidates.
 */
export const CATALOG_POOL = 1000;

/** The same expression as the rank indexes of migration 0018 (and the default order), so the pools read in order. */
const rankOf = (alias: 'b' | 'bs', id: 'id' | 'business_id') =>
  // `nulls last` as the index has it (drizzle writes it), or the planner cannot read the index in this order.
  sql.raw(`(${alias}.rating * ln(${alias}.review_count + 1)) desc, ${alias}.review_count desc nulls last, ${alias}.${id} asc`);

/** Whether listing `b` matches a word by any of its ways: how a pool tests the other words of the text. */
function matchesWord({ serviceIds, cityIds, ...spellings }: ExpandedWord): SQL {
  const ways = [sql`b.search_vector @@ to_tsquery('simple', ${spellingsQuery([spellings])})`];
  if (cityIds.length) ways.push(sql`b.city_id = any(${intArray(cityIds)})`);
  if (serviceIds.length) {
    // `offset 0`: tested on each candidate by its key (a few), never turned into a hash of every listing of the
    // services (a third of them at scale), which the planner otherwise may pick for a misestimated candidate count.
    ways.push(sql`exists (select 1 from business_services o where o.business_id = b.id and o.service_id = any(${intArray(serviceIds)}) and o.is_public offset 0)`);
  }
  return sql`(${sql.join(ways, sql` or `)})`;
}

/**
 * At most this many listings the text matches ('groomng' corrected to 'grooming': every listing whose name or
 * description has it), the best ranked, as the catalogue pools are capped: read by one GIN bitmap scan and a top-N
 * sort, not one lookup each. Ranking them by the text tiers first cost more than the rest of the read (a trigram
 * similarity per row); a name typed in full is rarely in more than a few listings' text.
 */
export const TEXT_POOL = 1000;

const textMatches = (query: string, conditions: SQL[]) =>
  sql`(select b.id from businesses b where ${sql.join(conditions, sql` and `)} and b.search_vector @@ to_tsquery('simple', ${query})
       order by ${rankOf('b', 'id')} limit ${TEXT_POOL})`;

/** How a word's pools are read: under the conditions, within the chosen city (if any). */
type PoolRead = { conditions: SQL[]; cityId: number | null; /** Nothing but the status and city to test. */ plain: boolean };

/**
 * The public listings one word matches, each way read through its own index: its text (a prefix of the name or
 * description, or one of the word's corrections; GIN on search_vector, TEXT_POOL at most) and the best CATALOG_POOL
 * listings of each service or city the word nearly spells. A UNION of index reads, not an OR over every listing, so
 * the cost follows the matches, not the table. Within a city, a service's pool is read from the (service, city) rank
 * index; with nothing else to test, from that index alone (`is_public` is the listing's approval).
 */
function wordMatches({ serviceIds, cityIds, ...spellings }: ExpandedWord, { conditions, cityId, plain }: PoolRead): SQL {
  const ways: SQL[] = [textMatches(spellingsQuery([spellings]), conditions)];
  const passes = sql.join(conditions, sql` and `);
  const inCity = cityId === null ? sql`` : sql`and bs.city_id = ${cityId}`;
  if (serviceIds.length) {
    ways.push(sql`select best.id from unnest(${intArray(serviceIds)}) way(service_id) cross join lateral (
      select bs.business_id as id from business_services bs ${plain ? sql`` : sql`join businesses b on b.id = bs.business_id`}
      where bs.service_id = way.service_id and bs.is_public ${inCity} ${plain ? sql`` : sql`and ${passes}`}
      order by ${rankOf('bs', 'business_id')} limit ${CATALOG_POOL}) best`);
  }
  if (cityIds.length) {
    ways.push(sql`select best.id from unnest(${intArray(cityIds)}) way(city_id) cross join lateral (
      select b.id from businesses b where b.city_id = way.city_id and ${passes}
      order by ${rankOf('b', 'id')} limit ${CATALOG_POOL}) best`);
  }
  return sql`(${sql.join(ways, sql` union `)})`;
}

/**
 * The words as the listing query reads them, within `city` when one is chosen: a city a word names other than that
 * one cannot match there, so it is no way to match; and a word naming that city matches every listing there, so it
 * is no test at all (unless no other word is left: then the city's best listings are its matches).
 */
function withinCity(words: ExpandedWord[], city: City | null): ExpandedWord[] {
  if (!city) return words;
  const inCity = words.map((w) => (w.cityIds.some((id) => id !== city.id) ? { ...w, cityIds: w.cityIds.filter((id) => id === city.id) } : w));
  const tests = inCity.filter((w) => !w.cityIds.includes(city.id));
  return tests.length ? tests : inCity;
}

/**
 * The ids the listing query starts from, each passing every condition and matching every word. Words that name no
 * service or city match by their text alone: all of them together are one GIN read (`a & b`), usually a few
 * listings, the other words tested on those. When every word names a service or city, the word with the fewest such
 * ways drives: its text matches and its pools (each the best of its service or city among the listings that match
 * the other words).
 */
function candidates(words: ExpandedWord[], read: PoolRead): SQL {
  const textOnly = words.filter((w) => w.serviceIds.length === 0 && w.cityIds.length === 0);
  if (textOnly.length) {
    const tested = words.filter((w) => !textOnly.includes(w));
    return textMatches(spellingsQuery(textOnly), [...read.conditions, ...tested.map(matchesWord)]);
  }
  const ways = (w: ExpandedWord) => w.serviceIds.length + w.cityIds.length;
  const driver = words.reduce((best, w) => (ways(w) < ways(best) ? w : best));
  const tested = words.filter((w) => w !== driver);
  return wordMatches(driver, { ...read, conditions: [...read.conditions, ...tested.map(matchesWord)], plain: read.plain && tested.length === 0 });
}

/** What 'open now' needs: every city's time zone (a search spans cities) and the instant. */
export type OpenNowContext = { cities: readonly Pick<City, 'id' | 'timeZone'>[]; now: number };

/**
 * Miles from the visitor's point (near me) or else from the named city's centre; null when neither is known (a
 * search across cities has no centre to measure from).
 */
export function distanceFrom(query: SearchQuery, city: City | null): SQL | null {
  if (query.near) return sql`miles_between(${query.near.latitude}::float8, ${query.near.longitude}::float8, b.latitude, b.longitude)`;
  if (city) return sql`miles_between(${city.latitude}, ${city.longitude}, b.latitude, b.longitude)`;
  return null;
}

function filters(query: SearchQuery, city: City | null, catalog: Service[], clock: OpenNowContext): SQL[] {
  const midpoint = sql`((coalesce(b.price_min, b.price_max) + coalesce(b.price_max, b.price_min)) / 2.0)`;
  const out: SQL[] = [];
  if (city) out.push(sql`b.city_id = ${city.id}`);
  if (query.minRating !== undefined) out.push(sql`b.rating >= ${query.minRating.toFixed(1)}`);
  if (query.price === '30-50') out.push(sql`${midpoint} >= 30 and ${midpoint} < 50`);
  if (query.price === '50-80') out.push(sql`${midpoint} >= 50 and ${midpoint} < 80`);
  if (query.price === '80+') out.push(sql`${midpoint} >= 80`);
  const distance = distanceFrom(query, city);
  if (distance && query.distance !== 'any') out.push(sql`${distance} <= ${Number(query.distance)}::float8`);
  if (query.open) {
    // In the named city's local time, or each listing in its own city's.
    const open = city ? openNowCondition(localWeekMinute(clock.now, city.timeZone)) : openNowInOwnCity(clock.cities, clock.now);
    out.push(sql`b.id in (select ${businesses.id} from ${businesses} where ${open})`);
  }
  const typeIds = catalog.filter((s) => query.types.includes(s.slug)).map((s) => s.id);
  if (query.types.length) {
    out.push(typeIds.length ? offering(typeIds) : sql`false`);
  }
  return out;
}

/**
 * How well a listing answers the text, in tiers ranked before rating: 4 its name is the text, 3 every word starts a
 * word of its name as typed, 2 its name has every word allowing typos, 1 its name or description has every word as
 * typed, 0 it matched through a correction outside the name or a service or city it belongs to.
 */
function tier(text: string, words: ExpandedWord[]): SQL {
  if (words.length === 0) return sql`0`;
  const typed = words.map((w) => w.word);
  // Tested on each match's own row (already read, and few): an index read per tier would fetch every listing of the
  // site whose name has the words, however few of them matched the search.
  const has = (query: string) => sql`b.search_vector @@ to_tsquery('simple', ${query})`;
  return sql`case
    when lower(b.name) = lower(${text}) then 4
    when ${has(prefixQuery(typed, '&', 'A'))} then 3
    -- Among names with typos, the nearer spelling first ('hills groming': Hill's Grooming Co. above Cedar Hill Grooming).
    when ${has(spellingsQuery(words, 'A'))} then 2 + similarity(b.name, ${text})
    when ${has(prefixQuery(typed, '&'))} then 1
    else 0 end`;
}

/** The page's order of listings `alias`, after the text tiers: rating weighted by review count unless a sort asks otherwise. */
function sortKeys(query: SearchQuery, alias: 'm' | 'b', distance: SQL | null): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const byRank = sql`(${col('rating')} * ln(${col('review_count')} + 1)) desc, ${col('review_count')} desc, ${col('id')} asc`;
  switch (query.sort) {
    case 'highest-rated':
      return sql`${col('rating')} desc, ${col('review_count')} desc, ${col('id')} asc`;
    case 'most-reviews':
      return sql`${col('review_count')} desc, ${col('rating')} desc, ${col('id')} asc`;
    case 'price-low-high':
      return sql`coalesce(${col('price_min')}, ${col('price_max')}) asc nulls last, coalesce(${col('price_max')}, ${col('price_min')}) asc nulls last, ${col('id')} asc`;
    case 'distance':
      // Unplaced listings (no distance) last.
      if (distance) return sql`${alias === 'm' ? sql`m.distance` : distance} asc nulls last, ${col('id')} asc`;
      return byRank;
    default:
      return byRank;
  }
}

function orderFor(query: SearchQuery, distance: SQL | null): SQL {
  const keys = sortKeys(query, 'm', distance);
  return query.sort === 'best-match' || (query.sort === 'distance' && !distance) ? sql`m.tier desc, ${keys}` : keys;
}

/** A listing of the page: its public columns, its distance (when measured) and the ids of the services it offers. */
export type FoundRow = BusinessRow & { distance: number | null; serviceIds: number[] };

/** The columns the matches are tested and ordered on: not the description or hours, read for the page's rows only. */
const matchColumns = sql.raw(
  ['id', 'name', 'status', 'city_id', 'rating', 'review_count', 'price_min', 'price_max', 'latitude', 'longitude', 'search_vector'].join(', '),
);

// The page's listings, read by the table's own name: some columns (the public cover) are expressions over it.
const selection = sql.join(
  Object.entries(businessColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * One statement: the count of public listings matching every word and filter, and one page of them in order.
 * Nothing but `status = 'approved'` (visibility.ts's rule) is ever searched.
 */
export async function findListings(
  db: DbOrTx,
  query: SearchQuery,
  city: City | null,
  text: string,
  words: ExpandedWord[],
  catalog: Service[],
  clock: OpenNowContext,
): Promise<{ total: number; rows: FoundRow[] }> {
  const conditions = [sql`b.status = 'approved'`, ...filters(query, city, catalog, clock)];
  const measuredFrom = distanceFrom(query, city);
  // Only the status and the chosen city to pass: a service's pool needs no listing row.
  const plain = conditions.length === (city ? 2 : 1);
  const from = words.length ? candidates(withinCity(words, city), { conditions, cityId: city?.id ?? null, plain }) : null;
  // The candidates passed every condition and word where they were read; without words, every listing is tested.
  const source = from
    ? // Each match's row by its key: `offset 0` keeps the planner from trading the lookups for a scan of the table.
      sql`${from} matched cross join lateral (select ${matchColumns} from businesses where businesses.id = matched.id offset 0) b`
    : sql`businesses b where ${sql.join(conditions, sql` and `)}`;
  const distance = measuredFrom ?? sql`null::float8`;
  const rows = await queryRows<FoundRow & { total: number; id: number | null; ord: number }>(
    db,
    sql`with m as materialized (
          select b.id, b.rating, b.review_count, b.price_min, b.price_max, ${tier(text, words)} as tier, ${distance} as distance
          from ${source}
        )
        select (select count(*)::int from m) as "total", page.*
        from (select 1) one left join lateral (
          select ${selection}, round(m.distance::numeric, 1)::float8 as "distance", m.ord,
            -- Its services in the same read (the catalogue in memory names them): not one more statement.
            array(select bs.service_id from business_services bs where bs.business_id = businesses.id) as "serviceIds"
          -- Order the matches by their keys alone, then read the page's listings only.
          from (
            select m.*, row_number() over (order by ${orderFor(query, measuredFrom)}) as ord from m
            order by ${orderFor(query, measuredFrom)}
            limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
          ) m join businesses on businesses.id = m.id
        ) page on true
        order by page.ord`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    total,
    rows: rows.filter((row) => row.id !== null).map(({ total: _t, ord: _o, ...row }) => ({ ...row, createdAt: new Date(row.createdAt) }) as FoundRow),
  };
}
