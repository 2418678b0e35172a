import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchApiSearch } from '#shared/search-options.js';
import type { SearchResponse } from '#shared/search.js';
import { apiPaths } from '#shared/api-paths.js';

/**
 * The search page's read, keyed by the path the server prefetched (routes.tsx builds it from the same URL query).
 * While the next page or filter loads, the previous results stay on screen.
 */
export function useSearchResults(search: URLSearchParams) {
  return useQuery<SearchResponse>({
    queryKey: [apiPaths.search(searchApiSearch(search))],
    placeholderData: (previous, previousQuery) =>
      String(previousQuery?.queryKey[0] ?? '').startsWith(apiPaths.search('')) ? keepPreviousData(previous) : undefined,
  });
}
