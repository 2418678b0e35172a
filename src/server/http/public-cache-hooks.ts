import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../app-types.js';
import { readSessionToken } from '../auth/cookies.js';
import { isPublicCacheControl } from './cache-policy.js';
import { matchesEtag, pickEncoding, prepareAnswer, type CachedAnswer, type PublicAnswerCache } from './public-cache.js';
import { cacheTarget, type CacheTarget } from './public-cache-targets.js';
import { clockOf } from '../hours/clock.js';

type Miss = { target: CacheTarget; startedAt: number; settle: (answer: CachedAnswer | null) => void };

const misses = new WeakMap<FastifyRequest, Miss>();
/** Marks this process's own background refreshes, which must compute instead of answering from the cache. */
const REFRESH_HEADER = 'x-public-cache-refresh';
const refreshToken = randomBytes(16).toString('hex');
/** Headers that belong to an answer (a list's paging): kept with it and sent again on every hit. */
const KEPT_HEADERS = ['link', 'x-total-count'] as const;

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, status: 'hit' | 'stale') {
  reply.header('ETag', answer.etag).header('Cache-Control', answer.cacheControl).header('Vary', 'Accept-Encoding').header('X-Cache', status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  const { body, encoding } = pickEncoding(answer, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.status(answer.status).header('Content-Type', answer.contentType).send(body);
}

/**
 * Serves anonymous GETs of public pages and read calls from the public-answer cache (see public-cache.ts), and keeps
 * the answers it computes. Signed-in requests (a session cookie) and private answers are never served or kept;
 * only 200 answers with a `public` Cache-Control are stored, so a hidden listing shown to its owner cannot leak.
 */
export function registerPublicCache(app: App, deps: AppDeps, cache: PublicAnswerCache) {
  const refresh = (url: string) => {
    void app.inject({ method: 'GET', url, headers: { [REFRESH_HEADER]: refreshToken, 'accept-encoding': 'identity' } }).catch(() => {});
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !deps.readiness.ready) return;
    if (readSessionToken(request, deps.config)) return;
    const target = cacheTarget(request.url, clockOf(deps)());
    if (!target) return;
    const refreshing = request.headers[REFRESH_HEADER] === refreshToken;
    // A write acknowledged by another process (another machine) has reached this cache before anything cached is
    // served: one round trip on the listening connection, shared by the requests that arrive meanwhile. Unheard
    // (that connection is down), nothing is served or kept from the cache.
    const heard = await deps.publicCache.caughtUp().then(
      () => true,
      () => false,
    );
    if (!heard) return;
    if (!refreshing) {
      const found = cache.get(target.key);
      if (found) {
        if (found.stale && !cache.inFlight(target.key)) refresh(request.url);
        return send(request, reply, found.answer, found.stale ? 'stale' : 'hit');
      }
      const running = cache.inFlight(target.key);
      if (running) {
        const shared = await running;
        if (shared) return send(request, reply, shared, 'hit');
      }
    }
    let settle!: (answer: CachedAnswer | null) => void;
    cache.track(target.key, target.tags, new Promise((resolve) => (settle = resolve)));
    misses.set(request, { target, startedAt: cache.begin(), settle });
    reply.header('X-Cache', 'miss');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    if (!miss) return payload;
    misses.delete(request);
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (reply.statusCode !== 200 || !isPublicCacheControl(cacheControl) || !body || reply.getHeader('set-cookie')) {
      miss.settle(null);
      return payload;
    }
    const answer = prepareAnswer(200, String(reply.getHeader('content-type') ?? 'application/octet-stream'), cacheControl, body, keptHeaders(reply));
    cache.store(miss.target.key, miss.target.tags, miss.startedAt, answer);
    miss.settle(answer);
    reply.header('ETag', answer.etag).header('Vary', 'Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      reply.status(304);
      return '';
    }
    return payload;
  });

  // A computation that ended in an error or an aborted request must not leave waiters hanging.
  app.addHook('onResponse', async (request) => {
    const miss = misses.get(request);
    if (!miss) return;
    misses.delete(request);
    miss.settle(null);
  });
}
