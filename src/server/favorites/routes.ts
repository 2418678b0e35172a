import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.js';
import { favoriteListSchema } from '#shared/favorites.js';
import { idSchema } from '#shared/ids.js';
import type { App, AppDeps } from '../app-types.js';
import { addFavorite, listFavorites, removeFavorite } from './service.js';

const config = { access: 'customer' } as const;
const refusals = { 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ businessId: idSchema });

/**
 * A customer's favorites. Private data: every answer is `private, no-store` (the access check sets it), and the
 * public-answer cache never serves or keeps a request that carries a session.
 */
export function registerFavoriteRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/customer/favorites',
    { config, schema: { summary: "The signed-in customer's favorite businesses, newest first", tags: ['Favorites'], response: { 200: favoriteListSchema, ...refusals } } },
    async (request) => ({ favorites: await listFavorites(db, request.session.user.id) }),
  );

  app.put(
    '/api/customer/favorites/:businessId',
    {
      config,
      schema: {
        summary: "Saves a business to the signed-in customer's favorites (idempotent)",
        tags: ['Favorites'],
        params,
        response: {
          204: z.null().describe('Saved (or already saved)'),
          400: errorBodySchema,
          404: errorBodySchema.describe('No such public business'),
          409: errorBodySchema.describe('Too many favorites'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      await addFavorite(db, request.session.user.id, request.params.businessId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/customer/favorites/:businessId',
    {
      config,
      schema: {
        summary: "Removes a business from the signed-in customer's favorites (idempotent)",
        tags: ['Favorites'],
        params,
        response: { 204: z.null().describe('Removed (or was not saved)'), 400: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      await removeFavorite(db, request.session.user.id, request.params.businessId);
      return reply.status(204).send(null);
    },
  );
}
