import { sql } from 'drizzle-orm';
import type { City, Service } from '#shared/catalog.js';
import { matchFreeText } from '#shared/free-text.js';
import type { Suggestion } from '#shared/search-options.js';
import { listCities, listServices } from '../catalog/service.js';
import { queryRows, type Db, type DbOrTx } from '../db/connect.js';
import { boundedSearch } from './bounded.js';
import { searchCatalog, type SearchCatalog } from './catalog-words.js';
import { expandWords } from './expand.js';
import { correctCatalogWords } from './routing.js';
import { prefixQuery, searchWords } from './words.js';

/** Service-in-city suggestions offered at most, first in the list. */
const PAIRS = 2;

/**
 * The service-in-city pages the text names, typos forgiven ('groomng austn'), or a service with the start of a
 * city ('dog grooming aus'): picking one lands where Enter would, never on the nationwide service page.
 */
async function servicePairs(db: DbOrTx, text: string, catalog: SearchCatalog): Promise<{ service: Service; cities: City[] } | undefined> {
  const { cities } = catalog;
  const words = await expandWords(db, searchWords(text), catalog);
  const fixed = correctCatalogWords(text, words, catalog).text;
  const match = matchFreeText(fixed, catalog.services, cities);
  if (!match.service) return undefined;
  if (match.city) return { service: match.service, cities: [match.city] };
  const start = match.rest.split(' ').filter(Boolean).join(' ');
  if (start.length < 2) return undefined;
  // Cities come largest first.
  const starting = cities.filter((c) => c.name.toLowerCase().startsWith(start)).slice(0, PAIRS);
  return starting.length ? { service: match.service, cities: starting } : undefined;
}

const NEAR = 0.6;
/** Business names looked at per suggestion list: enough to rank, bounded however common the word is. */
const BUSINESS_CANDIDATES = 200;
/** Business names are matched from three characters: the trigram index cannot narrow two (at a million listings
 * 'gr' read the table until 200 names matched). Services and cities are few and match from two. */
const BUSINESS_MIN_CHARS = 3;

type Row = { kind: Suggestion['kind']; label: string; detail: string; key: string };

/**
 * What the search box offers for the text typed so far, in one statement: up to 3 services, 3 cities and 4 public
 * businesses whose names start with, contain or nearly spell it. Business names are matched by `ilike` through the
 * trigram index, whose statistics let PostgreSQL pick well: an index read for rare text, a short scan that stops at
 * the candidate limit for common text (a prefix tsquery was misestimated and scanned every listing). `loose` (no results found) accepts weaker
 * trigram similarity, to suggest the nearest thing the site has.
 */
export async function suggest(db: Db, text: string, { loose = false } = {}): Promise<Suggestion[]> {
  const q = text.trim();
  const words = searchWords(q);
  if (words.length === 0) return [];
  const [services, cities] = await Promise.all([listServices(db), listCities(db)]);
  const catalog = searchCatalog(services, cities);
  return boundedSearch(db, (tx) => suggestIn(tx, q, words, catalog, loose));
}

async function suggestIn(db: DbOrTx, q: string, words: string[], catalog: SearchCatalog, loose: boolean): Promise<Suggestion[]> {
  const literal = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const contains = `%${literal}%`;
  const starts = `${literal}%`;
  const near = loose ? 0.3 : NEAR;
  const rows = await queryRows<Row>(
    db,
    sql`(select 'service' as kind, s.name as label, s.category as detail, s.slug as key from services s
          where s.name ilike ${contains} or word_similarity(${q}, s.name) >= ${near}
             or exists (select 1 from unnest(s.keywords) k where k ilike ${contains} or word_similarity(${q}, k) >= ${near})
          order by (s.name ilike ${contains}) desc, word_similarity(${q}, s.name) desc, s.sort_order limit 3)
        union all
        (select 'city', c.name, c.state, c.slug from cities c
          where c.name ilike ${contains} or word_similarity(${q}, c.name) >= ${near}
          order by (c.name ilike ${contains}) desc, word_similarity(${q}, c.name) desc, c.population desc limit 3)
        union all
        (select 'business', b.name, c.name || ', ' || c.state, b.id::text
          from (select id, name, city_id, review_count from businesses
                where status = 'approved' and ${q.length >= BUSINESS_MIN_CHARS} and ${
                  loose
                    ? sql`(${q} <% name or search_vector @@ to_tsquery('simple', ${prefixQuery(words, '|')}))`
                    : sql`name ilike ${contains}`
                }
                limit ${BUSINESS_CANDIDATES}) b
          join cities c on c.id = b.city_id
          order by (lower(b.name) = lower(${q})) desc, (b.name ilike ${starts}) desc, word_similarity(${q}, b.name) desc, b.review_count desc, b.id limit 4)`,
  );
  const pairs = loose ? undefined : await servicePairs(db, q, catalog);
  // With a city named, a service leads to its page in that city.
  const inCity = pairs?.cities.length === 1 ? pairs.cities[0] : undefined;
  const pairOffers = (pairs?.cities ?? []).map((city) => ({
    kind: 'service' as const,
    label: `${pairs!.service.name} in ${city.name}, ${city.state}`,
    detail: pairs!.service.category,
    href: `/${pairs!.service.slug}/${city.slug}`,
  }));
  const listed = rows.map((row) => ({
    kind: row.kind,
    label: row.label,
    detail: row.detail,
    href: row.kind === 'service' ? (inCity ? `/${row.key}/${inCity.slug}` : `/${row.key}`) : row.kind === 'city' ? `/city/${row.key}` : `/business/${row.key}`,
  }));
  return [...pairOffers, ...listed.filter((offer) => !pairOffers.some((pair) => pair.href === offer.href))];
}
