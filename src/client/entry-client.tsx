import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { Document } from './document.js';
import { loadPage } from './lib/lazy-page.js';
import { aroundNavigation, startNavigationTracking } from './lib/navigation.js';
import { createQueryClient } from './lib/query-client.js';
import { routeParser, useAddressQuery } from './lib/routing.js';
import { reviveQueryErrors, SSR_STATE_ID, type SsrState } from './lib/ssr-state.js';
import { matchPageRoute } from './routes.js';
import './styles.css';

async function start() {
  const stateJson = document.getElementById(SSR_STATE_ID)?.textContent ?? '';
  const state = JSON.parse(stateJson) as SsrState;
  const queryClient = createQueryClient();
  hydrate(queryClient, reviveQueryErrors(state.queries));
  // The server rendered this screen with its module loaded; load it too so hydration renders the same tree.
  await loadPage(matchPageRoute(window.location.pathname).route);
  startNavigationTracking();
  hydrateRoot(
    document,
    <Router parser={routeParser} searchHook={useAddressQuery} aroundNav={aroundNavigation}>
      <Document queryClient={queryClient} state={state} stateJson={stateJson} />
    </Router>,
  );
}

void start();
