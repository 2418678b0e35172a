import type { ReactNode } from 'react';
import type { Service } from '#shared/catalog.js';
import { DISTANCE_CHOICES, PRICE_BUCKETS } from '#shared/listing-options.js';
import { OpenNowFilter } from '../hours/open-now-filter.js';
import { Button } from '../ui/button.js';
import { CLEARED_FILTERS, hasFilters, type DistanceChoice, type ListingState, type MinRating, type PriceBucket, type UpdateListing } from './listing-query.js';

export const RATING_LABELS: Record<MinRating, string> = { '4': '4+ stars', '3': '3+ stars' };
export const PRICE_LABELS: Record<PriceBucket, string> = { '30-50': '$30 - $50', '50-80': '$50 - $80', '80+': '$80+' };
export const DISTANCE_LABELS: Record<DistanceChoice, string> = {
  '5': 'Within 5 miles',
  '10': 'Within 10 miles',
  '25': 'Within 25 miles',
  any: 'Any distance',
};

type Props = {
  state: ListingState;
  update: UpdateListing;
  /** The service types to offer (slug and name); types in the URL that are not among them are listed too. */
  types: Pick<Service, 'slug' | 'name'>[];
  /** Where distance is measured from ('From the centre of Austin', 'From your location'); without a point to
   * measure from (a search across cities) there is no distance filter. */
  distanceHint?: string;
};

/** The filter sidebar: service types, minimum rating, price bucket (by midpoint) and distance. */
export function FilterSidebar({ state, update, types, distanceHint }: Props) {
  const offered = [...types, ...state.types.filter((slug) => !types.some((t) => t.slug === slug)).map((slug) => ({ slug, name: slug }))];
  const toggleType = (slug: string, checked: boolean) =>
    update({ types: checked ? [...state.types, slug] : state.types.filter((t) => t !== slug) });

  return (
    <div className="space-y-6">
      <OpenNowFilter checked={state.open} onChange={(open) => update({ open })} />
      {offered.length ? (
        <Group legend="Service types">
          {offered.map((type) => (
            <Choice key={type.slug} type="checkbox" name="types" checked={state.types.includes(type.slug)} onChange={(checked) => toggleType(type.slug, checked)}>
              {type.name}
            </Choice>
          ))}
        </Group>
      ) : null}
      <Group legend="Minimum rating">
        <Choice type="radio" name="minRating" checked={!state.minRating} onChange={() => update({ minRating: undefined })}>
          Any rating
        </Choice>
        {(['4', '3'] as const).map((value) => (
          <Choice key={value} type="radio" name="minRating" checked={state.minRating === value} onChange={() => update({ minRating: value })}>
            {RATING_LABELS[value]}
          </Choice>
        ))}
      </Group>
      <Group legend="Price range" hint="By the middle of the provider's price range">
        <Choice type="radio" name="price" checked={!state.price} onChange={() => update({ price: undefined })}>
          Any price
        </Choice>
        {PRICE_BUCKETS.map((value) => (
          <Choice key={value} type="radio" name="price" checked={state.price === value} onChange={() => update({ price: value })}>
            {PRICE_LABELS[value]}
          </Choice>
        ))}
      </Group>
      {distanceHint ? (
        <Group legend="Distance" hint={distanceHint}>
          {DISTANCE_CHOICES.map((value) => (
            <Choice key={value} type="radio" name="distance" checked={state.distance === value} onChange={() => update({ distance: value })}>
              {DISTANCE_LABELS[value]}
            </Choice>
          ))}
        </Group>
      ) : null}
      {hasFilters(state) ? (
        <Button variant="secondary" size="sm" className="w-full" onClick={() => update(CLEARED_FILTERS)}>
          Clear all filters
        </Button>
      ) : null}
    </div>
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="mt-0.5 text-xs text-slate-600">{hint}</p> : null}
      <div className="mt-2 space-y-1">{children}</div>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="focus-ring size-4 shrink-0 accent-teal-700"
      />
      {children}
    </label>
  );
}
