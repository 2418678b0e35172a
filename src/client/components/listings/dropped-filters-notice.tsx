import { cleanServiceCityQuery, SERVICE_CITY_LIMITS } from '#shared/listing-options.js';
import { Icon } from '../ui/icon.js';

/** How the notice names each parameter it had to leave out. */
const NAMES = {
  q: `the search text (longer than ${SERVICE_CITY_LIMITS.q} characters)`,
  types: 'the service types',
  minRating: 'the minimum rating',
  price: 'the price range',
  distance: 'the distance',
  open: "'open now'",
  sort: 'the sort order',
  page: 'the page number',
  near: 'your location',
} as const;

/**
 * A hand-edited or over-long address: the values the page could not use were left out (cleanServiceCityQuery) and
 * the rest is shown; this says which, in words, instead of an error page.
 */
export function DroppedFiltersNotice({ params }: { params: URLSearchParams }) {
  const { dropped } = cleanServiceCityQuery(params);
  if (dropped.length === 0) return null;
  const names = dropped.map((key) => NAMES[key]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <span>
        Some of this address could not be used, so it was left out: {list}. The results below are without it.
      </span>
    </p>
  );
}
