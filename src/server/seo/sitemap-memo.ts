import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PublicCache } from '../http/public-cache-control.js';

const gzipAsync = promisify(gzip);

/** One sitemap file as served: the XML and its gzip copy, compressed once rather than per request. */
export type SitemapFile = { xml: Buffer; gzip: Buffer };

export async function sitemapFile(xml: string): Promise<SitemapFile> {
  const bytes = Buffer.from(xml);
  return { xml: bytes, gzip: await gzipAsync(bytes) };
}

export type SitemapMemo = {
  /** The value under `key`: the kept one, the one being computed (shared by simultaneous callers), or a new one. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Stops following invalidations (the app is closing). */
  stop(): void;
};

/**
 * The sitemap's plan and files, computed once per data change and kept in memory. The sitemap lists every public
 * business, city and service, so any invalidation of public data drops the whole memo (it is rebuilt on the next
 * request, once). Writes await their invalidation before answering, so a sitemap fetched after a write's 2xx is
 * fresh. A computation started before an invalidation is never kept: it belongs to the map that was dropped.
 */
export function createSitemapMemo(publicCache: Pick<PublicCache, 'onInvalidate'>): SitemapMemo {
  let entries = new Map<string, Promise<unknown>>();
  const stop = publicCache.onInvalidate(() => {
    entries = new Map();
  });
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept) return kept as Promise<T>;
      const map = entries;
      const computing = compute();
      map.set(key, computing);
      // A failure is not kept: the next request tries again.
      computing.catch(() => {
        if (map.get(key) === computing) map.delete(key);
      });
      return computing;
    },
    stop,
  };
}
