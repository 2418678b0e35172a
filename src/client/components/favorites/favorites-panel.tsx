import { Link } from 'wouter';
import type { FavoriteList } from '#shared/favorites.js';
import { QueryFallback } from '../page-states.js';
import { buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';
import { FavoriteButton } from './favorite-button.js';
import type { UseQueryResult } from '@tanstack/react-query';
import { Icon } from '../ui/icon.js';

/** The customer dashboard's Favorites tab: each saved business with a link to its page and its heart to remove it. */
export function FavoritesPanel({ query }: { query: UseQueryResult<FavoriteList> }) {
  if (!query.isSuccess) return <QueryFallback query={query} loadingText="Loading your favorites..." failureText="Your favorites could not be loaded. Please try again." />;
  const { favorites } = query.data;
  if (favorites.length === 0) {
    return (
      <EmptyState
        icon="heart"
        title="No favorites yet"
        text="Tap the heart on a provider to keep it here."
        action={
          <Link to="/services" className={buttonClass()}>
            Browse Services
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Favorite businesses">
      {favorites.map((favorite) => (
        <Card as="li" key={favorite.id} className="flex flex-col gap-2">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={`/business/${favorite.id}`} className="focus-ring rounded hover:text-teal-700 hover:underline">
                {favorite.name}
              </Link>
            </h3>
            <FavoriteButton businessId={favorite.id} businessName={favorite.name} className="-my-1" />
          </div>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Icon name="map-pin" className="size-4 shrink-0"/>
            {favorite.city.name}, {favorite.city.state}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Icon name="star" className="size-4 fill-amber-400 text-amber-400"/>
            {favorite.reviewCount > 0 ? `${favorite.rating} (${favorite.reviewCount} ${favorite.reviewCount === 1 ? 'review' : 'reviews'})` : 'No reviews yet'}
          </p>
          {favorite.services.length ? <p className="text-sm text-slate-600">{favorite.services.slice(0, 3).join(' · ')}</p> : null}
        </Card>
      ))}
    </ul>
  );
}
