import { useCallback } from 'react';
import { serverMessage } from '../../lib/api.js';
import { useSignInIntent } from '../../lib/sign-in-intent.js';
import { toast } from '../../lib/toast.js';
import { useFavorites, useSetFavorite } from './use-favorites.js';

/**
 * Finishes a favorite interrupted by sign-in (`?intent=favorite:<businessId>`): render it once per page that shows
 * hearts, not in each heart, so the intent is carried out once.
 */
export function FavoriteIntent() {
  const { session, isCustomer } = useFavorites();
  const setFavorite = useSetFavorite();
  const run = useCallback(
    (subject: string | undefined) => {
      const businessId = Number(subject);
      if (!isCustomer || !Number.isInteger(businessId) || businessId < 1) return;
      setFavorite(businessId, true).then(
        () => toast({ title: 'Saved to favorites', description: 'Find it under Favorites on your dashboard.' }),
        (error: unknown) => toast({ title: 'Favorite not saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      );
    },
    [isCustomer, setFavorite],
  );
  useSignInIntent('favorite', session.status !== 'loading', run);
  return null;
}
