import { QueryClient } from '@tanstack/react-query';
import { apiGet } from './api.js';

/**
 * The site's query rules: no retries, no refetch on focus, no polling, data never stale. A query's
 * key is the `/api` path it reads, so the default fetcher needs nothing else. `retryOnMount: false` keeps a read
 * that failed on the server (a 404 rendered as 'Service Not Found') failed in the browser instead of re-fetching
 * it during hydration.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => apiGet(String(queryKey[0]), { signal }),
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
