// No zod here: the pages that build their canonical address from this load before any schema.
import { SERVICE_CITY_QUERY_KEYS } from './listing-options.js';
import { SEARCH_QUERY_KEYS } from './search-options.js';

/**
 * The query parameters a public page's answer depends on. The public-answer cache keys the page by these alone
 * (server/http/public-cache-targets.ts), and the page builds its canonical address and `og:url` from the same
 * list, so a parameter outside it (a tracking tag, any text at all) reaches neither the key nor the cached copy.
 */
export const SERVICE_CITY_PAGE_KEYS = [...SERVICE_CITY_QUERY_KEYS, 'view'] as const;
export const SEARCH_PAGE_KEYS = [...SEARCH_QUERY_KEYS, 'view'] as const;
export const FIND_BUSINESS_PAGE_KEYS = ['q', 'city'] as const;
/** /services and /cities filter their lists by `?q=` on the server (useSearchText). */
export const DIRECTORY_PAGE_KEYS = ['q'] as const;

/** `?name=value&...` of the named parameters in the given order, empty ones left out; '' when none is left. */
export function keptQuery(search: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
