import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * After a write's 2xx, the reads it changed are read again: those of the given `/api` paths (query keys are the paths,
 * query-client.ts), or those `filters` pick. A read still in flight may have been answered before the write, and
 * invalidating a query whose first read is in flight (no data yet) reuses that read instead of starting another (a
 * heart pressed just after the page loaded stayed unpressed). So reads in flight are cancelled first; the active
 * queries then read again, after the write.
 */
export async function refreshAfterWrite(queryClient: QueryClient, reads: readonly string[] | InvalidateQueryFilters): Promise<void> {
  const filters: InvalidateQueryFilters = isPathList(reads) ? { predicate: ({ queryKey }) => reads.includes(String(queryKey[0])) } : reads;
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

function isPathList(reads: readonly string[] | InvalidateQueryFilters): reads is readonly string[] {
  return Array.isArray(reads);
}
