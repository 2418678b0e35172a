import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/users.js';
import { apiGet } from './api.js';
import { apiPaths } from './api-paths.js';

/** Spec section 6: the session check is cached 5 minutes and not retried. */
export const SESSION_STALE_TIME = 300_000;

export type Session =
  | { status: 'loading'; user: null; type: null }
  | { status: 'signed-out'; user: null; type: null }
  | { status: 'signed-in'; user: CurrentUser['user']; type: CurrentUser['type'] };

export const sessionQueryKey = [apiPaths.session] as const;

/**
 * The visitor's session, resolved in the browser (public pages are the same for everyone, so the server never
 * renders it): loading, then signed in or signed out. A 401 or any error means signed out.
 */
export function useSession(): Session {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => apiGet<CurrentUser>(apiPaths.session, { nullOn401: true, signal }),
    staleTime: SESSION_STALE_TIME,
    retry: false,
  });
  if (query.isPending) return { status: 'loading', user: null, type: null };
  if (query.isError || !query.data) return { status: 'signed-out', user: null, type: null };
  return { status: 'signed-in', user: query.data.user, type: query.data.type };
}
