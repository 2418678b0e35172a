import fastifyStatic from '@fastify/static';
import { MovedPermanently } from '../listing-quality/merged.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ICON_SPRITE_PATH,
  ICON_SPRITE_SVG,
  isPrivatePath,
  matchPageRoute,
  pageStatus,
  renderDocument,
  type PageAssets,
} from '../../client/entry-server.js';
import type { App, AppDeps } from '../app-types.js';
import { databaseUnavailableCause } from '../db/connect.js';
import { clientDistDir } from '../paths.js';
import { createAssetResolver } from './assets.js';
import { CACHE_POLICY, isPublicCacheControl, pagePolicy, setCachePolicy } from '../http/cache-policy.js';
import { FAVICON_SVG } from './favicon.js';
import { PAGE_LOADER_PATH, PAGE_LOADER_SOURCE } from './page-loader.js';
import { createPageReads } from './page-reads.js';
import { asksOpenNow, clockOf, untilNextMinute } from '../hours/clock.js';
import { prefetchReads } from './prefetch.js';
import { viewerOf } from '../auth/viewer.js';
import { isDemoData } from '../catalog/service.js';

type Renderer = { assetsFor: (page: string) => PageAssets };
const renderers = new WeakMap<object, Renderer>();

function rendererFor(app: App): Renderer {
  let renderer = renderers.get(app);
  if (!renderer) {
    // The built server reads the manifest once; run from source (npm run dev), it follows the rebuilding bundle.
    renderer = { assetsFor: createAssetResolver(clientDistDir, { reload: import.meta.env?.PROD !== true }) };
    renderers.set(app, renderer);
  }
  return renderer;
}

/** Paths the page renderer never owns: the JSON API and build files answer their own 404s. */
export function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !(pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/'));
}

const UNAVAILABLE_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Back in a moment</title></head><body><h1>Back in a moment</h1><p>We cannot reach our database right now. This page tries again by itself.</p></body></html>`;
const ERROR_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><h1>Something went wrong</h1><p>Please try again in a moment.</p></body></html>`;

/**
 * Server-side rendering of one page request: match the route, prefetch its reads through the service functions the
 * /api routes call (page-reads.ts), render the whole document and answer with the route's status (404 for unknown
 * paths and missing data) and caching.
 */
export async function renderPageReply(
  app: App,
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { notFound?: boolean } = {},
) {
  const url = new URL(request.url, 'http://localhost');
  const match = matchPageRoute(url.pathname);
  const isPrivate = Boolean(match.route.private) || isPrivatePath(url.pathname);
  const paths = [...(match.route.queries?.(match.params, url.searchParams) ?? [])];
  // A relative answer (`?page=2`, `?` for none) keeps this path.
  const locationOf = (target: string) => (target.startsWith('?') ? `${url.pathname}${target === '?' ? '' : target}` : target);

  const canonical = options.notFound ? null : match.route.canonical?.(match.params, url.searchParams);
  if (canonical) return setCachePolicy(reply, 'publicRead').redirect(locationOf(canonical), 301);

  try {
    const reads = createPageReads(deps, () => viewerOf(request));
    const { queryClient, results, isPrivate: answeredPrivately } = await prefetchReads(reads, paths);
    const redirect = await match.route.redirect?.({
      params: match.params,
      search: url.searchParams,
      result: (p) => results.get(p),
      read: async (p) => {
        const answer = await reads(p);
        return answer.status === 200 ? { status: 200, data: answer.data } : { status: answer.status };
      },
    });
    if (redirect && !options.notFound) return setCachePolicy(reply, 'publicRead').redirect(locationOf(redirect), 302);
    const status = options.notFound ? 404 : pageStatus(match, (p) => results.get(p), url.searchParams);
    const assets = rendererFor(app).assetsFor(match.route.page);
    const html = await renderDocument({
      url: `${url.pathname}${url.search}`,
      queryClient,
      site: {
        publicUrl: deps.config.publicUrl,
        mapTiles: { url: deps.config.MAP_TILE_URL, attribution: deps.config.MAP_TILE_ATTRIBUTION },
        demoData: await isDemoData(deps.db),
        brand: deps.config.brand,
        signInName: deps.config.signIn.name,
        mediaPublicUrl: deps.config.mediaPublicUrl,
      },
      assets,
    });
    const policy = pagePolicy({ isPrivate: isPrivate || answeredPrivately, status });
    setCachePolicy(reply.status(status).header('Content-Type', 'text/html; charset=utf-8'), policy);
    // A page listing who is open now is true for this minute only (hours/clock.ts).
    if (policy === 'publicPage' && asksOpenNow(url.searchParams)) reply.header('Cache-Control', untilNextMinute(clockOf(deps)()));
    return reply.send(html);
  } catch (error) {
    if (error instanceof MovedPermanently) return setCachePolicy(reply, 'publicRead').redirect(error.location, 301);
    if (databaseUnavailableCause(error)) {
      request.log.warn('page not rendered: the database is unavailable');
      return setCachePolicy(reply.status(503).header('Retry-After', '5').header('Content-Type', 'text/html; charset=utf-8'), 'noStore').send(UNAVAILABLE_PAGE);
    }
    request.log.error({ err: error }, 'page render failed');
    return setCachePolicy(reply.status(500).header('Content-Type', 'text/html; charset=utf-8'), 'noStore').send(ERROR_PAGE);
  }
}

/** Public pages carry no session: drop any cookie a hook may have set, so a CDN can cache the answer. */
async function dropCookiesOnPublicPages(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (isPublicCacheControl(reply.getHeader('cache-control'))) reply.removeHeader('set-cookie');
  return payload;
}

/**
 * Pages: every GET path that no other route claims (registered last, as a wildcard, so /api, /auth, /sitemap.xml
 * and the rest win), plus the client build's assets with immutable caching and the favicon.
 */
export async function registerPageRoutes(app: App, deps: AppDeps) {
  const assetsDir = path.join(clientDistDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.header('Cache-Control', CACHE_POLICY.immutableAsset);
      },
    });
  }

  app.get(PAGE_LOADER_PATH, { schema: { hide: true } }, async (_request, reply) =>
    setCachePolicy(reply.header('Content-Type', 'text/javascript; charset=utf-8'), 'immutableAsset').send(PAGE_LOADER_SOURCE),
  );

  // The icon sprite (decision 0017), named by its content like the loader.
  app.get(ICON_SPRITE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    setCachePolicy(reply.header('Content-Type', 'image/svg+xml'), 'immutableAsset').send(ICON_SPRITE_SVG),
  );

  app.get('/favicon.svg', { schema: { hide: true } }, async (_request, reply) =>
    setCachePolicy(reply.header('Content-Type', 'image/svg+xml'), 'icon').send(FAVICON_SVG),
  );

  app.get('/*', { schema: { hide: true }, onSend: dropCookiesOnPublicPages }, async (request, reply) => {
    if (!isPagePath(request.url)) return reply.callNotFound();
    return renderPageReply(app, deps, request, reply);
  });
}

/** For app.ts's not-found handler: GET/HEAD on a page path renders the 404 page, everything else stays JSON. */
export function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url);
}
