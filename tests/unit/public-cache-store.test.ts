import { describe, expect, it } from 'vitest';
import { acceptsEncoding, matchesEtag, pickEncoding, prepareAnswer, PublicAnswerCache } from '../../src/server/http/public-cache.js';

/** The public-answer cache's storage, lifetimes and HTTP matching, as the requests that reach it see them. */

const FRESH_MS = 1000;
const STALE_MS = 2000;

function cacheWithClock(maxBytes = 100_000) {
  // lru-cache reads a start time of 0 as 'no lifetime': the clock starts later.
  const clock = { now: 10_000 };
  const cache = new PublicAnswerCache({ maxBytes, freshMs: FRESH_MS, staleMs: STALE_MS, now: () => clock.now });
  return { cache, clock };
}

/** A JSON answer of about `bytes` bytes, too small to be compressed below 1 KB. */
const answerOf = (text: string, bytes = text.length) => prepareAnswer(200, 'application/json', 'public, max-age=60', Buffer.from(text.padEnd(bytes, ' ')));

const keep = (cache: PublicAnswerCache, key: string, tags: string[], bytes = 100) => cache.store(key, tags, cache.begin(), answerOf(key, bytes));

describe('public-answer cache storage', () => {
  it('stays within its byte budget, dropping the least recently used answers first', () => {
    // Room for eight answers of about 900 bytes.
    const { cache } = cacheWithClock(8_000);
    for (let i = 0; i < 4; i += 1) expect(keep(cache, `/a/${i}`, ['catalog'], 900)).toBe(true);
    // Read the oldest: it is now the most recently used.
    expect(cache.get('/a/0')).toBeDefined();
    for (let i = 4; i < 10; i += 1) expect(keep(cache, `/a/${i}`, ['catalog'], 900)).toBe(true);
    expect(cache.size.bytes).toBeLessThanOrEqual(8_000);
    expect(cache.size.entries).toBe(8);
    expect(cache.get('/a/0')).toBeDefined();
    expect(cache.get('/a/1')).toBeUndefined();
    expect(cache.get('/a/2')).toBeUndefined();
    expect(cache.get('/a/9')).toBeDefined();
  });

  it('refuses an answer larger than an eighth of the budget', () => {
    const { cache } = cacheWithClock(8_000);
    expect(keep(cache, '/huge', ['catalog'], 1_010)).toBe(false);
    expect(cache.get('/huge')).toBeUndefined();
    expect(keep(cache, '/fits', ['catalog'], 900)).toBe(true);
  });

  it('serves an answer fresh, then stale (to be refreshed), then not at all', () => {
    const { cache, clock } = cacheWithClock();
    keep(cache, '/page', ['catalog']);
    expect(cache.get('/page')?.stale).toBe(false);
    clock.now += FRESH_MS - 1;
    expect(cache.get('/page')?.stale).toBe(false);
    clock.now += 2;
    expect(cache.get('/page')?.stale).toBe(true);
    clock.now += STALE_MS;
    expect(cache.get('/page')).toBeUndefined();
  });

  it('an invalidation drops the answers and computations carrying its tags, and only those', async () => {
    const { cache } = cacheWithClock();
    keep(cache, '/business/1', ['catalog', 'business:1']);
    keep(cache, '/business/2', ['catalog', 'business:2']);
    const startedAt = cache.begin();
    cache.track('/business/1?x', ['business:1'], new Promise(() => {}));
    cache.invalidate(['business:1']);
    expect(cache.get('/business/1')).toBeUndefined();
    expect(cache.get('/business/2')).toBeDefined();
    expect(cache.inFlight('/business/1?x')).toBeUndefined();
    // A computation that began before the invalidation may hold the old data: not kept.
    expect(cache.store('/business/1', ['business:1'], startedAt, answerOf('old'))).toBe(false);
    cache.invalidate(['*']);
    expect(cache.size.entries).toBe(0);
  });
});

describe('Accept-Encoding', () => {
  const big = prepareAnswer(200, 'text/html', 'public', Buffer.from('<p>pets</p>'.repeat(200)));
  const coding = (header?: string) => pickEncoding(big, header).encoding ?? 'identity';

  it("follows the client's q-values, and our preference (brotli) only between equals", () => {
    expect(coding('gzip, deflate, br, zstd')).toBe('br');
    expect(coding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(coding('br;q=0.2, gzip;q=0.8, identity;q=0.1')).toBe('gzip');
    expect(coding('GZIP')).toBe('gzip');
  });

  it('never sends a coding the client refused, even when it also accepts anything (*)', () => {
    expect(coding('br;q=0, *')).toBe('gzip');
    expect(coding('br;q=0, gzip;q=0')).toBe('identity');
    expect(coding('identity')).toBe('identity');
    expect(coding(undefined)).toBe('identity');
  });

  it('sends a small answer as it is, and a single kept copy only when preferred to the plain bytes', () => {
    expect(pickEncoding(answerOf('{}'), 'br, gzip').encoding).toBeUndefined();
    expect(acceptsEncoding('gzip', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.1, identity', 'gzip')).toBe(false);
    expect(acceptsEncoding('*, gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('If-None-Match', () => {
  const etag = '"abc123"';

  it('matches the ETag alone, in a list, in its weak form, and *', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match another ETag, a prefix of it, or nothing', () => {
    expect(matchesEtag('"abc"', etag)).toBe(false);
    expect(matchesEtag('"abc123', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});
