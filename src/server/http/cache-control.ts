import type { FastifyReply } from 'fastify';

/** Public reads are the same for everyone: browsers keep them a minute, a CDN five, and may serve stale while refreshing. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export function cachePublicly(reply: FastifyReply): void {
  reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
}
