import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { RouteJsonLd } from './components/json-ld.js';
import { SiteLayout } from './components/layout/site-layout.js';
import { PageLoading } from './components/page-states.js';
import { ToasterSlot } from './components/ui/toaster-slot.js';
import { usePageComponent } from './lib/lazy-page.js';
import { markPageHydrated } from './lib/use-hydrated.js';
import { SiteContext } from './lib/site.js';
import { SSR_STATE_ID, type SsrState } from './lib/ssr-state.js';
import { afterNavigation } from './lib/navigation.js';
import { pageRoutes, type PageRoute } from './routes.js';

function PageElement({ route }: { route: PageRoute }) {
  useEffect(markPageHydrated, []);
  // After the page's own effects: scroll and focus as the navigation asked (lib/navigation.ts).
  const address = `${useLocation()[0]}?${useSearch()}`;
  useEffect(afterNavigation, [address]);
  // The component comes from the module registry (one stable function per screen), not created here.
  return createElement(usePageComponent(route));
}

/** The screen the address names: the route table in wouter's `<Switch>`, first match wins (as `matchPageRoute`). */
function CurrentPage() {
  return (
    <Switch>
      {pageRoutes.map((route) => (
        <Route key={route.page} path={route.path}>
          <PageElement route={route} />
        </Route>
      ))}
    </Switch>
  );
}

type DocumentProps = {
  queryClient: QueryClient;
  state: SsrState;
  /** The serialized state, written by the server and read back verbatim by the browser. */
  stateJson: string;
};

/**
 * The whole HTML document, rendered by the server and hydrated by the browser (`hydrateRoot(document, ...)`),
 * so React owns <head>: page titles, meta tags and canonical links are hoisted there. Wrapped in a router by
 * entry-server (wouter's Router at the request's address) and entry-client (the browser's address).
 */
export function Document({ queryClient, state, stateJson }: DocumentProps) {
  return (
    <SiteContext value={state.site}>
      <QueryClientProvider client={queryClient}>
        <html lang="en">
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#0f766e" />
            <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
            {/* A precedence makes React emit the stylesheet ahead of the module preloads: the page cannot paint
                before its CSS arrives, so on a slow connection the CSS must not queue behind twenty scripts. */}
            {state.assets.css.map((href) => (
              <link key={href} rel="stylesheet" href={href} precedence="default" />
            ))}
            <RouteJsonLd />
          </head>
          <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
            <SiteLayout>
              <Suspense fallback={<PageLoading text="Loading..." />}>
                <CurrentPage />
              </Suspense>
            </SiteLayout>
            <ToasterSlot />
            <script type="application/json" id={SSR_STATE_ID} dangerouslySetInnerHTML={{ __html: stateJson }} />
            {state.assets.entry && state.assets.loader ? (
              <script type="module" src={state.assets.loader} data-entry={state.assets.entry} data-preload={state.assets.preload.join(' ')} />
            ) : null}
          </body>
        </html>
      </QueryClientProvider>
    </SiteContext>
  );
}
