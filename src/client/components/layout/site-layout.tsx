import type { MouseEvent, ReactNode } from 'react';
import { lazyWhenVisible } from '../../lib/lazy-when-idle.js';
import { isPageHydrated } from '../../lib/use-hydrated.js';
import { Header } from './header.js';

// Links and text only: rendered by the server, hydrated when the visitor scrolls near it.
const Footer = lazyWhenVisible(() => import('./footer.js'));

/**
 * Until the page has hydrated, a click on a link loads the next page from the server: a client navigation then
 * would re-render the page's boundary before React has hydrated it, against the previous page's HTML.
 */
function loadFromServerUntilHydrated(event: MouseEvent) {
  if (!isPageHydrated() && event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
}

/** Header, the page, footer (scroll and focus after a navigation: lib/navigation.ts). */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col" onClickCapture={loadFromServerUntilHydrated}>
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-teal-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
