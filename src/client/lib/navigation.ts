import type { AroundNavHandler } from 'wouter';
import { isPageLoaded, loadPage } from './lazy-page.js';
import { matchPageRoute } from '../routes.js';

/**
 * What happens around a client navigation, on top of wouter: the next screen's chunk loads before the address
 * changes (the current page stays on screen meanwhile, never a 'Loading...' fallback), and each history entry
 * keeps the scroll position the visitor left it at, so Back and Forward land there; a new page starts at the top
 * (or at its #hash) with focus on its heading, as a screen reader expects of a page load.
 */

/** The history entry's own key, kept in `history.state`, under which its scroll position is remembered. */
type EntryState = { entry: string };

const POSITIONS_MAX = 50;

const positions = new Map<string, number>();
let currentEntry = '';
/** What the next rendered location should do with the scroll position and focus; set by the navigation. */
let pending: { kind: 'new-page' | 'same-page'; hash: string } | { kind: 'back-or-forward'; y: number } | null = null;
let latestNavigation = 0;

const newEntryKey = () => Math.random().toString(36).slice(2, 10);
const entryOf = (state: unknown) => (state && typeof state === 'object' && 'entry' in state ? String((state as EntryState).entry) : '');

function remember() {
  if (!currentEntry) return;
  positions.delete(currentEntry);
  positions.set(currentEntry, window.scrollY);
  // Bounded: the oldest entries go first.
  if (positions.size > POSITIONS_MAX) positions.delete(positions.keys().next().value!);
}

/**
 * Takes over scroll restoration from the browser within the app, since the browser's own runs before React has
 * rendered the page the visitor goes back to. Called once, before hydration. Positions live as long as the
 * document: a reload or a return from another site is the browser's to restore.
 */
export function startNavigationTracking() {
  window.history.scrollRestoration = 'manual';
  currentEntry = entryOf(window.history.state) || newEntryKey();
  window.history.replaceState({ ...(window.history.state as object | null), entry: currentEntry } satisfies EntryState, '');
  window.addEventListener('popstate', (event) => {
    remember();
    currentEntry = entryOf(event.state);
    pending = { kind: 'back-or-forward', y: positions.get(currentEntry) ?? 0 };
  });
}

const currentAddress = () => window.location.pathname + window.location.search + window.location.hash;

/** wouter's `aroundNav`: loads the next screen first, gives the new entry its key, and says what to scroll. */
export const aroundNavigation: AroundNavHandler = (navigate, to, options = {}) => {
  const target = new URL(to, window.location.href);
  // A link to the address already shown replaces it rather than adding the same entry twice.
  const replace = options.replace ?? target.pathname + target.search + target.hash === currentAddress();
  const go = () => {
    remember();
    if (!replace) {
      currentEntry = newEntryKey();
      pending = { kind: target.pathname === window.location.pathname ? 'same-page' : 'new-page', hash: target.hash };
    }
    navigate(to, { ...options, replace, state: { ...(options.state as object | null), entry: currentEntry } satisfies EntryState });
  };
  const route = matchPageRoute(target.pathname).route;
  if (isPageLoaded(route)) return go();
  const navigation = ++latestNavigation;
  // A failed chunk load still navigates: the page's boundary then says what failed, as before.
  const whenLoaded = () => {
    if (navigation === latestNavigation) go();
  };
  void loadPage(route).then(whenLoaded, whenLoaded);
};

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return Boolean(target);
}

/** Back or Forward: the position is restored as soon as the page is tall enough again (its data may still arrive). */
function restore(y: number) {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 2) return;
  const stop = () => {
    observer.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown', 'popstate']) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2) stop();
  });
  observer.observe(document.body);
  // The visitor scrolling or going elsewhere meanwhile wins.
  for (const type of ['wheel', 'touchstart', 'keydown', 'popstate']) window.addEventListener(type, stop, { once: true });
}

/** Focus may move to the heading only while nothing else holds it (the clicked link is gone with its page). */
const focusIsFree = () => document.activeElement === null || document.activeElement === document.body;

function focus(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Moves focus to the new page's heading without scrolling, so a screen reader starts reading there. A page whose
 * data is still on its way shows its heading later: focus goes there when it appears, unless the visitor has
 * moved focus or gone elsewhere meanwhile.
 */
function focusHeading(address: string) {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) return focus(heading);
  const main = document.querySelector('main');
  if (!main) return;
  const observer = new MutationObserver(() => {
    const appeared = main.querySelector<HTMLElement>('h1');
    if (!appeared && currentAddress() === address) return;
    observer.disconnect();
    if (appeared && currentAddress() === address && focusIsFree()) focus(appeared);
  });
  observer.observe(main, { childList: true, subtree: true });
}

/**
 * Runs after a rendered location change (the page's effect, after its own): applies what the navigation asked
 * for. Nothing on the first load, nor when the address changed by replacing (typing in a search box).
 */
export function afterNavigation() {
  const step = pending;
  pending = null;
  if (!step) return;
  if (step.kind === 'back-or-forward') return restore(step.y);
  if (step.hash && scrollToHash(step.hash)) return;
  if (step.kind === 'new-page') {
    window.scrollTo(0, 0);
    focusHeading(currentAddress());
  }
}
