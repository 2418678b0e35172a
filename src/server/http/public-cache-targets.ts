import { isPrivatePath, matchPageRoute } from '../../client/entry-server.js';
import { isCanonicalWholeNumber } from '#shared/canonical-number.js';
import { SERVICE_CITY_QUERY_KEYS } from '#shared/listing-options.js';
import { DIRECTORY_PAGE_KEYS, FIND_BUSINESS_PAGE_KEYS, keptQuery, SEARCH_PAGE_KEYS, SERVICE_CITY_PAGE_KEYS } from '#shared/page-query.js';
import { SEARCH_QUERY_KEYS } from '#shared/search-options.js';
import { asksOpenNow, minuteKey } from '../hours/clock.js';

/**
 * What the public-answer cache may keep, under which key and with which tags. Keys hold the path and only the query
 * parameters the answer depends on, in a fixed order, so `?utm_source=x` or a reordered query share one entry.
 * Paths this table does not know keep their whole (sorted) query, so no answer is ever served for the wrong one.
 * Ids and page numbers must be spelt canonically (`8773`, not `08773` or `0x2245`): such an address answers 301 or
 * 400, so it is never kept, and a tag names the parsed id, the one a write invalidates.
 */
export type CacheTarget = { key: string; tags: string[] };

export const CATALOG_TAG = 'catalog';
const CATALOG = CATALOG_TAG;
/** Every answer that may list or count businesses it does not name by id (e.g. a future search page). */
export const LISTINGS_TAG = 'listings';
export const STATS_TAG = 'stats';
export const businessTag = (id: number) => `business:${id}`;
export const cityTag = (slug: string) => `city:${slug}`;

const API_KEYS = [...SERVICE_CITY_QUERY_KEYS, 'pageSize'] as const;
/** The reviews of a business depend on their order, star filter and page. */
export const REVIEW_KEYS = ['sort', 'stars', 'page', 'pageSize'] as const;
const SEARCH_API_KEYS = [...SEARCH_QUERY_KEYS, 'pageSize'] as const;

function keyOf(pathname: string, search: URLSearchParams, known: readonly string[] | 'all'): string {
  return `${pathname}${keptQuery(search, known === 'all' ? [...new Set(search.keys())].sort() : known)}`;
}

/** The query parameters that hold whole numbers; see `numbersCanonical`. */
const NUMBER_KEYS = ['page', 'pageSize'] as const;

/** An id from an address, or null when it is not spelt canonically (the address then answers 301 or 400). */
const parsedId = (text: string | undefined): number | null => (text !== undefined && isCanonicalWholeNumber(text) ? Number(text) : null);

/** Whether the query's numbers are spelt canonically; an empty one is left out of the key and the read alike. */
const numbersCanonical = (search: URLSearchParams) => NUMBER_KEYS.every((name) => !search.get(name) || isCanonicalWholeNumber(search.get(name)!));

/** Tags of an answer about one business: null (not kept) when its id is not spelt canonically. */
function businessTags(idText: string): string[] | null {
  const id = parsedId(idText);
  return id === null ? null : [CATALOG, businessTag(id)];
}

/** Public read calls: the JSON API paths whose answers are the same for every anonymous caller. */
const API_TARGETS: { pattern: RegExp; known: readonly string[]; tags: (match: RegExpExecArray) => string[] | null }[] = [
  { pattern: /^\/api\/(cities|services)$/, known: [], tags: () => [CATALOG] },
  { pattern: /^\/api\/stats$/, known: [], tags: () => [CATALOG, STATS_TAG] },
  { pattern: /^\/api\/service\/[^/]+\/([^/]+)$/, known: API_KEYS, tags: (m) => [CATALOG, cityTag(decodeURIComponent(m[1]!))] },
  { pattern: /^\/api\/business\/([^/]+)$/, known: [], tags: (m) => businessTags(m[1]!) },
  { pattern: /^\/api\/businesses\/([^/]+)\/reviews$/, known: REVIEW_KEYS, tags: (m) => businessTags(m[1]!) },
  // Search and suggestions list businesses they do not name: any listing change drops them (LISTINGS_TAG).
  { pattern: /^\/api\/search$/, known: SEARCH_API_KEYS, tags: () => [CATALOG, LISTINGS_TAG] },
  { pattern: /^\/api\/suggest$/, known: ['q'], tags: () => [CATALOG, LISTINGS_TAG] },
  { pattern: /^\/api\/schema\/(homepage|cities|services)$/, known: [], tags: () => [CATALOG] },
  { pattern: /^\/api\/schema\/(?:city|service)\/[^/]+$/, known: [], tags: () => [CATALOG] },
  { pattern: /^\/api\/schema\/service\/[^/]+\/([^/]+)$/, known: [], tags: (m) => [CATALOG, cityTag(decodeURIComponent(m[1]!))] },
  { pattern: /^\/api\/schema\/business\/([^/]+)$/, known: [], tags: (m) => businessTags(m[1]!) },
];

/** An 'open now' answer is kept under the minute it was computed in (hours/clock.ts). */
const clockBound = (key: string, search: URLSearchParams, now: number) => (asksOpenNow(search) ? `${key}${minuteKey(now)}` : key);

function pageTarget(pathname: string, search: URLSearchParams, now: number): CacheTarget | null {
  if (isPrivatePath(pathname)) return null;
  const { route, params } = matchPageRoute(pathname);
  if (route.private) return null;
  switch (route.page) {
    case 'home-page':
      return { key: keyOf(pathname, search, []), tags: [CATALOG, STATS_TAG] };
    case 'customer-login-page':
    case 'business-login-page':
      return { key: keyOf(pathname, search, []), tags: [CATALOG] };
    case 'find-business-page':
      return { key: keyOf(pathname, search, FIND_BUSINESS_PAGE_KEYS), tags: [CATALOG, LISTINGS_TAG] };
    case 'cities-page':
    case 'services-page':
      // Filtered by `?q=` on the server: a filtered page must never be answered from the unfiltered copy.
      return { key: keyOf(pathname, search, DIRECTORY_PAGE_KEYS), tags: [CATALOG] };
    case 'city-page':
    case 'service-page':
      return { key: keyOf(pathname, search, []), tags: [CATALOG] };
    case 'service-city-page':
      if (!numbersCanonical(search)) return null;
      return { key: clockBound(keyOf(pathname, search, SERVICE_CITY_PAGE_KEYS), search, now), tags: [CATALOG, cityTag(params.citySlug ?? '')] };
    case 'search-page':
      if (!numbersCanonical(search)) return null;
      return { key: clockBound(keyOf(pathname, search, SEARCH_PAGE_KEYS), search, now), tags: [CATALOG, LISTINGS_TAG] };
    case 'business-page': {
      const id = parsedId(params.id);
      return id === null ? null : { key: `/business/${id}`, tags: [CATALOG, businessTag(id)] };
    }
    default:
      return { key: keyOf(pathname, search, 'all'), tags: [CATALOG, LISTINGS_TAG] };
  }
}

/** The cache key and tags of a GET, or null when its answer is never cached. */
export function cacheTarget(url: string, now: number = Date.now()): CacheTarget | null {
  const parsed = new URL(url, 'http://localhost');
  const { pathname, searchParams } = parsed;
  if (pathname.startsWith('/assets/')) return null;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    for (const target of API_TARGETS) {
      const match = target.pattern.exec(pathname);
      if (!match) continue;
      const tags = target.tags(match);
      if (!tags || !numbersCanonical(searchParams)) return null;
      return { key: clockBound(keyOf(pathname, searchParams, target.known), searchParams, now), tags };
    }
    return null;
  }
  if (pathname.startsWith('/auth/') || pathname.startsWith('/oidc') || pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return null;
  if (pathname.includes('.')) return null;
  return pageTarget(pathname, searchParams, now);
}
