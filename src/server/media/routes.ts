import { z } from 'zod';
import { MEDIA_NAME_PATTERN } from '../../shared/media.js';
import type { App, AppDeps } from '../app-types.js';
import { AppError } from '../errors.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { matchesEtag } from '../http/public-cache.js';
import { databaseMediaStore, type MediaStore } from './store.js';

const notFound = () => new AppError('NOT_FOUND', 'Image not found');

/**
 * Processed images by name, `/media/{hash}-{width}.webp`. The name is the content (hash and width), so the answer
 * never changes: browsers and a CDN keep it a year (`immutable`), and the ETag is the name itself, so a
 * revalidation is answered 304 without reading storage. Photos of hidden listings are served too: their hashes
 * never appear on a public page (see photos/public-photos.ts), and the bytes carry no metadata.
 */
export function registerMediaRoutes(app: App, deps: AppDeps, store: MediaStore = databaseMediaStore) {
  app.get(
    '/media/:name',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A stored image: /media/{hash}-{width}.webp (WebP, immutable)',
        tags: ['Media'],
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const match = MEDIA_NAME_PATTERN.exec(request.params.name);
      if (!match) throw notFound();
      const [, hash, width] = match;
      const etag = `"${hash}-${width}"`;
      setCachePolicy(reply, 'immutableAsset');
      reply.header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const bytes = await store.read(deps.db, hash!, Number(width));
      if (!bytes) {
        setCachePolicy(reply, 'noStore');
        reply.removeHeader('ETag');
        throw notFound();
      }
      return reply.type('image/webp').header('Content-Length', bytes.length).send(bytes);
    },
  );
}
