import { startTransition, useEffect, useOptimistic, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { cleanServiceCityQuery, DISTANCE_CHOICES, NEAR_PATTERN, PRICE_BUCKETS, SORT_OPTIONS } from '#shared/listing-options.js';

export type SortOption = (typeof SORT_OPTIONS)[number];
export type PriceBucket = (typeof PRICE_BUCKETS)[number];
export type DistanceChoice = (typeof DISTANCE_CHOICES)[number];
export type MinRating = '4' | '3';
export type ListingView = 'list' | 'grid';

/**
 * What the service-in-city page shows, kept in the URL query so a filtered page can be shared and the back button
 * restores it. Defaults are left out of the URL, so the plain /{service}/{city} address is the unfiltered page:
 * every provider of the pair at any distance, best match first, as a list, page 1. (A client default
 * distance of 5 miles was never applied to the results; applying it by default would hide most providers of the
 * canonical page, so 'any' is the default and 5, 10 and 25 miles are choices.)
 */
export type ListingState = {
  q: string;
  /** The search page's city slug (the service-in-city page has its city in the path). */
  city?: string;
  /** Service slugs. */
  types: string[];
  minRating?: MinRating;
  price?: PriceBucket;
  distance: DistanceChoice;
  /** Only businesses open now, in the city's local time. */
  open: boolean;
  sort: SortOption;
  page: number;
  view: ListingView;
  /** 'Use my location': `latitude,longitude` (2 decimals); distances are then measured from there. */
  near?: string;
};

export const DEFAULT_SORT: SortOption = 'best-match';
export const DEFAULT_DISTANCE: DistanceChoice = 'any';

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/**
 * Reads the state leniently: a value the page cannot use shows as the default, as the page's read leaves it out
 * (cleanServiceCityQuery; the notice says so).
 */
export function readListingState(params: URLSearchParams): ListingState {
  const page = Number(params.get('page') ?? '1');
  const { dropped } = cleanServiceCityQuery(params);
  return {
    q: dropped.includes('q') ? '' : (params.get('q') ?? ''),
    city: params.get('city') || undefined,
    types: (dropped.includes('types') ? '' : (params.get('types') ?? ''))
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean),
    minRating: oneOf(['4', '3'] as const, params.get('minRating')),
    price: oneOf(PRICE_BUCKETS, params.get('price')),
    distance: oneOf(DISTANCE_CHOICES, params.get('distance')) ?? DEFAULT_DISTANCE,
    open: params.get('open') === '1',
    sort: oneOf(SORT_OPTIONS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'grid' ? 'grid' : 'list',
    near: NEAR_PATTERN.test(params.get('near') ?? '') ? params.get('near')! : undefined,
  };
}

/** The URL query of a state, defaults left out, keys in a fixed order (one address per page). */
export function listingSearch(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.city) params.set('city', state.city);
  if (state.types.length) params.set('types', state.types.join(','));
  if (state.minRating) params.set('minRating', state.minRating);
  if (state.price) params.set('price', state.price);
  if (state.distance !== DEFAULT_DISTANCE) params.set('distance', state.distance);
  if (state.open) params.set('open', '1');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.near) params.set('near', state.near);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view !== 'list') params.set('view', state.view);
  return params;
}

/** The patch behind both 'Clear all filters' buttons (the sidebar's and the empty results'). */
export const CLEARED_FILTERS: Partial<ListingState> = { q: '', types: [], minRating: undefined, price: undefined, distance: DEFAULT_DISTANCE, open: false };

export function hasFilters(state: ListingState): boolean {
  return Boolean(state.q.trim() || state.types.length || state.minRating || state.price || state.distance !== DEFAULT_DISTANCE || state.open);
}

/** `?query` for a link to the same page with some of the state changed (e.g. the pager's page links). */
export function listingHref(state: ListingState, patch: Partial<ListingState>): string {
  const query = listingSearch({ ...state, ...patch }).toString();
  return query ? `?${query}` : '?';
}

export type UpdateListing = (patch: Partial<ListingState>, options?: { replace?: boolean }) => void;

/**
 * The page's state and a setter. Any change other than the page number starts again at page 1; each change is a
 * history entry unless `replace` (used while the visitor types).
 *
 * The router applies a navigation as a transition, and until it commits React keeps controlled inputs at their
 * old value: a radio clicked would flick back off for a moment. So the change is shown at once as an optimistic
 * copy of the query, which React drops when the navigation commits (or Back/Forward overtakes it).
 */
export function useListingState(): { state: ListingState; params: URLSearchParams; update: UpdateListing } {
  const [urlParams, setParams] = useSearchParams();
  const [shown, setShown] = useOptimistic(urlParams.toString());
  const params = new URLSearchParams(shown);
  const state = readListingState(params);
  // A delayed call (the search box's typing pause) must build on the latest state, not the one it was made in.
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });
  const update: UpdateListing = (patch, options = {}) => {
    const next = listingSearch({ ...readListingState(new URLSearchParams(latest.current)), ...patch, page: patch.page ?? 1 }).toString();
    if (next === latest.current) return;
    latest.current = next;
    startTransition(() => {
      setShown(next);
      setParams(new URLSearchParams(next), { replace: options.replace ?? false });
    });
  };
  return { state, params, update };
}

/** The distance filter's hint: distances are measured from the visitor (near me), else from the city's centre. */
export function distanceHint(state: ListingState, cityName: string | undefined): string | undefined {
  if (state.near) return 'From your location';
  return cityName ? `From the centre of ${cityName}` : undefined;
}
