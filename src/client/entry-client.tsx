import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router/location.js';
import { Document } from './document.js';
import { loadPage } from './lib/lazy-page.js';
import { createQueryClient } from './lib/query-client.js';
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
  hydrateRoot(
    document,
    <BrowserRouter>
      <Document queryClient={queryClient} state={state} stateJson={stateJson} />
    </BrowserRouter>,
  );
}

void start();
