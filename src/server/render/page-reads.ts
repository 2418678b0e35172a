import { STATUS_CODES } from 'node:http';
import { detailUnlessMerged, MovedPermanently } from '../listing-quality/merged.js';
import type { ZodType } from 'zod';
import { idParamsSchema } from '#shared/ids.js';
import { findBusinessQuerySchema, serviceCityParamsSchema, serviceCityQuerySchema, type BusinessDetailResponse, type ServiceCityQuery } from '#shared/listings.js';
import { reviewListQuerySchema, type ReviewListQuery, type ReviewPage } from '#shared/reviews.js';
import type { AppDeps } from '../app-types.js';
import type { ViewerLookup } from '../auth/viewer.js';
import { getStats, listCities, listServices } from '../catalog/service.js';
import { AppError } from '../errors.js';
import { invalidInput } from '../http/error-handler.js';
import { findBusinesses } from '../listings/find-service.js';
import { clockOf } from '../hours/clock.js';
import { getBusinessDetail, getServiceCityPage, listBusinessReviews } from '../listings/service.js';
import { searchQuerySchema } from '#shared/search.js';
import { searchListings } from '../search/search-service.js';
import { getLegalPage } from '../legal/service.js';
import { legalPageParamsSchema } from '#shared/legal.js';

/** What one read answered, as the /api call would: its status, its JSON (or error body), and whether it is private. */
export type PageRead = { status: number; data?: unknown; errorBody?: string; statusText?: string; isPrivate: boolean };

type Reader = (match: RegExpExecArray, search: URLSearchParams) => Promise<unknown>;

class PrivateAnswer {
  constructor(readonly data: unknown) {}
}

function parse<T>(schema: ZodType<T>, value: unknown, where: 'address' | 'query'): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(where, parsed.error.issues);
  return parsed.data;
}

/**
 * The reads a server-rendered page needs, by the /api path the browser would call, run in process through the same
 * service functions the /api routes call (no second trip through HTTP) and each read once per page. Pages build
 * their JSON-LD from these same answers (src/shared/json-ld/pages.ts), so structured data costs no read of its own.
 */
export function createPageReads(deps: AppDeps, viewer: ViewerLookup) {
  const { db, config } = deps;
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let pending = memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read();
      memo.set(key, pending);
    }
    return pending;
  };

  const serviceCity = (serviceSlug: string, citySlug: string, query: ServiceCityQuery) =>
    once(`pair:${serviceSlug}/${citySlug}?${JSON.stringify(query)}`, () => getServiceCityPage(db, config, serviceSlug, citySlug, query, clockOf(deps)()));
  const business = (id: number) =>
    once(`business:${id}`, () => getBusinessDetail(db, id, viewer)) as Promise<BusinessDetailResponse>;
  const reviews = (id: number, query: ReviewListQuery) =>
    once(`reviews:${id}?${JSON.stringify(query)}`, () => listBusinessReviews(db, id, query, viewer)) as Promise<ReviewPage>;
  const pairParams = (match: RegExpExecArray) =>
    parse(serviceCityParamsSchema, { serviceSlug: decodeURIComponent(match[1]!), citySlug: decodeURIComponent(match[2]!) }, 'address');
  const id = (match: RegExpExecArray) => parse(idParamsSchema, { id: decodeURIComponent(match[1]!) }, 'address').id;

  const readers: [RegExp, Reader][] = [
    [/^\/api\/cities$/, () => listCities(db)],
    [/^\/api\/services$/, () => listServices(db)],
    [/^\/api\/stats$/, () => getStats(db)],
    [
      /^\/api\/service\/([^/]+)\/([^/]+)$/,
      (match, search) => {
        const { serviceSlug, citySlug } = pairParams(match);
        return serviceCity(serviceSlug, citySlug, parse(serviceCityQuerySchema, Object.fromEntries(search), 'query'));
      },
    ],
    [
      /^\/api\/business\/([^/]+)$/,
      async (match) => {
        // A merged listing's page answers 301 to the listing kept (issue 26).
        const { detail, keptId } = await detailUnlessMerged(db, id(match), () => business(id(match)));
        if (keptId !== undefined) throw new MovedPermanently(`/business/${keptId}`);
        return detail.moderation ? new PrivateAnswer(detail) : detail;
      },
    ],
    [/^\/api\/search$/, (_match, search) => searchListings(db, parse(searchQuerySchema, Object.fromEntries(search), 'query'), clockOf(deps)())],
    [/^\/api\/pages\/([^/]+)$/, (match) => getLegalPage(config, parse(legalPageParamsSchema, { slug: decodeURIComponent(match[1]!) }, 'address').slug)],
    [/^\/api\/businesses\/find$/, async (_match, search) => ({ results: await findBusinesses(db, parse(findBusinessQuerySchema, Object.fromEntries(search), 'query')) })],
    // The call answers the list alone (its paging is in headers, which pages do not need: the business's reviewCount is the total).
    [/^\/api\/businesses\/([^/]+)\/reviews$/, async (match, search) => (await reviews(id(match), parse(reviewListQuerySchema, Object.fromEntries(search), 'query'))).reviews],
  ];

  return async function read(path: string): Promise<PageRead> {
    const url = new URL(path, 'http://localhost');
    for (const [pattern, reader] of readers) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      try {
        const data = await reader(match, url.searchParams);
        return data instanceof PrivateAnswer ? { status: 200, data: data.data, isPrivate: true } : { status: 200, data, isPrivate: false };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const errorBody = JSON.stringify({ message: error.message, fields: error.fields });
        return { status: error.statusCode, errorBody, statusText: STATUS_CODES[error.statusCode], isPrivate: false };
      }
    }
    throw new Error(`No page read for ${path}`);
  };
}
