import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Screens that depend on the session render the
 * server's loading state until then: React hydrates a Suspense boundary after the header, whose session query
 * may have answered in between, and the first client render must match the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
