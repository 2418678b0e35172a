import { useQuery } from '@tanstack/react-query';

/** Reads one `/api` path with the app's query rules; the path is the query key (see api-paths.ts). */
export function useApiQuery<T>(path: string | undefined) {
  return useQuery<T>({ queryKey: [path], enabled: path !== undefined });
}
