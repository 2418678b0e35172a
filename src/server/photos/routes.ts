import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import {
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  photoListResponseSchema,
  photoParamsSchema,
  photoResponseSchema,
  updatePhotoPayloadSchema,
  MAX_PHOTOS,
} from '#shared/photos.js';
import type { App, AppDeps } from '../app-types.js';
import { inUploadTurn, readUploadedFile } from '../media/multipart-upload.js';
import { sharedImageProcessor } from '../media/process-image.js';
import { mediaStoreFor } from '../media/active-store.js';
import { addPhoto, assertRoomForPhoto, listPhotos, removePhoto, updatePhoto, type PhotoDeps } from './photo-service.js';

const tags = ['Photos'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The dashboard's photo calls: the business's owner (or staff) lists, uploads, edits and deletes its photos. Every
 * write drops the business's public cache entries before it answers, so its page and cards show the change at once.
 */
export async function registerPhotoRoutes(app: App, deps: AppDeps) {
  const photoDeps: PhotoDeps = { db: deps.db, store: mediaStoreFor(deps.config), processImage: sharedImageProcessor() };
  const uploadRateLimit = { max: 60, timeWindow: 10 * 60_000, keyGenerator: (request: FastifyRequest) => `user:${request.session.user.id}` };

  app.get(
    '/api/dashboard/business/:id/photos',
    {
      config: { access: 'owner-of-business-or-staff' },
      schema: { summary: "A business's photos in gallery order", tags, params: idParamsSchema, response: { 200: photoListResponseSchema, ...refusals } },
    },
    async (request) => ({ photos: await listPhotos(deps.db, request.params.id), limit: MAX_PHOTOS }),
  );

  // Multipart is parsed only in this scope: no other route takes a multipart body.
  await app.register(async (scope: App) => {
    await scope.register(multipart);
    scope.post(
      '/api/dashboard/business/:id/photos',
      {
        config: { access: 'owner-of-business-or-staff', rateLimit: uploadRateLimit, fileUpload: 'The photo: JPEG, PNG or WebP, up to 10 MB' },
        schema: {
          summary: `Upload a photo (multipart/form-data, one file: JPEG, PNG or WebP up to 10 MB; at most ${MAX_PHOTOS} per business)`,
          description: 'The file is checked by its bytes, auto-rotated, stripped of all metadata and stored as WebP in 320, 640 and 1280 pixels wide (never upscaled).',
          tags,
          params: idParamsSchema,
          consumes: ['multipart/form-data'],
          response: {
            201: photoResponseSchema,
            ...refusals,
            409: errorBodySchema.describe('The gallery is full, or already holds this photo'),
            413: errorBodySchema,
            415: errorBodySchema,
            429: errorBodySchema.describe('Another upload of this account is still going, too many uploads at once, or too many requests'),
          },
        },
      },
      async (request, reply) => {
        const businessId = request.params.id;
        // Before the body is read: a full gallery refuses a 10 MB upload at once.
        await assertRoomForPhoto(deps.db, businessId);
        const result = await inUploadTurn(reply, request.session.user.id, async () => {
          const bytes = await readUploadedFile(request, MAX_PHOTO_BYTES, { noFile: PHOTO_MESSAGES.noFile, tooLarge: PHOTO_MESSAGES.tooLarge });
          return addPhoto(photoDeps, businessId, bytes);
        });
        await deps.publicCache.invalidateBusiness(deps.db, businessId);
        return reply.status(201).send(result);
      },
    );
  });

  app.patch(
    '/api/dashboard/business/:id/photos/:photoId',
    {
      config: { access: 'owner-of-business-or-staff', invalidInputMessage: 'first-issue' },
      schema: {
        summary: "Change a photo's caption, move it to another place, or make it the cover",
        tags,
        params: photoParamsSchema,
        body: updatePhotoPayloadSchema,
        response: { 200: photoResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const result = await updatePhoto(deps.db, request.params.id, request.params.photoId, request.body);
      await deps.publicCache.invalidateBusiness(deps.db, request.params.id);
      return result;
    },
  );

  app.delete(
    '/api/dashboard/business/:id/photos/:photoId',
    {
      config: { access: 'owner-of-business-or-staff' },
      schema: {
        summary: 'Delete a photo (the next one becomes the cover); its bytes are removed by the clean-up once nothing uses them',
        tags,
        params: photoParamsSchema,
        response: { 200: photoListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const photos = await removePhoto(deps.db, request.params.id, request.params.photoId);
      await deps.publicCache.invalidateBusiness(deps.db, request.params.id);
      return { photos, limit: MAX_PHOTOS };
    },
  );
}
