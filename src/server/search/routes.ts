import { errorBodySchema } from '#shared/errors.js';
import { searchQuerySchema, searchResponseSchema, suggestQuerySchema, suggestResponseSchema } from '#shared/search.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { clockOf, setListCachePolicy } from '../hours/clock.js';
import { searchListings } from './search-service.js';
import { suggest } from './suggest-service.js';

const publicAccess = { access: 'public' } as const;
/**
 * Per client address (issue 24): a person typing sends a suggestion read per key press after a pause, and a search
 * per Enter; these ceilings are several times that, and stop a script from holding the database.
 */
export const SEARCH_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
export const SUGGEST_RATE_LIMIT = { max: 240, timeWindow: 60_000 };

/** Public reads: the same answer for everyone, kept by the public-answer cache (public-cache-targets.ts). */
export function registerSearchRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const clock = clockOf(deps);
  app.get(
    '/api/search',
    {
      config: { ...publicAccess, rateLimit: SEARCH_RATE_LIMIT },
      schema: {
        summary: 'Search public listings by free text (typos tolerated), or learn which service-in-city page the text names',
        tags: ['Search'],
        querystring: searchQuerySchema,
        response: {
          200: searchResponseSchema.describe('One page of matching businesses, or `redirect` to a service-in-city page'),
          400: errorBodySchema.describe('Text too long, a bad filter value, or a page past the last one'),
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const answer = await searchListings(db, request.query, now);
      setListCachePolicy(reply, Boolean(request.query.open), now);
      return answer;
    },
  );

  app.get(
    '/api/suggest',
    {
      config: { ...publicAccess, rateLimit: SUGGEST_RATE_LIMIT },
      schema: {
        summary: 'Suggestions for the search box: services, cities and businesses for the text typed so far',
        tags: ['Search'],
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: errorBodySchema.describe('Text missing, too short or too long') },
      },
    },
    async (request, reply) => {
      const suggestions = await suggest(db, request.query.q);
      setCachePolicy(reply, 'publicRead');
      return { suggestions };
    },
  );
}
