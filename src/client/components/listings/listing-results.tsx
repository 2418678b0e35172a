import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { Business } from '../../../shared/listings.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { BusinessCard } from './business-card.js';
import { CLEARED_FILTERS, hasFilters, listingHref, type ListingState, type UpdateListing } from './listing-query.js';

/** The providers of the current page as a list or a grid, or the empty state. */
export function ListingResults({ businesses, state, update, total, busy }: { businesses: Business[]; state: ListingState; update: UpdateListing; total: number; busy: boolean }) {
  if (businesses.length === 0) {
    const pastTheEnd = total > 0;
    return (
      <EmptyState
        icon={SearchX}
        titleAs="h3"
        title="No providers found"
        text="Try adjusting your search terms or filters"
        className="py-14"
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
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} view={state.view} />
        </li>
      ))}
    </ul>
  );
}
