import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/**
 * The public-answer cache: anonymous GET answers of public pages and read calls, kept in process memory with
 * pre-compressed copies. Storage is `lru-cache`, bounded in bytes (least recently used go first) with a lifetime
 * per entry; what is ours is the exactness on top of it (decision 0027).
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

type Entry = { answer: CachedAnswer; tags: string[] };

/** Everything tagged; seeding invalidates it. */
export const ALL_TAGS = '*';
/** Bodies smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

export type CacheOptions = { maxBytes: number; freshMs: number; staleMs: number; now?: () => number };

const entryBytes = (key: string, { answer }: Entry) => answer.identity.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) + key.length;

export class PublicAnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<string, { tags: string[]; promise: Promise<CachedAnswer | null> }>();
  private readonly tagVersions = new Map<string, number>();
  private version = 0;

  constructor(private readonly options: CacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      // One answer may take at most an eighth of the cache, so a few huge pages cannot push out everything else.
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: (entry, key) => entryBytes(key, entry),
      // An entry lives through its fresh and its stale time; `get` tells them apart by the time it has left.
      ttl: options.freshMs + options.staleMs,
      // Read the clock on every call: the default debounce keeps a timer per read and would hide an injected clock.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
  }

  /** The stored answer and whether it is past its fresh lifetime (still served, refreshed in the background). */
  get(key: string): { answer: CachedAnswer; stale: boolean } | undefined {
    const status: LRUCache.Status<string, Entry> = {};
    const entry = this.entries.get(key, { status });
    if (!entry) return undefined;
    return { answer: entry.answer, stale: (status.remainingTTL ?? 0) < this.options.staleMs };
  }

  /** The version a computation starts from; pass it back to `store`. */
  begin(): number {
    return this.version;
  }

  /** Keeps an answer unless one of its tags was invalidated after `startedAt` (it may hold older data). */
  store(key: string, tags: string[], startedAt: number, answer: CachedAnswer): boolean {
    if (this.invalidatedSince(tags, startedAt)) return false;
    const status: LRUCache.Status<string, Entry> = {};
    this.entries.set(key, { answer, tags }, { status });
    return !status.maxEntrySizeExceeded;
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
    if (all) this.entries.clear();
    const dropped = all ? [] : [...this.entries.entries()].filter(([, entry]) => hit(entry.tags)).map(([key]) => key);
    for (const key of dropped) this.entries.delete(key);
    for (const [key, computation] of this.pending) if (hit(computation.tags)) this.pending.delete(key);
  }

  get size() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private invalidatedSince(tags: string[], startedAt: number): boolean {
    if ((this.tagVersions.get(ALL_TAGS) ?? 0) > startedAt) return true;
    return tags.some((tag) => (this.tagVersions.get(tag) ?? 0) > startedAt);
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

/** The codings kept for an answer large enough to compress, in our order of preference when the client weighs them equally. */
const CODINGS = ['br', 'gzip', 'identity'];

/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once (parsing took ~2 us a hit). */
const negotiated = new LRUCache<string, string>({ max: 512 });

/** The coding an Accept-Encoding header prefers among `codings` (RFC 9110: q-values, `*`, an explicit q=0 refusal). */
function preferredCoding(acceptEncoding: string, codings: readonly string[]): string | undefined {
  const key = `${codings.join(',')}\n${acceptEncoding}`;
  let chosen = negotiated.get(key);
  if (chosen === undefined) {
    chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(codings, { preferred: codings }) ?? '';
    negotiated.set(key, chosen);
  }
  return chosen || undefined;
}

/**
 * The copy to send for an Accept-Encoding header: the client's preferred coding by its q-values (brotli, then gzip,
 * on a tie), else the plain bytes (also when it accepts none of them: refusing with a 406 would help nobody).
 */
export function pickEncoding(answer: CachedAnswer, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!answer.br || !answer.gzip || !acceptEncoding) return { body: answer.identity };
  switch (preferredCoding(acceptEncoding, CODINGS)) {
    case 'br':
      return { body: answer.br, encoding: 'br' };
    case 'gzip':
      return { body: answer.gzip, encoding: 'gzip' };
    default:
      return { body: answer.identity };
  }
}

/** Whether an Accept-Encoding header, offered `coding` or the plain bytes, takes `coding` (for a single kept copy). */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: 'br' | 'gzip'): boolean {
  return acceptEncoding !== undefined && preferredCoding(acceptEncoding, [coding, 'identity']) === coding;
}

/** Whether an If-None-Match header names this ETag, so the answer may be 304 Not Modified (weak or strong, a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag });
}
