import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import {
  businessDetailResponseSchema,
  businessEventSchema,
  findBusinessQuerySchema,
  findBusinessResponseSchema,
  serviceCityParamsSchema,
  serviceCityQuerySchema,
  serviceCityResponseSchema,
} from '#shared/listings.js';
import { apiPaths } from '#shared/api-paths.js';
import { keptQuery } from '#shared/page-query.js';
import { REVIEW_LIST_HEADERS, reviewListQuerySchema, reviewListSchema, reviewResponseSchema } from '#shared/reviews.js';
import type { App, AppDeps } from '../app-types.js';
import { askedViewerOf, viewerOf } from '../auth/viewer.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { REVIEW_KEYS } from '../http/public-cache-targets.js';
import { setPagingHeaders } from '../http/paging-headers.js';
import { withoutBody } from '../http/openapi-answers.js';
import { detailUnlessMerged, unlessMerged } from '../listing-quality/merged.js';
import { clockOf, setListCachePolicy } from '../hours/clock.js';
import { recordBusinessEvent } from './analytics-service.js';
import { findBusinesses } from './find-service.js';
import { getBusinessDetail, getServiceCityPage, getVisibleReview, listBusinessReviews } from './service.js';

const notFoundResponses = {
  400: errorBodySchema.describe('Malformed id, slug or query value'),
  404: errorBodySchema.describe('No such service, city or business'),
};

/** Public reads: the same answer for everyone (a hidden listing's owner and staff aside). */
const publicAccess = { access: 'public' } as const;

export function registerListingRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  const clock = clockOf(deps);
  app.get(
    '/api/service/:serviceSlug/:citySlug',
    {
      config: publicAccess,
      schema: {
        summary: 'A service in a city: one page of filtered, sorted businesses and the page content',
        tags: ['Listings'],
        params: serviceCityParamsSchema,
        querystring: serviceCityQuerySchema,
        response: { 200: serviceCityResponseSchema.describe('One page of businesses and the page content'), ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const { serviceSlug, citySlug } = request.params;
      const now = clock();
      const page = await getServiceCityPage(db, config, serviceSlug, citySlug, request.query, now);
      setListCachePolicy(reply, Boolean(request.query.open), now);
      return page;
    },
  );

  app.get(
    '/api/business/:id',
    {
      config: { ...publicAccess, answers: { 301: withoutBody('Merged into another listing by staff: Location is that listing') } },
      schema: {
        summary: 'A business with its city and services',
        tags: ['Listings'],
        params: idParamsSchema,
        response: { 200: businessDetailResponseSchema.describe('The business, its city and services'), ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const { detail, keptId } = await detailUnlessMerged(db, request.params.id, () => getBusinessDetail(db, request.params.id, () => viewerOf(request)));
      if (keptId !== undefined) return setCachePolicy(reply, 'publicRead').redirect(apiPaths.business(keptId), 301);
      // A hidden listing answers only its owner and staff: never cached where someone else could get it.
      setCachePolicy(reply, detail.moderation ? 'noStore' : 'publicRead');
      return detail;
    },
  );

  // The original contract's shape: the answer is the list; how many there are and where the other pages are
  // travel in headers (decision 0024).
  app.get(
    '/api/businesses/:id/reviews',
    {
      config: {
        ...publicAccess,
        responseHeaders: { 200: REVIEW_LIST_HEADERS },
        answers: { 301: withoutBody("Merged into another listing by staff: Location is that listing's reviews, same query") },
      },
      schema: {
        summary: "One page of a business's visible reviews (a list): newest first, highest or lowest rated first, or most helpful first, all or those with `stars` stars; paging in the Link and X-Total-Count headers",
        tags: ['Listings'],
        params: idParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = askedViewerOf(request);
      const found = await unlessMerged(db, id, () => listBusinessReviews(db, id, request.query, viewer.lookup));
      if (found.keptId !== undefined) {
        // The parameters the answer depends on only: the public cache keeps one 301 for every spelling of the rest.
        const query = keptQuery(new URLSearchParams(request.url.split('?')[1] ?? ''), REVIEW_KEYS);
        return setCachePolicy(reply, 'publicRead').redirect(`${apiPaths.businessReviews(found.keptId)}${query}`, 301);
      }
      const { reviews, total, page, pageSize, sort, stars } = found.value;
      setPagingHeaders(reply, { url: `${config.publicUrl}${apiPaths.businessReviews(id)}`, query: stars ? { sort, stars } : { sort }, page, pageSize, total });
      setCachePolicy(reply, viewer.asked ? 'noStore' : 'publicRead');
      return reviews;
    },
  );

  // Not kept by the public cache (an address it does not know): a permanent link is opened rarely, and one row
  // costs less than keeping its invalidation right.
  app.get(
    '/api/reviews/:id',
    {
      config: publicAccess,
      schema: {
        summary: "One visible review of a public business: what a review's permanent link shows when it is not on the first page",
        tags: ['Listings'],
        params: idParamsSchema,
        response: { 200: reviewResponseSchema, 400: errorBodySchema.describe('Malformed id'), 404: errorBodySchema.describe('No such review, or not public') },
      },
    },
    async (request, reply) => {
      const review = await getVisibleReview(db, request.params.id, askedViewerOf(request).lookup);
      setCachePolicy(reply, 'noStore');
      return { review };
    },
  );

  app.get(
    '/api/businesses/find',
    {
      config: publicAccess,
      schema: {
        summary: 'Find public listings by name (and city), to claim one',
        tags: ['Listings'],
        querystring: findBusinessQuerySchema,
        response: { 200: findBusinessResponseSchema, 400: errorBodySchema.describe('Search text missing, too short or too long') },
      },
    },
    async (request, reply) => {
      const results = await findBusinesses(db, request.query);
      setCachePolicy(reply, 'publicRead');
      return { results };
    },
  );

  app.post(
    '/api/business/:id/events',
    {
      // A beacon any page view sends: generous for people, a ceiling for scripts.
      config: { ...publicAccess, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'Count a profile view or a contact click (once per visitor and minute; bots ignored)',
        tags: ['Analytics'],
        params: idParamsSchema,
        body: businessEventSchema,
        response: { 204: z.null().describe('Counted, or ignored as a repeat or a bot'), ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      await recordBusinessEvent(db, request.params.id, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        userId: viewer?.userId,
      });
      setCachePolicy(reply, 'noStore');
      return reply.status(204).send(null);
    },
  );
}
