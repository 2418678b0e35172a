import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import type { Business } from '#shared/listings.js';
import { cn } from '../../lib/cn.js';
import { DESCRIPTION_LIMIT, truncate } from '../../lib/format.js';
import { FavoriteButton } from '../favorites/favorite-button.js';
import { OpenStatusLine } from '../hours/open-status.js';
import { CardPhoto } from '../photos/card-photo.js';
import { Card } from '../ui/card.js';
import { ListingBadges, ServiceChips } from './badges.js';
import { priceLabel } from './price.js';
import type { ListingView } from './listing-query.js';

/**
 * One provider in the results: the whole card is the link to /business/{id} (the name's link stretches over it),
 * so there is one tab stop per provider, plus its favorite heart.
 */
type Props = {
  business: Business;
  view: ListingView;
  category?: string;
  eager?: boolean;
  /** Today's status is computed at `now` in its city's zone; no status without a zone. */
  hours: { timeZone: string | undefined; now: number };
  /**
   * Its pin's number while the map is beside the list: the card then goes compact (no picture, one column), so it
   * stays readable in the narrower column.
   */
  number?: number;
};

export function BusinessCard({ business, view, category, eager = false, hours, number }: Props) {
  const price = priceLabel(business.priceMin, business.priceMax);
  const compact = number !== undefined;
  const row = view === 'list' && !compact;
  return (
    <Card
      as="article"
      padding="md"
      className={cn(
        'focus-ring-within group relative flex h-full flex-col gap-3 transition hover:border-teal-300 hover:shadow-md',
        row && 'sm:flex-row sm:items-start sm:gap-6',
      )}
    >
      {compact ? null : <CardPhoto cover={business.cover} category={category} eager={eager} list={view === 'list'} />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg leading-snug font-semibold text-slate-900">
            {compact ? (
              <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-teal-700 align-[0.1em] text-xs font-bold text-white">
                {number}
                <span className="sr-only">.</span>
              </span>
            ) : null}
            <Link
              to={`/business/${business.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-teal-700 focus-visible:outline-none"
            >
              {business.name}
            </Link>
          </h3>
          <div className="flex items-center gap-2">
            <ListingBadges isVerified={business.isVerified} isMobile={business.isMobile} />
            {/* Above the card's stretched link, so it takes its own clicks and tab stop. */}
            <FavoriteButton businessId={business.id} businessName={business.name} className="relative z-10 -my-1" />
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          {business.reviewCount > 0 ? (
            <>
              <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
                <Icon name="star" className="size-4 fill-amber-400 text-amber-400" />
                <span className="sr-only">Rated</span>
                {business.rating}
                <span className="sr-only">out of 5</span>
              </span>
              <span>
                ({business.reviewCount} {business.reviewCount === 1 ? 'review' : 'reviews'})
              </span>
            </>
          ) : (
            // Not an empty star and '(0 reviews)', which read as a poor rating.
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800">New · No reviews yet</span>
          )}
        </p>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span>{business.address}</span>
        </p>
        {hours.timeZone ? <OpenStatusLine schedule={business.schedule} timeZone={hours.timeZone} now={hours.now} /> : null}
        {business.description ? <p className="text-sm text-slate-700">{truncate(business.description, DESCRIPTION_LIMIT)}</p> : null}
        <ServiceChips services={business.services} label={`Services of ${business.name}`} />
      </div>
      <div
        className={cn(
          'mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm',
          row && 'sm:mt-0 sm:w-40 sm:flex-col sm:items-end sm:border-t-0 sm:pt-0 sm:text-right',
        )}
      >
        <span className="font-semibold text-slate-900">{price}</span>
        {business.distance !== undefined ? (
          <span className="inline-flex items-center gap-1 text-slate-600">
            <Icon name="navigation" className="size-3.5" />
            {business.distance.toFixed(1)} mi away
          </span>
        ) : null}
      </div>
    </Card>
  );
}
