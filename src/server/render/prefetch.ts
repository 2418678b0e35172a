import type { QueryClient } from '@tanstack/react-query';
import { ApiError, createQueryClient, type PrefetchResult } from '../../client/entry-server.js';
import type { PageRead } from './page-reads.js';

export type Prefetched = {
  queryClient: QueryClient;
  results: Map<string, PrefetchResult>;
  /** Some answer was meant for this viewer only (a hidden listing shown to its owner or staff). */
  isPrivate: boolean;
};

/**
 * Runs a page's reads (see page-reads.ts) and puts successes and failures alike into the query cache under the
 * /api path as key, so the server renders what the browser would show for the same answers. A private answer
 * makes the whole page private.
 */
export async function prefetchReads(read: (path: string) => Promise<PageRead>, paths: string[]): Promise<Prefetched> {
  const queryClient = createQueryClient();
  const results = new Map<string, PrefetchResult>();
  let isPrivate = false;
  await Promise.all(
    [...new Set(paths)].map(async (path) => {
      const answer = await read(path);
      if (answer.isPrivate) isPrivate = true;
      const result: PrefetchResult = answer.status === 200 ? { status: 200, data: answer.data } : { status: answer.status };
      results.set(path, result);
      await queryClient.prefetchQuery({
        queryKey: [path],
        queryFn: () =>
          answer.status === 200 ? answer.data : Promise.reject(new ApiError(answer.status, answer.errorBody ?? '', answer.statusText)),
      });
    }),
  );
  return { queryClient, results, isPrivate };
}
