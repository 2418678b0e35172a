import { Link } from 'wouter';
import type { Business } from '#shared/listings.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { useNow } from '../hours/use-now.js';
import type { Highlight } from '../map/results-with-map.js';
import { BusinessCard } from './business-card.js';
import { CLEARED_FILTERS, hasFilters, listingHref, type ListingState, type UpdateListing } from './listing-query.js';

/** The providers of the current page as a list or a grid, or the empty state. */
export function ListingResults({
  businesses,
  state,
  update,
  total,
  busy,
  highlight,
  category,
  timeZoneOf,
  renderedAt,
}: {
  businesses: Business[];
  state: ListingState;
  update: UpdateListing;
  total: number;
  busy: boolean;
  /** With the map shown: hovering or focusing a card highlights its pin, and a hovered pin its card. */
  highlight?: Highlight;
  /** The page's service category: the picture a card without photos shows. */
  category?: string;
  /** The time zone of a business's city, which its hours are local to. */
  timeZoneOf: (business: Business) => string | undefined;
  /** When the server read the results (the query's dataUpdatedAt): cards hydrate with the status it rendered. */
  renderedAt: number;
}) {
  // One clock for the page's cards (see useNow): rendered as of renderedAt, then the browser's minute.
  const now = useNow(renderedAt);
  if (businesses.length === 0) {
    const pastTheEnd = total > 0;
    return (
      <EmptyState
        icon="search-x"
        titleAs="h3"
        title="No providers found"
        text="Try adjusting your search terms or filters"
        padding="lg"
        action={
          pastTheEnd ? (
            <Link to={listingHref(state, { page: 1 })} className="focus-ring rounded font-semibold text-teal-700 hover:underline">
              Back to the first page
            </Link>
          ) : hasFilters(state) ? (
            <Button size="sm" onClick={() => update(CLEARED_FILTERS)}>
              Clear all filters
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <ul
      aria-busy={busy}
      aria-label="Providers"
      className={cn('transition-opacity', busy && 'opacity-60', state.view === 'grid' ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4')}
    >
      {businesses.map((business, index) => (
        <li
          key={business.id}
          data-business-id={business.id}
          data-active={highlight?.activeId === business.id || undefined}
          onMouseEnter={highlight && (() => highlight.onActivate(business.id, true))}
          onMouseLeave={highlight && (() => highlight.onActivate(business.id, false))}
          onFocus={highlight && (() => highlight.onActivate(business.id, true))}
          onBlur={highlight && (() => highlight.onActivate(business.id, false))}
          className="rounded-2xl data-active:ring-2 data-active:ring-amber-600 data-active:ring-offset-2"
        >
          {/* Only the first row (two cards in the grid, one in the list) loads its picture at once. */}
          <BusinessCard
            business={business}
            view={state.view}
            number={highlight?.numbered ? index + 1 : undefined}
            category={category}
            eager={index < (state.view === 'grid' ? 2 : 1)}
            hours={{ timeZone: timeZoneOf(business), now }}
          />
        </li>
      ))}
    </ul>
  );
}
