import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/users.js';
import { apiGet } from './api.js';
import { apiPaths } from '#shared/api-paths.js';
import { useHydrated } from './use-hydrated.js';

/** The session check is cached 5 minutes and not retried. */
export const SESSION_STALE_TIME = 300_000;

export type Session =
  | { status: 'loading'; user: null; type: null }
  | { status: 'signed-out'; user: null; type: null }
  | { status: 'signed-in'; user: CurrentUser['user']; type: CurrentUser['type']; isStaff: boolean };

export const sessionQueryKey = [apiPaths.session] as const;

/** Set by the server beside the HttpOnly session cookie (src/server/auth/cookies.ts); it grants nothing. */
const SIGNED_IN_HINT = /(?:^|;\s*)signed_in=1(?:;|$)/;

async function fetchSession(signal: AbortSignal): Promise<CurrentUser | null> {
  // Without the hint there is no session to ask about: skip the request and its 401.
  if (!SIGNED_IN_HINT.test(document.cookie)) return null;
  return apiGet<CurrentUser>(apiPaths.session, { nullOn401: true, signal });
}

const LOADING: Session = { status: 'loading', user: null, type: null };
const SIGNED_OUT: Session = { status: 'signed-out', user: null, type: null };

/**
 * The visitor's session, resolved in the browser (public pages are the same for everyone, so the server never
 * renders it): loading, then signed in or signed out. A 401 or any error means signed out. It stays 'loading'
 * until hydration ends, whenever the answer arrives, so every screen's first client render matches the server's.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: SESSION_STALE_TIME,
    retry: false,
  });
  if (!hydrated || query.isPending) return LOADING;
  if (query.isError || !query.data) return SIGNED_OUT;
  return { status: 'signed-in', user: query.data.user, type: query.data.type, isStaff: query.data.isStaff === true };
}
