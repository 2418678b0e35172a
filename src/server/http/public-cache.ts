import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The public-answer cache: anonymous GET answers of public pages and read calls, kept in process memory with
 * pre-compressed copies, bounded in bytes (least recently used go first).
 *
 * Exactness: every entry carries tags (what data it shows: `business:12`, `city:austin`, `stats`, `catalog`).
 * A write that changes public data invalidates its tags before it answers. An answer computed while such a write
 * happened is not stored: each computation notes the invalidation counter when it starts, and `store` refuses it if
 * one of its tags was invalidated since. Simultaneous misses share one computation, and an invalidation detaches
 * that computation so later requests start a fresh one.
 */

export type CachedAnswer = {
  status: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** The answer's own headers that are part of it (a list's `Link` and `X-Total-Count`), replayed on every hit. */
  headers: Record<string, string>;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};

type Entry = { answer: CachedAnswer; tags: string[]; storedAt: number; bytes: number };

/** Everything tagged; seeding invalidates it. */
export const ALL_TAGS = '*';
/** Bodies smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

export type CacheOptions = { maxBytes: number; freshMs: number; staleMs: number; now?: () => number };

export class PublicAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { tags: string[]; promise: Promise<CachedAnswer | null> }>();
  private readonly tagVersions = new Map<string, number>();
  private version = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The stored answer and whether it is past its fresh lifetime (still served, refreshed in the background). */
  get(key: string): { answer: CachedAnswer; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age > this.options.freshMs + this.options.staleMs) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { answer: entry.answer, stale: age > this.options.freshMs };
  }

  /** The version a computation starts from; pass it back to `store`. */
  begin(): number {
    return this.version;
  }

  /** Keeps an answer unless one of its tags was invalidated after `startedAt` (it may hold older data). */
  store(key: string, tags: string[], startedAt: number, answer: CachedAnswer): boolean {
    if (this.invalidatedSince(tags, startedAt)) return false;
    const bytes = answer.identity.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) + key.length;
    if (bytes > this.options.maxBytes / 8) return false;
    this.remove(key);
    this.entries.set(key, { answer, tags, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Joins a computation of `key` already under way, if any. */
  inFlight(key: string): Promise<CachedAnswer | null> | undefined {
    return this.pending.get(key)?.promise;
  }

  track(key: string, tags: string[], promise: Promise<CachedAnswer | null>): void {
    this.pending.set(key, { tags, promise });
    void promise.finally(() => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    });
  }

  /** Drops every entry and computation carrying one of `tags` (`*` drops all). */
  invalidate(tags: string[]): void {
    this.version += 1;
    for (const tag of tags) this.tagVersions.set(tag, this.version);
    const all = tags.includes(ALL_TAGS);
    const hit = (entryTags: string[]) => all || entryTags.some((tag) => tags.includes(tag));
    for (const [key, entry] of this.entries) if (hit(entry.tags)) this.remove(key);
    for (const [key, computation] of this.pending) if (hit(computation.tags)) this.pending.delete(key);
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private invalidatedSince(tags: string[], startedAt: number): boolean {
    if ((this.tagVersions.get(ALL_TAGS) ?? 0) > startedAt) return true;
    return tags.some((tag) => (this.tagVersions.get(tag) ?? 0) > startedAt);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * An answer ready to serve: its validator and compressed copies are made once, at store time. The validator covers
 * the kept headers too: a total that changed under an unchanged page must not be answered 304.
 */
export function prepareAnswer(status: number, contentType: string, cacheControl: string, body: Buffer, headers: Record<string, string> = {}): CachedAnswer {
  const hash = createHash('sha1').update(body);
  for (const [name, value] of Object.entries(headers)) hash.update(`\n${name}: ${value}`);
  const etag = `"${hash.digest('base64url').slice(0, 22)}"`;
  const answer: CachedAnswer = { status, contentType, cacheControl, etag, headers, identity: body };
  if (body.length >= COMPRESS_MIN_BYTES) {
    answer.gzip = gzipSync(body, { level: 6 });
    answer.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return answer;
}

/** Whether an Accept-Encoding header takes `coding` (named or `*`, and not refused with q=0). */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: 'br' | 'gzip'): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The copy to send for an Accept-Encoding header: brotli, then gzip, else the plain bytes. */
export function pickEncoding(answer: CachedAnswer, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (answer.br && acceptsEncoding(acceptEncoding, 'br')) return { body: answer.br, encoding: 'br' };
  if (answer.gzip && acceptsEncoding(acceptEncoding, 'gzip')) return { body: answer.gzip, encoding: 'gzip' };
  return { body: answer.identity };
}

/** Whether an If-None-Match header names this ETag (a list, `*`, or weak forms). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
