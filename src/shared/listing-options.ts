// Listing filters, sorts and paging of the service-in-city and search pages, applied on the server. Kept apart
// from the zod schemas in listings.ts so the browser can use the choices without loading zod.
/** Shown wherever a listing gave no prices (cards, its page, the dashboard). */
export const NO_PRICE_LABEL = 'Contact for pricing';

export const SORT_OPTIONS = ['best-match', 'highest-rated', 'most-reviews', 'price-low-high', 'distance'] as const;
export const PRICE_BUCKETS = ['30-50', '50-80', '80+'] as const;
export const MIN_RATINGS = [4, 3] as const;
export const DISTANCE_CHOICES = ['5', '10', '25', 'any'] as const;
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** The parameters of the service-in-city page's address that go on to its API read (`pageSize` is the API's own). */
export const SERVICE_CITY_QUERY_KEYS = ['q', 'types', 'minRating', 'price', 'distance', 'open', 'sort', 'page', 'near'] as const;

/**
 * 'Use my location' sends `near=latitude,longitude` rounded to two decimals (about 1 km): enough to sort by distance,
 * and it keeps the public-answer cache from holding one entry per metre (the API refuses finer values).
 */
export const NEAR_DECIMALS = 2;
export const NEAR_PATTERN = /^(-?\d{1,2}(?:\.\d{1,2})?),(-?\d{1,3}(?:\.\d{1,2})?)$/;
export const formatNear = (latitude: number, longitude: number) => `${latitude.toFixed(NEAR_DECIMALS)},${longitude.toFixed(NEAR_DECIMALS)}`;

/** The API query of a service-in-city page address: its known parameters, in one order, empty ones left out. */
export function serviceCityApiSearch(search: URLSearchParams): URLSearchParams {
  const forwarded = new URLSearchParams();
  for (const key of SERVICE_CITY_QUERY_KEYS) {
    const value = search.get(key);
    if (value) forwarded.set(key, value);
  }
  return forwarded;
}
