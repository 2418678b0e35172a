import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceCityApiSearch } from '#shared/listing-options.js';
import type { ServiceCityResponse } from '#shared/listings.js';
import { apiPaths } from '#shared/api-paths.js';

/**
 * The page's read, keyed by the same path the server prefetched (routes.tsx builds it from the same URL query).
 * While another page of results of the same service and city loads, the previous one stays on screen instead of
 * the whole page flashing back to its loading state.
 */
export function useServiceCity(serviceSlug: string, citySlug: string, search: URLSearchParams) {
  const pair = apiPaths.serviceCity(serviceSlug, citySlug);
  const path = apiPaths.serviceCity(serviceSlug, citySlug, serviceCityApiSearch(search));
  return useQuery<ServiceCityResponse>({
    queryKey: [path],
    placeholderData: (previous, previousQuery) => {
      const previousPath = String(previousQuery?.queryKey[0] ?? '');
      return previousPath === pair || previousPath.startsWith(`${pair}?`) ? keepPreviousData(previous) : undefined;
    },
  });
}
