import { readNearMe } from '#shared/near-me.js';
import type { SearchQuery, SearchResponse } from '#shared/search.js';
import { listCities, listServices } from '../catalog/service.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { boundedSearch } from './bounded.js';
import { toBusiness } from '../listings/business-rows.js';
import { closestCity, nearestCity } from '../listings/nearest-city.js';
import { refusePastLastPage } from '../listings/paging.js';
import { searchCatalog, type SearchCatalog } from './catalog-words.js';
import { expandWords, type ExpandedWord } from './expand.js';
import { nearestOffers } from './nearest.js';
import { planSearch } from './routing.js';
import { findListings } from './search-sql.js';
import { searchWords } from './words.js';

/** The time zones of the cities on the page only: cards need them for 'open now', and the answer stays small. */
function timeZonesOf(rows: { cityId: number }[], cities: { id: number; timeZone: string }[]): Record<string, string> {
  const onPage = new Set(rows.map((row) => row.cityId));
  return Object.fromEntries(cities.filter((city) => onPage.has(city.id)).map((city) => [String(city.id), city.timeZone]));
}

/** The expanded words of `text`: those of the typed text again when they are the same words in the same places. */
async function wordsOf(db: DbOrTx, text: string, typed: ExpandedWord[], catalog: SearchCatalog) {
  const words = searchWords(text);
  const byWord = new Map(typed.map((w) => [w.word, w]));
  // The last word is also matched as a prefix: reuse only when it is still the last.
  const reusable = words.every((w) => byWord.has(w)) && (words.length === 0 || words.at(-1) === typed.at(-1)?.word);
  return reusable ? words.map((w) => byWord.get(w)!) : expandWords(db, words, catalog);
}

/**
 * `GET /api/search`: where the text belongs (a service-in-city page, see routing.ts), or one page of the public
 * listings that match every word (name, description, a service or city they belong to; typos tolerated, see
 * expand.ts), the closest matches first, then the best rated. With nothing found it offers the nearest
 * businesses, services and cities instead (never a dead end).
 */
export async function searchListings(
  db: Db,
  query: SearchQuery,
  /** The instant 'open now' is answered for (the app's clock). */
  now: number = Date.now(),
): Promise<SearchResponse> {
  const [services, cities] = await Promise.all([listServices(db), listCities(db)]);
  const catalog = searchCatalog(services, cities);
  return boundedSearch(db, (tx) => searchIn(tx, query, now, catalog));
}

/**
 * 'near me' is how, not what: the rest of the text is searched. With the visitor's position and no city named, the
 * results are those of the city closest to them, nearest first unless another sort is asked for (one city, not the
 * whole country, so every nearby listing is a candidate, not only the country's best ranked).
 */
async function searchIn(db: DbOrTx, asked: SearchQuery, now: number, catalog: SearchCatalog): Promise<SearchResponse> {
  const { services, cities } = catalog;
  const { text: what, nearMe: saysNearMe } = readNearMe(asked.q);
  const empty = { q: asked.q, businesses: [], relatedServices: [], total: 0, page: asked.page, pageSize: asked.pageSize, didYouMean: [], nearestCity: null, timeZones: {} };
  const typed = await expandWords(db, searchWords(what), catalog);
  const plan = await planSearch(db, { ...asked, q: what }, catalog, typed, saysNearMe);
  if (plan.redirect !== null) return { ...empty, redirect: plan.redirect, city: null, nearMe: false };
  const nearMe = saysNearMe && plan.city === null;
  const placed = nearMe && asked.near !== undefined;
  const sorted = placed && asked.sort === 'best-match' ? { ...asked, sort: 'distance' as const } : asked;
  // Service types ticked beside it widen the list, as the filter does anywhere (a listing offers one of them).
  const query = plan.service ? { ...sorted, types: [...new Set([plan.service.slug, ...sorted.types])] } : sorted;
  const city = placed ? closestCity(cities, asked.near!) : plan.city;
  const { text } = plan;
  const words = await wordsOf(db, text, typed, catalog);
  // Nothing to search for and no city to list: an empty search shows nothing rather than every listing.
  if (words.length === 0 && !city && query.types.length === 0) return { ...empty, redirect: null, city, nearMe };
  const found = await findListings(db, query, city, text, words, services, { cities, now });
  refusePastLastPage(found, query.page, query.pageSize);
  // The services each listing offers came with its row (as ids): the catalogue in memory names them, in its order.
  const offered = new Map(found.rows.map((row) => [row.id, services.filter((s) => row.serviceIds.includes(s.id))]));
  const onPage = new Set(found.rows.flatMap((row) => row.serviceIds));
  const didYouMean = found.total === 0 && typed.length > 0 ? await nearestOffers(db, typed, catalog, city) : [];
  return {
    q: asked.q,
    redirect: null,
    city,
    businesses: found.rows.map(({ distance, serviceIds: _ids, ...row }) => toBusiness(row, offered.get(row.id)!, distance ?? undefined)),
    relatedServices: services.filter((s) => onPage.has(s.id) || query.types.includes(s.slug)),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
    didYouMean,
    nearestCity: query.near ? await nearestCity(db, query.near) : null,
    nearMe,
    timeZones: timeZonesOf(found.rows, cities),
  };
}
