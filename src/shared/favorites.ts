import { z } from 'zod';

/** One saved business as the customer's Favorites list shows it (public listings only: see favorites/service.ts). */
export const favoriteBusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.string().describe('Average rating, one decimal, as a numeric string'),
  reviewCount: z.number().int(),
  isVerified: z.boolean(),
  city: z.object({ name: z.string(), state: z.string(), slug: z.string() }),
  services: z.array(z.string()).describe('Names of the services the business offers'),
  savedAt: z.string().describe('ISO 8601 timestamp'),
});
export type FavoriteBusiness = z.infer<typeof favoriteBusinessSchema>;

export const favoriteListSchema = z.object({
  favorites: z.array(favoriteBusinessSchema).describe('Newest first; listings that are no longer public are left out'),
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** A customer keeps at most this many favorites (a guard against scripted floods, far above real use). */
export const MAX_FAVORITES = 500;
