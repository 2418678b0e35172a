import type { ComponentType } from 'react';
import { canonicalSpelling } from '#shared/canonical-number.js';
import { serviceCityApiSearch } from '#shared/listing-options.js';
import { apiPaths } from '#shared/api-paths.js';
import { searchApiSearch } from '#shared/search-options.js';
import type { SearchResponse } from '#shared/search.js';
import { decodeAddressPath, matchPattern, type RouteParams } from './lib/routing.js';

/**
 * The route table: one entry per screen, one module per screen in src/client/pages/.
 * The server matches a request against this table, prefetches the route's `queries` in process through the same
 * service functions as the /api handlers, and renders the page; the browser renders the same table in wouter's
 * `<Switch>` (decision 0029). The first route that matches wins, so a static path comes before a parameter in the
 * same place (`/business/find` before `/business/:id`) and the catch-all `*` comes last. A page's JSON-LD is built from those same answers (`jsonLd`, route-json-ld.ts), never read separately.
 *
 * To add a screen: write src/client/pages/<name>.tsx (default export: the page component) and add an entry here
 * with `page: '<name>'` and `load: () => import('./pages/<name>.js')` (the two must agree: the server finds the
 * chunk to preload by `page`).
 */

export type { RouteParams };

/** What the server got for one prefetched path: its HTTP status and, when 200, its JSON body. */
export type PrefetchResult = { status: number; data?: unknown };

export type PageRoute = {
  /** Path pattern (`/business/:id`, `*`), matched in the table's order: list it after anything more specific. */
  path: string;
  /** Module name in src/client/pages/ (also its chunk in the client build). */
  page: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The /api paths the page reads on first render; the server prefetches them. The first is the main query. */
  queries?: (params: RouteParams, search: URLSearchParams) => string[];
  /** The page has JSON-LD in <head>, built from the answers of its `queries` by route-json-ld.ts. */
  jsonLd?: true;
  /**
   * Whether the server answers 404 for this request, given the prefetched results. Default: the main query
   * answered 404 (or 400: a malformed id is no page either).
   */
  notFound?: (params: RouteParams, result: (path: string) => PrefetchResult | undefined, search: URLSearchParams) => boolean;
  /** Signed-in pages: `Cache-Control: private, no-store`, never cached by a CDN. */
  private?: boolean;
  /**
   * This address spelt canonically when the request writes an id or a page number another way (`/business/08773`,
   * `?page=0x10`, `?page=1`): the server answers 301 there before reading anything, so a page has one address and
   * one cache entry. Null when the address is canonical (or names no number: the page's reads refuse it).
   */
  canonical?: (params: RouteParams, search: URLSearchParams) => string | null;
  /** Where the server sends this request instead (302), given the prefetched results; `read` runs one more /api read. */
  redirect?: (context: RedirectContext) => string | null | Promise<string | null>;
};

export type RedirectContext = {
  params: RouteParams;
  search: URLSearchParams;
  result: (path: string) => PrefetchResult | undefined;
  read: (path: string) => Promise<PrefetchResult>;
};

const listHas = (list: unknown, slug: string | undefined) =>
  Array.isArray(list) && list.some((item: { slug?: unknown }) => item.slug === slug);

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    page: 'home-page',
    load: () => import('./pages/home-page.js').then(async (page) => (await page.loadHomeParts(), page)),
    queries: () => [apiPaths.cities, apiPaths.services, apiPaths.stats],
    jsonLd: true,
  },
  {
    path: '/cities',
    page: 'cities-page',
    load: () => import('./pages/cities-page.js'),
    queries: () => [apiPaths.cities],
    jsonLd: true,
  },
  {
    path: '/services',
    page: 'services-page',
    load: () => import('./pages/services-page.js'),
    queries: () => [apiPaths.services],
    jsonLd: true,
  },
  { path: '/customer/login', page: 'customer-login-page', load: () => import('./pages/customer-login-page.js') },
  {
    path: '/customer/dashboard',
    page: 'customer-dashboard-page',
    load: () => import('./pages/customer-dashboard-page.js'),
    private: true,
  },
  { path: '/business/login', page: 'business-login-page', load: () => import('./pages/business-login-page.js') },
  {
    path: '/list-business',
    page: 'list-business-page',
    load: () => import('./pages/list-business-page.js'),
    private: true,
  },
  {
    path: '/dashboard/business',
    page: 'business-dashboard-index-page',
    load: () => import('./pages/business-dashboard-index-page.js'),
    private: true,
  },
  {
    path: '/dashboard/business/:id',
    page: 'business-dashboard-page',
    load: () => import('./pages/business-dashboard-page.js'),
    private: true,
  },
  {
    path: '/city/:citySlug',
    page: 'city-page',
    load: () => import('./pages/city-page.js'),
    queries: () => [apiPaths.cities, apiPaths.services],
    jsonLd: true,
    notFound: ({ citySlug }, result) => !listHas(result(apiPaths.cities)?.data, citySlug),
  },
  {
    path: '/business/find',
    page: 'find-business-page',
    load: () => import('./pages/find-business-page.js'),
    queries: (_params, search) => {
      const q = search.get('q')?.trim() ?? '';
      return q.length >= 2 ? [apiPaths.findBusinesses(q, search.get('city') ?? undefined), apiPaths.cities] : [apiPaths.cities];
    },
    // A search page: a bad or empty query still renders its own message.
    notFound: () => false,
  },
  {
    path: '/search',
    page: 'search-page',
    load: () => import('./pages/search-page.js'),
    queries: (_params, search) => [apiPaths.search(searchApiSearch(search))],
    canonical: (_params, search) => canonicalPageQuery(search),
    // Text naming a service and a city belongs on that service-in-city page (decided by the search call).
    redirect: ({ search, result, read }) => {
      const main = result(apiPaths.search(searchApiSearch(search)));
      const named = (main?.data as SearchResponse | undefined)?.redirect;
      return named ?? lastPageRedirect(search, main, (first) => read(apiPaths.search(searchApiSearch(first))));
    },
    // A search page: a refused query (too long, a page past the end) renders its own message with a 400.
    notFound: () => false,
  },
  {
    path: '/business/:id',
    page: 'business-page',
    load: () => import('./pages/business-page.js'),
    queries: ({ id = '' }) => [apiPaths.business(id), apiPaths.businessReviews(id)],
    canonical: ({ id = '' }, search) => {
      // wouter matches a decodeURI'd path, which leaves reserved characters escaped ('%2B8773' for '+8773').
      const spelled = canonicalSpelling(decodeParam(id));
      return spelled === null ? null : `/business/${spelled}${search.size ? `?${search}` : ''}`;
    },
    jsonLd: true,
  },
  {
    path: '/business/:id/claim',
    page: 'claim-page',
    load: () => import('./pages/claim-page.js'),
    private: true,
  },
  // Staff screens: their data needs the session, so nothing is prefetched and the browser loads it.
  { path: '/admin', page: 'admin-page', load: () => import('./pages/admin-page.js'), private: true },
  { path: '/admin/outbox', page: 'admin-outbox-page', load: () => import('./pages/admin-outbox-page.js'), private: true },
  { path: '/admin/import', page: 'admin-import-page', load: () => import('./pages/admin-import-page.js'), private: true },
  { path: '/admin/messages', page: 'admin-messages-page', load: () => import('./pages/admin-messages-page.js'), private: true },
  // The site's own pages: the legal texts (the operator's Markdown or the templates) and the contact forms.
  { path: '/privacy', page: 'legal-page', load: () => import('./pages/legal-page.js'), queries: () => [apiPaths.legalPage('privacy')] },
  { path: '/terms', page: 'legal-page', load: () => import('./pages/legal-page.js'), queries: () => [apiPaths.legalPage('terms')] },
  { path: '/contact', page: 'contact-page', load: () => import('./pages/contact-page.js') },
  { path: '/advertise', page: 'contact-page', load: () => import('./pages/contact-page.js') },
  {
    path: '/:serviceSlug',
    page: 'service-page',
    load: () => import('./pages/service-page.js'),
    queries: () => [apiPaths.services, apiPaths.cities],
    jsonLd: true,
    notFound: ({ serviceSlug }, result) => !listHas(result(apiPaths.services)?.data, serviceSlug),
  },
  {
    path: '/:serviceSlug/:citySlug',
    page: 'service-city-page',
    load: () => import('./pages/service-city-page.js'),
    queries: ({ serviceSlug = '', citySlug = '' }, search) => [
      apiPaths.serviceCity(serviceSlug, citySlug, serviceCityApiSearch(search)),
    ],
    jsonLd: true,
    canonical: (_params, search) => canonicalPageQuery(search),
    redirect: ({ params: { serviceSlug = '', citySlug = '' }, search, result, read }) =>
      lastPageRedirect(search, result(apiPaths.serviceCity(serviceSlug, citySlug, serviceCityApiSearch(search))), (first) =>
        read(apiPaths.serviceCity(serviceSlug, citySlug, serviceCityApiSearch(first))),
      ),
    // Only an unknown service or city is a 404; a bad filter value (400) still renders the page's own message.
    notFound: ({ serviceSlug = '', citySlug = '' }, result, search) =>
      result(apiPaths.serviceCity(serviceSlug, citySlug, serviceCityApiSearch(search)))?.status === 404,
  },
  { path: '*', page: 'not-found-page', load: () => import('./pages/not-found-page.js'), notFound: () => true },
];

/** A route parameter with its escapes undone; as typed when it holds a malformed escape. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * `?page=` spelt canonically: `0x10`, `016` or `1e1` as digits, and page 1 as no `page` at all (how the pager links
 * it). `?query` of the canonical address, or null when the page number is canonical or no number.
 */
function canonicalPageQuery(search: URLSearchParams): string | null {
  const page = search.get('page');
  if (page === null) return null;
  const spelled = page === '1' ? page : canonicalSpelling(page);
  if (spelled === null) return null;
  const canonical = new URLSearchParams(search);
  if (spelled === '1') canonical.delete('page');
  else canonical.set('page', spelled);
  const query = canonical.toString();
  return query ? `?${query}` : '?';
}

/**
 * A page number past the last page (a stale link, an edited address): the API refuses it (400), and the page goes
 * to the last page of the same results instead, learnt from their first page.
 */
async function lastPageRedirect(
  search: URLSearchParams,
  main: PrefetchResult | undefined,
  readWith: (search: URLSearchParams) => Promise<PrefetchResult>,
): Promise<string | null> {
  const page = Number(search.get('page'));
  if (main?.status !== 400 || !Number.isInteger(page) || page <= 1) return null;
  const first = new URLSearchParams(search);
  first.delete('page');
  const answer = await readWith(first);
  const data = answer.data as { total?: number; pageSize?: number } | undefined;
  if (answer.status !== 200 || !data?.total || !data.pageSize) return null;
  const last = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (page <= last) return null;
  if (last > 1) first.set('page', String(last));
  const query = first.toString();
  return query ? `?${query}` : '?';
}

/**
 * Paths whose pages carry a session even when no route matches them (e.g. a mistyped dashboard address): the
 * sections of the private routes above, matched by whole segments, so `/dashboards` or `/administration` is public.
 */
const PRIVATE_PREFIXES = ['/customer/dashboard', '/dashboard', '/admin'];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const notFoundRoute = pageRoutes.find((route) => route.path === '*')!;

export type RouteMatch = { route: PageRoute; params: RouteParams };

/** Recent matches by path: the server matches every request (cache targets, then rendering), and a match tries each pattern. */
const recentMatches = new Map<string, RouteMatch>();
const RECENT_MATCHES_MAX = 2000;

/**
 * The route an address's path renders (as typed: `/city/san%20antonio`), with its decoded params; the catch-all 404
 * route when nothing else matches. The same match as the browser's `<Switch>` (document.tsx).
 */
export function matchPageRoute(pathname: string): RouteMatch {
  return matchDecodedPath(decodeAddressPath(pathname));
}

/** `matchPageRoute` for a path already decoded the way wouter's `useLocation` gives it. */
export function matchDecodedPath(path: string): RouteMatch {
  const known = recentMatches.get(path);
  if (known) return known;
  let result: RouteMatch = { route: notFoundRoute, params: {} };
  for (const route of pageRoutes) {
    const params = matchPattern(route.path, path);
    if (params) {
      result = { route, params };
      break;
    }
  }
  // Bounded: a crawler walking unknown paths cannot grow it without end; the oldest entry goes first.
  if (recentMatches.size >= RECENT_MATCHES_MAX) recentMatches.delete(recentMatches.keys().next().value!);
  recentMatches.set(path, result);
  return result;
}

/**
 * The HTTP status of a server-rendered page: 404 when the route says so (see PageRoute.notFound), 400 when the
 * main query refused the request's parameters (e.g. a bad filter value) but the page still renders its message.
 */
export function pageStatus(
  match: RouteMatch,
  result: (path: string) => PrefetchResult | undefined,
  search: URLSearchParams,
): 200 | 400 | 404 {
  const { route, params } = match;
  const main = route.queries?.(params, search)[0];
  const mainStatus = main === undefined ? 200 : result(main)?.status;
  const notFound = route.notFound ? route.notFound(params, result, search) : mainStatus === 404 || mainStatus === 400;
  if (notFound) return 404;
  return mainStatus === 400 ? 400 : 200;
}
