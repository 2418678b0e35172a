import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { provideJsonLdBuilders } from './components/json-ld.js';
import { Document } from './document.js';
import { loadPage } from './lib/lazy-page.js';
import { routeParser, useAddressQuery } from './lib/routing.js';
import { safeJsonForScript } from './lib/safe-json.js';
import type { SiteInfo } from './lib/site.js';
import type { PageAssets, SsrState } from './lib/ssr-state.js';
import { buildRouteJsonLd } from './route-json-ld.js';
import { matchPageRoute } from './routes.js';

export { createQueryClient } from './lib/query-client.js';
export { ApiError } from './lib/api.js';
export { isPrivatePath, pageStatus, matchPageRoute, type PrefetchResult, type RouteMatch } from './routes.js';
export type { PageAssets } from './lib/ssr-state.js';
export { ICON_SPRITE_PATH, ICON_SPRITE_SVG } from '#shared/icon-sprite.js';

export type RenderInput = {
  /** Path and query of the request. */
  url: string;
  /** Holds the prefetched reads (successes and failures). */
  queryClient: QueryClient;
  site: SiteInfo;
  assets: PageAssets;
};

const RENDER_TIMEOUT_MS = 10_000;

provideJsonLdBuilders(buildRouteJsonLd);

/**
 * Renders the whole document for a URL. Waits for everything (onAllReady) so the first HTML holds the page's
 * content, not a fallback; the current screen's module is loaded first so nothing suspends on it.
 */
export async function renderDocument(input: RenderInput): Promise<string> {
  const pathname = new URL(input.url, 'http://localhost').pathname;
  await loadPage(matchPageRoute(pathname).route);
  const state: SsrState = {
    site: input.site,
    assets: input.assets,
    queries: dehydrate(input.queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  };
  const stateJson = safeJsonForScript(state);
  const element = (
    <Router ssrPath={input.url} parser={routeParser} searchHook={useAddressQuery}>
      <Document queryClient={input.queryClient} state={state} stateJson={stateJson} />
    </Router>
  );

  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Keep every finished boundary inline. By default React 19.2+ moves large boundaries out of the shell and
      // reveals them with inline scripts, which the CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // Errors inside Suspense boundaries render their fallback; the server still logs them.
        console.error('Server render error:', error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('Server render timed out')), RENDER_TIMEOUT_MS);
  });
}
