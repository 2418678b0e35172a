import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { Business } from '../../../shared/listings.js';
import { cn } from '../../lib/cn.js';
import { BusinessCard } from './business-card.js';
import { hasFilters, listingHref, type ListingState, type UpdateListing } from './listing-query.js';

/** The providers of the current page as a list or a grid, or the empty state. */
export function ListingResults({ businesses, state, update, total, busy }: { businesses: Business[]; state: ListingState; update: UpdateListing; total: number; busy: boolean }) {
  if (businesses.length === 0) {
    const pastTheEnd = total > 0;
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <SearchX className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">No providers found</h3>
        <p className="text-slate-600">Try adjusting your search terms or filters</p>
        {pastTheEnd ? (
          <Link to={listingHref(state, { page: 1 })} className="font-semibold text-teal-700 hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none">
            Back to the first page
          </Link>
        ) : hasFilters(state) ? (
          <button
            type="button"
            onClick={() => update({ q: '', types: [], minRating: undefined, price: undefined, distance: 'any' })}
            className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            Clear all filters
          </button>
        ) : null}
      </div>
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
