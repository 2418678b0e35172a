import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards. The owner screens render for the session and
 * private reads, which the server never has: a page boundary can hydrate after those reads already answered in
 * the browser, so until hydration ends the screens keep rendering exactly what the server sent (their loading
 * state) instead of a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
