import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MEDIA_NAME_PATTERN } from '#shared/media.js';
import type { App, AppDeps } from '../app-types.js';
import { AppError } from '../errors.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { binaryBody, errorBody, withoutBody } from '../http/openapi-answers.js';
import { matchesEtag } from '../http/public-cache.js';
import { viewerOf } from '../auth/viewer.js';
import { imageAudience } from './image-audience.js';
import { activeMediaStore } from './active-store.js';
import type { MediaStore } from './store.js';

/** 404, kept by no cache: the same name may be served again (a listing approved again, a reference added). */
function notFound(reply: FastifyReply) {
  setCachePolicy(reply, 'noStore');
  reply.removeHeader('ETag');
  return new AppError('NOT_FOUND', 'Image not found');
}

/**
 * Processed images by name, `/media/{hash}-{width}.webp`. The name is the hash of the processed output (never of the
 * uploaded file), so the bytes under a name never change and the ETag is the name itself. Whether it is served
 * depends on who may see it now (image-audience.ts), checked on every request, revalidations included: a photo of
 * a public page is public for five minutes at a time (`publicMedia`, so a deletion, a staff removal or a listing
 * leaving public view takes effect within that time everywhere, and at once here); a photo only its owner, its
 * review's author or staff may see is sent to them alone, never stored; anything else answers 404.
 */
export function registerMediaRoutes(app: App, deps: AppDeps) {
  const active = activeMediaStore(deps.config);
  const store: MediaStore = active.store;
  // A bucket that is missing or refuses these credentials stops the start-up with a sentence, not the first upload.
  app.addHook('onReady', () => active.check());
  app.addHook('onClose', async () => active.close());
  app.get(
    '/media/:name',
    {
      config: {
        access: 'public',
        answers: {
          200: binaryBody('image/webp', 'The image (its ETag is its name)'),
          304: withoutBody('Not modified: If-None-Match names the image, and the caller may still see it'),
          404: errorBody('No such image, or not one the caller may see'),
        },
      },
      schema: {
        summary: 'A stored image: /media/{hash}-{width}.webp (WebP); photos of listings that are not public only for their owner, author and staff',
        tags: ['Media'],
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const match = MEDIA_NAME_PATTERN.exec(request.params.name);
      if (!match) throw notFound(reply);
      const [, hash, width] = match;
      const audience = await imageAudience(deps.db, hash!);
      if (!audience.isPublic) {
        const viewer = audience.referenced ? await viewerOf(request) : null;
        if (!viewer || !(viewer.isStaff || audience.viewerIds.includes(viewer.userId))) throw notFound(reply);
      }
      const etag = `"${hash}-${width}"`;
      const answer = (status: 200 | 304) => {
        setCachePolicy(reply.status(status), audience.isPublic ? 'publicMedia' : 'noStore').header('ETag', etag);
        // A public photo is shown by pages of another origin too: MEDIA_PUBLIC_URL's CDN relays this answer to them.
        if (audience.isPublic) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        return reply;
      };
      if (matchesEtag(request.headers['if-none-match'], etag)) return answer(304).send();
      // Read before the photo's headers are set: a store that is not answering is a 503 no cache keeps (UnavailableError).
      const bytes = await store.read(deps.db, hash!, Number(width));
      if (!bytes) throw notFound(reply);
      return answer(200).type('image/webp').header('Content-Length', bytes.length).send(bytes);
    },
  );
}
