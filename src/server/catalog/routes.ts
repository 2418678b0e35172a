import { cityListSchema, homeStatsSchema, serviceListSchema } from '#shared/catalog.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { getStats, listCities, listServices } from './service.js';

/** Public reads: the same answer for everyone (a hidden listing's owner and staff aside). */
const publicAccess = { access: 'public' } as const;

export function registerCatalogRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/cities',
    { config: publicAccess, schema: { summary: 'All cities, largest population first', tags: ['Catalog'], response: { 200: cityListSchema.describe('Cities') } } },
    async (_request, reply) => {
      setCachePolicy(reply, 'publicRead');
      return listCities(db);
    },
  );

  app.get(
    '/api/services',
    { config: publicAccess, schema: { summary: 'All services, in catalogue order', tags: ['Catalog'], response: { 200: serviceListSchema.describe('Services') } } },
    async (_request, reply) => {
      setCachePolicy(reply, 'publicRead');
      return listServices(db);
    },
  );

  app.get(
    '/api/stats',
    { config: publicAccess, schema: { summary: 'Counts of cities, services and businesses', tags: ['Catalog'], response: { 200: homeStatsSchema.describe('Counts') } } },
    async (_request, reply) => {
      setCachePolicy(reply, 'publicRead');
      return getStats(db);
    },
  );
}
