import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api.js';
import type { SiteInfo } from './site.js';

/** The id of the JSON script the server writes and the browser reads before hydrating (no inline code: CSP). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * Files the page links: stylesheets, and the scripts the page loader starts after the first paint (the entry
 * module and the module preloads of its screen). Without a client build (API tests) there is no entry.
 */
export type PageAssets = { css: string[]; preload: string[]; entry?: string; loader?: string };

export type SsrState = { site: SiteInfo; assets: PageAssets; queries: DehydratedState };

/** Failed reads travel as plain JSON; turn them back into ApiError so pages see what a browser fetch throws. */
export function reviveQueryErrors(queries: DehydratedState): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.error ? { ...query, state: { ...query.state, error: ApiError.revive(query.state.error) as Error } } : query,
    ),
  };
}
