import type { FastifyReply } from 'fastify';

/**
 * Every Cache-Control this server sends, by purpose. Public answers are the same for everyone and carry no
 * session, so browsers and a CDN may keep them; anything else is never stored anywhere.
 */
export const CACHE_POLICY = {
  /** Public reads: browsers keep them a minute, a CDN five, and may serve them stale while refreshing. */
  publicRead: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  /** Public pages: browsers ask again each time (the header's signed-in state changes), a CDN keeps them 5 minutes. */
  publicPage: 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
  /**
   * Answers that depend on the session, or on this moment (health, outages, start-up, beacons): `no-store` keeps
   * them out of every cache, the browser's included; `private` says they are one person's even to a cache that
   * would not honour no-store.
   */
  noStore: 'private, no-store',
  /** Hashed build files never change under the same name. */
  immutableAsset: 'public, max-age=31536000, immutable',
  /**
   * A public photo (/media/{hash}-{width}.webp): its bytes never change, but it can be deleted or removed by staff,
   * or its listing leave public view, and must then stop being served. Five minutes, like the pages that show it,
   * with no stale serving; after that a revalidation is a cheap 304 (the ETag is the name). A CDN keeping it longer
   * must purge it (README).
   */
  publicMedia: 'public, max-age=300',
  /** The favicon keeps its name when it changes, so a day rather than forever. */
  icon: 'public, max-age=86400',
} as const;

export type CachePolicy = keyof typeof CACHE_POLICY;

export function setCachePolicy(reply: FastifyReply, policy: CachePolicy): FastifyReply {
  return reply.header('Cache-Control', CACHE_POLICY[policy]);
}

/** Whether an answer's Cache-Control lets shared caches keep it (the public-answer cache keeps only those). */
export function isPublicCacheControl(value: unknown): boolean {
  return String(value ?? '').startsWith('public');
}

/** A page's policy: private when it carries a session, and never stored when it failed on our side. */
export function pagePolicy(options: { isPrivate: boolean; status: number }): CachePolicy {
  return options.isPrivate || options.status >= 500 ? 'noStore' : 'publicPage';
}
