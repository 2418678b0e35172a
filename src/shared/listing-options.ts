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

/** Limits of the service-in-city query, for its zod schema (listings.ts) and the page's address alike. */
export const SERVICE_CITY_LIMITS = { q: 100, typesText: 1000, types: 20, typeLength: 100, page: 100_000 } as const;

type ServiceCityKey = (typeof SERVICE_CITY_QUERY_KEYS)[number];

const within = (value: number, limit: number) => Math.abs(value) <= limit;
const nearInRange = (value: string) => {
  const match = NEAR_PATTERN.exec(value);
  return Boolean(match && within(Number(match[1]), 90) && within(Number(match[2]), 180));
};

/**
 * Whether the API takes a value of the page's address: the rules of serviceCityQuerySchema, written without zod
 * (this module is in the first paint's bundle); a test checks both agree on every value it tries.
 */
const ACCEPTS: Record<ServiceCityKey, (value: string) => boolean> = {
  q: (value) => value.trim().length <= SERVICE_CITY_LIMITS.q,
  types: (value) => {
    const list = [...new Set(value.split(',').map((type) => type.trim()).filter(Boolean))];
    return value.length <= SERVICE_CITY_LIMITS.typesText && list.length <= SERVICE_CITY_LIMITS.types && list.every((type) => type.length <= SERVICE_CITY_LIMITS.typeLength);
  },
  minRating: (value) => MIN_RATINGS.map(String).includes(value),
  price: (value) => (PRICE_BUCKETS as readonly string[]).includes(value),
  distance: (value) => (DISTANCE_CHOICES as readonly string[]).includes(value),
  open: (value) => value === '1',
  sort: (value) => (SORT_OPTIONS as readonly string[]).includes(value),
  page: (value) => /^[1-9]\d{0,5}$/.test(value) && Number(value) <= SERVICE_CITY_LIMITS.page,
  near: nearInRange,
};

/**
 * The API query of a service-in-city page address: its known parameters, in one order, empty ones left out, and
 * values the API would refuse (a hand-edited address) dropped and named in `dropped`, so the page shows the rest
 * with a notice instead of an error.
 */
export function cleanServiceCityQuery(search: URLSearchParams): { forwarded: URLSearchParams; dropped: ServiceCityKey[] } {
  const forwarded = new URLSearchParams();
  const dropped: ServiceCityKey[] = [];
  for (const key of SERVICE_CITY_QUERY_KEYS) {
    const value = search.get(key);
    if (!value) continue;
    if (ACCEPTS[key](value)) forwarded.set(key, value);
    else dropped.push(key);
  }
  return { forwarded, dropped };
}

export const serviceCityApiSearch = (search: URLSearchParams): URLSearchParams => cleanServiceCityQuery(search).forwarded;
