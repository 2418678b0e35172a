import type { Service } from '#shared/catalog.js';
import { CLEARED_FILTERS, DEFAULT_DISTANCE, type ListingState, type UpdateListing } from './listing-query.js';
import { DISTANCE_LABELS, PRICE_LABELS, RATING_LABELS } from './filter-sidebar.js';

type Chip = { key: string; label: string; remove: Partial<ListingState> };

function chipsOf(state: ListingState, types: Pick<Service, 'slug' | 'name'>[], withText: boolean): Chip[] {
  const chips: Chip[] = [];
  const q = state.q.trim();
  if (q && withText) chips.push({ key: 'q', label: `“${q}”`, remove: { q: '' } });
  for (const slug of state.types) {
    const name = types.find((t) => t.slug === slug)?.name ?? slug;
    chips.push({ key: `type:${slug}`, label: name, remove: { types: state.types.filter((t) => t !== slug) } });
  }
  if (state.minRating) chips.push({ key: 'minRating', label: RATING_LABELS[state.minRating], remove: { minRating: undefined } });
  if (state.price) chips.push({ key: 'price', label: PRICE_LABELS[state.price], remove: { price: undefined } });
  if (state.distance !== DEFAULT_DISTANCE) chips.push({ key: 'distance', label: DISTANCE_LABELS[state.distance], remove: { distance: DEFAULT_DISTANCE } });
  return chips;
}

/**
 * The applied filters as removable chips above the results, on every screen width; nothing when none apply. The
 * search text is one of them on a service-in-city page (search within results), not on the search page (`withText`
 * false), where it is the search itself.
 */
export function FilterChips({
  state,
  update,
  types,
  withText = true,
}: {
  state: ListingState;
  update: UpdateListing;
  types: Pick<Service, 'slug' | 'name'>[];
  withText?: boolean;
}) {
  const chips = chipsOf(state, types, withText);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600" id="applied-filters">
        Filters:
      </span>
      <ul aria-labelledby="applied-filters" className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => update(chip.remove)}
              aria-label={`Remove filter ${chip.label}`}
              className="focus-ring inline-flex items-center gap-1.5 rounded-full border border-teal-200 bg-teal-50 py-1 pr-2 pl-3 text-sm font-medium text-teal-900 hover:bg-teal-100"
            >
              {chip.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" onClick={() => update(CLEARED_FILTERS)} className="focus-ring rounded text-sm font-semibold text-teal-700 hover:underline">
          Clear all
        </button>
      ) : null}
    </div>
  );
}
