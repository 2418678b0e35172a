import { useSyncExternalStore } from 'react';

// React hydrates the header first and the page's Suspense boundary in a later pass; the page is live only when
// both are. The page's element marks it (markPageHydrated) once it has hydrated.
let pageHydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the page's element after its first commit in the browser; later calls change nothing. */
export function markPageHydrated() {
  if (pageHydrated) return;
  pageHydrated = true;
  for (const listener of listeners) listener();
}

export function isPageHydrated(): boolean {
  return pageHydrated;
}

/** Resolves once the page has hydrated (at once when it has). */
export function whenPageHydrated(): Promise<void> {
  if (pageHydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

/**
 * False on the server and until the whole page has hydrated, true afterwards. Screens that depend on the session
 * render the server's loading state until then: React hydrates a Suspense boundary after the header, whose session
 * query may have answered in between, and the first client render must match the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isPageHydrated, () => false);
}
