import { useState } from 'react';
import { clsx } from 'clsx';
import { serverMessage } from '../../lib/api.js';
import { signInHrefWithIntent } from '../../lib/sign-in-intent.js';
import { toast } from '../../lib/toast.js';
import { Button } from '../ui/button.js';
import { useFavorites, useSetFavorite } from './use-favorites.js';
import { Icon } from '../ui/icon.js';

/**
 * The heart: a toggle button (`aria-pressed`) that saves a business to the customer's favorites. Signed out, it goes
 * through sign-in and comes back to save (FavoriteIntent finishes the job); a business owner is told favorites
 * belong to customer accounts. `labelled` shows the word beside the heart (the business page); cards show the icon.
 */
export function FavoriteButton({ businessId, businessName, labelled = false, className }: {
  businessId: number;
  businessName: string;
  labelled?: boolean;
  className?: string;
}) {
  const { session, isCustomer, query, ids } = useFavorites();
  const setFavorite = useSetFavorite();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const pressed = optimistic ?? ids.has(businessId);
  const busy = optimistic !== null;

  const toggle = async () => {
    if (session.status === 'signed-out') {
      window.location.assign(signInHrefWithIntent('customer', window.location.pathname + window.location.search, 'favorite', businessId));
      return;
    }
    if (!isCustomer) {
      toast({ title: 'Favorites are for customers', description: 'Sign in with a customer account to save businesses you like.' });
      return;
    }
    const next = !pressed;
    setOptimistic(next);
    try {
      await setFavorite(businessId, next);
    } catch (error) {
      toast({ title: 'Favorites not updated', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setOptimistic(null);
    }
  };

  return (
    <Button
      variant={labelled ? 'secondary' : 'ghost'}
      size={labelled ? 'lg' : 'icon'}
      aria-pressed={pressed}
      aria-label={labelled ? undefined : `Save ${businessName} to favorites`}
      // Disabled until the session (and, signed in, the saved list) is known, so the state shown is never a guess.
      disabled={session.status === 'loading' || (isCustomer && query.isPending) || busy}
      onClick={() => void toggle()}
      className={className}
    >
      <Icon name="heart" className={clsx('size-5', pressed ? 'fill-rose-600 text-rose-600' : 'text-slate-500')}/>
      {labelled ? (pressed ? 'Saved to favorites' : 'Save to favorites') : null}
    </Button>
  );
}
