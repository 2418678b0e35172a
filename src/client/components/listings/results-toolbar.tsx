import { Icon } from '../ui/icon.js';
import { SORT_OPTIONS } from '#shared/listing-options.js';
import { cn } from '../../lib/cn.js';
import { compactControlClass } from '../ui/input.js';
import type { ListingState, ListingView, SortOption, UpdateListing } from './listing-query.js';

export const SORT_LABELS: Record<SortOption, string> = {
  'best-match': 'Best Match',
  'highest-rated': 'Highest Rated',
  'most-reviews': 'Most Reviews',
  'price-low-high': 'Price: Low to High',
  distance: 'Distance',
};

/** Result count, sort and the list/grid toggle above the results. */
export function ResultsToolbar({ state, update, total }: { state: ListingState; update: UpdateListing; total: number }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700" role="status" aria-live="polite">
        <span className="font-semibold text-slate-900">{total.toLocaleString('en-US')}</span> {total === 1 ? 'provider' : 'providers'} found
      </p>
      <div className="flex items-center gap-3">
        <label htmlFor="listing-sort" className="text-sm font-medium whitespace-nowrap text-slate-700">
          Sort by
        </label>
        <select
          id="listing-sort"
          value={state.sort}
          onChange={(event) => update({ sort: event.target.value as SortOption })}
          className={cn(compactControlClass, 'w-auto min-w-0 flex-1 sm:flex-none')}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
        <div className="flex shrink-0 rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm" role="group" aria-label="Result layout">
          <ViewButton view="list" current={state.view} onSelect={(view) => update({ view, page: state.page })} />
          <ViewButton view="grid" current={state.view} onSelect={(view) => update({ view, page: state.page })} />
        </div>
      </div>
    </div>
  );
}

function ViewButton({ view, current, onSelect }: { view: ListingView; current: ListingView; onSelect: (view: ListingView) => void }) {
  const icon = view === 'list' ? 'list' : 'layout-grid';
  const active = view === current;
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={view === 'list' ? 'List view' : 'Grid view'}
      title={view === 'list' ? 'List view' : 'Grid view'}
      onClick={() => onSelect(view)}
      className={cn(
        'focus-ring inline-flex size-9 items-center justify-center rounded-md transition',
        active ? 'bg-teal-700 text-white' : 'text-slate-600 hover:bg-slate-100',
      )}
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}
