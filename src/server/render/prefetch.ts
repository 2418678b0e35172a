import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../client/lib/api.js';
import { createQueryClient } from '../../client/lib/query-client.js';
import type { PrefetchResult } from '../../client/routes.js';
import type { App } from '../app-types.js';

export type Prefetched = { queryClient: QueryClient; results: Map<string, PrefetchResult> };

/**
 * Runs a page's reads in process through the very /api route handlers the browser calls (ARCHITECTURE.md
 * principle 2), with no cookies: public pages are the same for everyone. Successes and failures both land in the
 * query cache under the path as key, so the server renders what the browser would show for the same answers.
 */
export async function prefetchReads(app: App, paths: string[]): Promise<Prefetched> {
  const queryClient = createQueryClient();
  const results = new Map<string, PrefetchResult>();
  await Promise.all(
    [...new Set(paths)].map(async (path) => {
      const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
      let result: PrefetchResult = { status: response.statusCode };
      if (response.statusCode === 200) {
        try {
          result = { status: 200, data: response.json() };
        } catch {
          result = { status: 502 };
        }
      }
      results.set(path, result);
      await queryClient.prefetchQuery({
        queryKey: [path],
        queryFn: () =>
          result.status === 200
            ? result.data
            : Promise.reject(new ApiError(result.status, result.status === 502 ? '' : response.body, response.statusMessage)),
      });
    }),
  );
  return { queryClient, results };
}
