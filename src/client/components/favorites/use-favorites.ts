import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { FavoriteList } from '#shared/favorites.js';
import { apiSend } from '../../lib/api.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { useSession } from '../../lib/use-session.js';

const favoritesKey = [apiPaths.customerFavorites];

/**
 * The signed-in customer's favorites, read in the browser only: pages are the same for everyone (and may come from
 * the public cache), so whether a heart is pressed is never part of a page's HTML. One read serves every heart.
 */
export function useFavorites() {
  const session = useSession();
  const isCustomer = session.status === 'signed-in' && session.type === 'customer';
  const query = useQuery<FavoriteList>({ queryKey: favoritesKey, enabled: isCustomer });
  const ids = new Set(query.data?.favorites.map((favorite) => favorite.id) ?? []);
  return { session, isCustomer, query, ids };
}

/** Saves (PUT) or removes (DELETE) a favorite, then reads the list every heart and the dashboard show again. */
export async function setFavorite(
  queryClient: QueryClient,
  businessId: number,
  saved: boolean,
  send: (method: 'PUT' | 'DELETE', path: string) => Promise<unknown> = apiSend,
) {
  await send(saved ? 'PUT' : 'DELETE', apiPaths.customerFavorite(businessId));
  await refreshAfterWrite(queryClient, favoritesKey);
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useCallback((businessId: number, saved: boolean) => setFavorite(queryClient, businessId, saved), [queryClient]);
}
