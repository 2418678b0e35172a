import type { SearchQuery, SearchResponse } from '../../shared/search.js';
import { listCities, listServices } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import { servicesByBusiness, toBusiness } from '../listings/business-rows.js';
import { nearestCity } from '../listings/nearest-city.js';
import { refusePastLastPage } from '../listings/paging.js';
import { planSearch } from './routing.js';
import { findListings, fuzzyCatalogMatches } from './search-sql.js';
import { suggest } from './suggest-service.js';
import { searchWords } from './words.js';

/** The time zones of the cities on the page only: cards need them for 'open now', and the answer stays small. */
function timeZonesOf(rows: { cityId: number }[], cities: { id: number; timeZone: string }[]): Record<string, string> {
  const onPage = new Set(rows.map((row) => row.cityId));
  return Object.fromEntries(cities.filter((city) => onPage.has(city.id)).map((city) => [String(city.id), city.timeZone]));
}

/**
 * `GET /api/search`: where the text belongs (a service-in-city page, see routing.ts), or one page of the public
 * listings that match every word (name, description, a service or city they belong to; typos tolerated), the
 * closest matches first, then the best rated. With nothing found it offers the nearest suggestions instead.
 */
export async function searchListings(
  db: Db,
  query: SearchQuery,
  /** The instant 'open now' is answered for (the app's clock). */
  now: number = Date.now(),
): Promise<SearchResponse> {
  const empty = { q: query.q, businesses: [], relatedServices: [], total: 0, page: query.page, pageSize: query.pageSize, didYouMean: [], nearestCity: null, timeZones: {} };
  const plan = await planSearch(db, query);
  if (plan.redirect !== null) return { ...empty, redirect: plan.redirect, city: null };
  const { city, text } = plan;
  const [catalog, cities] = await Promise.all([listServices(db), listCities(db)]);
  const words = await fuzzyCatalogMatches(db, searchWords(text));
  // Nothing to search for and no city to list: an empty search shows nothing rather than every listing.
  if (words.length === 0 && !city && query.types.length === 0) return { ...empty, redirect: null, city };
  const found = await findListings(db, query, city, text, words, catalog, { cities, now });
  refusePastLastPage(found, query.page, query.pageSize);
  const offered = await servicesByBusiness(db, found.rows.map((row) => row.id));
  const onPage = new Set([...offered.values()].flat().map((s) => s.id));
  const didYouMean = found.total === 0 && query.q.trim().length >= 2 ? (await suggest(db, query.q, { loose: true })).slice(0, 4) : [];
  return {
    q: query.q,
    redirect: null,
    city,
    businesses: found.rows.map(({ distance, ...row }) => toBusiness(row, offered.get(row.id) ?? [], distance ?? undefined)),
    relatedServices: catalog.filter((s) => onPage.has(s.id) || query.types.includes(s.slug)),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
    didYouMean: didYouMean.map(({ label, detail, href }) => ({ label: detail ? `${label} (${detail})` : label, href })),
    nearestCity: query.near ? await nearestCity(db, query.near) : null,
    timeZones: timeZonesOf(found.rows, cities),
  };
}
