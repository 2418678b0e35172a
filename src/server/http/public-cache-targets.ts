import { isPrivatePath, matchPageRoute } from '../../client/entry-server.js';
import { SERVICE_CITY_QUERY_KEYS } from '../../shared/listing-options.js';
import { SEARCH_QUERY_KEYS } from '../../shared/search-options.js';
import { asksOpenNow, minuteKey } from '../hours/clock.js';

/**
 * What the public-answer cache may keep, under which key and with which tags. Keys hold the path and only the query
 * parameters the answer depends on, in a fixed order, so `?utm_source=x` or a reordered query share one entry.
 * Paths this table does not know keep their whole (sorted) query, so no answer is ever served for the wrong one.
 */
export type CacheTarget = { key: string; tags: string[] };

export const CATALOG_TAG = 'catalog';
const CATALOG = CATALOG_TAG;
/** Every answer that may list or count businesses it does not name by id (e.g. a future search page). */
export const LISTINGS_TAG = 'listings';
export const STATS_TAG = 'stats';
export const businessTag = (id: number | string) => `business:${id}`;
export const cityTag = (slug: string) => `city:${slug}`;

const PAGE_KEYS = [...SERVICE_CITY_QUERY_KEYS, 'view'] as const;
const API_KEYS = [...SERVICE_CITY_QUERY_KEYS, 'pageSize'] as const;
/** The reviews of a business depend on their order and page. */
const REVIEW_KEYS = ['sort', 'page', 'pageSize'] as const;
const SEARCH_PAGE_KEYS = [...SEARCH_QUERY_KEYS, 'view'] as const;
const SEARCH_API_KEYS = [...SEARCH_QUERY_KEYS, 'pageSize'] as const;

function keyOf(pathname: string, search: URLSearchParams, known: readonly string[] | 'all'): string {
  const names = known === 'all' ? [...new Set(search.keys())].sort() : known;
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Public read calls: the JSON API paths whose answers are the same for every anonymous caller. */
const API_TARGETS: { pattern: RegExp; known: readonly string[]; tags: (match: RegExpExecArray) => string[] }[] = [
  { pattern: /^\/api\/(cities|services)$/, known: [], tags: () => [CATALOG] },
  { pattern: /^\/api\/stats$/, known: [], tags: () => [CATALOG, STATS_TAG] },
  { pattern: /^\/api\/service\/[^/]+\/([^/]+)$/, known: API_KEYS, tags: (m) => [CATALOG, cityTag(decodeURIComponent(m[1]!))] },
  { pattern: /^\/api\/business\/(\d+)$/, known: [], tags: (m) => [CATALOG, businessTag(m[1]!)] },
  { pattern: /^\/api\/businesses\/(\d+)\/reviews$/, known: REVIEW_KEYS, tags: (m) => [CATALOG, businessTag(m[1]!)] },
  // Search and suggestions list businesses they do not name: any listing change drops them (LISTINGS_TAG).
  { pattern: /^\/api\/search$/, known: SEARCH_API_KEYS, tags: () => [CATALOG, LISTINGS_TAG] },
  { pattern: /^\/api\/suggest$/, known: ['q'], tags: () => [CATALOG, LISTINGS_TAG] },
  { pattern: /^\/api\/schema\/(homepage|cities|services)$/, known: [], tags: () => [CATALOG] },
  { pattern: /^\/api\/schema\/(?:city|service)\/[^/]+$/, known: [], tags: () => [CATALOG] },
  { pattern: /^\/api\/schema\/service\/[^/]+\/([^/]+)$/, known: [], tags: (m) => [CATALOG, cityTag(decodeURIComponent(m[1]!))] },
  { pattern: /^\/api\/schema\/business\/(\d+)$/, known: [], tags: (m) => [CATALOG, businessTag(m[1]!)] },
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
    case 'cities-page':
    case 'services-page':
    case 'city-page':
    case 'service-page':
      return { key: keyOf(pathname, search, []), tags: [CATALOG] };
    case 'service-city-page':
      return { key: clockBound(keyOf(pathname, search, PAGE_KEYS), search, now), tags: [CATALOG, cityTag(params.citySlug ?? '')] };
    case 'search-page':
      return { key: clockBound(keyOf(pathname, search, SEARCH_PAGE_KEYS), search, now), tags: [CATALOG, LISTINGS_TAG] };
    case 'business-page':
      return { key: keyOf(pathname, search, []), tags: [CATALOG, businessTag(params.id ?? '')] };
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
      if (match) return { key: clockBound(keyOf(pathname, searchParams, target.known), searchParams, now), tags: target.tags(match) };
    }
    return null;
  }
  if (pathname.startsWith('/auth/') || pathname.startsWith('/oidc') || pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return null;
  if (pathname.includes('.')) return null;
  return pageTarget(pathname, searchParams, now);
}
