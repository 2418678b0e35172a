// Asking the browser for the visitor's position. No React here: the header's search box loads this module on its
// own when a search is made, and a chunk importing React without JSX makes the bundler split React out of
// the chunk every page loads (0.4 KB more on each first load). The hook is in use-locate.ts.
import { formatNear } from '#shared/listing-options.js';
import { readNearMe } from '#shared/near-me.js';

export type LocateFailure = 'denied' | 'failed';

/**
 * The browser was asked in this page session and refused: a prompt shown while the search box's ask was pending
 * learns of the refusal and says so.
 */
let refused = false;
export const refusedThisSession = () => refused;
const listeners = new Set<() => void>();
function setRefused(value: boolean) {
  if (refused === value) return;
  refused = value;
  for (const listener of listeners) listener();
}
/** For React's useSyncExternalStore: told when a refusal is learnt or forgotten. */
export const subscribeToRefusal = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Asks the browser once for the visitor's position, as `near` (rounded to about 1 km, never stored). Call it from a
 * person's gesture (a click, a form submit): browsers ignore or block asks made while a page loads.
 */
export function locateVisitor(onFound: (near: string) => void, onFailed?: (why: LocateFailure) => void): void {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return onFailed?.('failed');
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      setRefused(false);
      onFound(formatNear(coords.latitude, coords.longitude));
    },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) setRefused(true);
      onFailed?.(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
    },
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
  );
}

const here = () => window.location.pathname + window.location.search;

/**
 * After a search box sent the visitor from `from` to the results at `href`: when the text asked for results around
 * them ('vet near me'), asks for the position; the results show meanwhile (with the page's own prompt), and once it
 * comes the same search runs again, nearest first, unless they moved on (a position granted before may come before
 * the navigation to the results has happened).
 */
export function locateAfterSearch(text: string, href: string, from: string, navigate: (to: string, options: { replace: boolean }) => unknown): void {
  if (!readNearMe(text).nearMe) return;
  locateVisitor((near) => {
    const now = here();
    if (now === href || now === from) void navigate(`${href}&${new URLSearchParams({ near, sort: 'distance' })}`, { replace: now === href });
  });
}
