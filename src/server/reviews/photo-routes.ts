import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '#shared/photos.js';
import {
  photoDecisionResponseSchema,
  photoReportPayloadSchema,
  reportResponseSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewPhotoParamsSchema,
  reviewResponseSchema,
} from '#shared/reviews.js';
import type { App, AppDeps } from '../app-types.js';
import { inUploadTurn, readUploadedFile } from '../media/multipart-upload.js';
import { sharedImageProcessor } from '../media/process-image.js';
import { mediaStoreFor } from '../media/active-store.js';
import { keepReviewPhoto, reportReviewPhoto, staffRemoveReviewPhoto } from './photo-report-service.js';
import { addReviewPhoto, assertRoomForReviewPhoto, removeReviewPhoto, type ReviewPhotoDeps } from './photo-service.js';
import { REPORT_RATE_LIMIT } from './rate-limits.js';

const tags = ['Reviews'];
const refusals = {
  400: errorBodySchema.describe('Malformed id or input'),
  401: errorBodySchema.describe('Not signed in'),
  403: errorBodySchema.describe('Not allowed for this account'),
  404: errorBodySchema.describe('No such review or photo'),
};

/**
 * Review photos: the review's author adds (multipart, the same checks and processing as business photos) and removes
 * them; anyone signed in reports one; staff remove any or keep a reported one. Every write that changes what the
 * public sees drops the business's cached pages and reads before it answers.
 */
export async function registerReviewPhotoRoutes(app: App, deps: AppDeps) {
  const { db, publicCache } = deps;
  const photoDeps: ReviewPhotoDeps = { db, store: mediaStoreFor(deps.config), processImage: sharedImageProcessor() };
  const changed = (businessId: number) => publicCache.invalidateBusiness(db, businessId);
  const uploadRateLimit = { max: 60, timeWindow: 10 * 60_000, keyGenerator: (request: FastifyRequest) => `user:${request.session.user.id}` };

  // Multipart is parsed only in this scope (and the business photos' own): no other route takes a multipart body.
  await app.register(async (scope: App) => {
    await scope.register(multipart);
    scope.post(
      '/api/reviews/:id/photos',
      {
        config: { access: 'customer', rateLimit: uploadRateLimit, fileUpload: 'The photo: JPEG, PNG or WebP, up to 10 MB' },
        schema: {
          summary: `Add a photo to your review (multipart/form-data, one file: JPEG, PNG or WebP up to 10 MB; at most ${REVIEW_LIMITS.maxPhotos} per review; its author only)`,
          description: 'Checked by its bytes, auto-rotated, stripped of all metadata and stored as WebP in 320, 640 and 1280 pixels wide (never upscaled), as business photos are.',
          tags,
          params: idParamsSchema,
          consumes: ['multipart/form-data'],
          response: {
            201: reviewResponseSchema.describe('The review with its photos'),
            ...refusals,
            409: errorBodySchema.describe('The review already has its photos, or this one'),
            413: errorBodySchema,
            415: errorBodySchema,
            429: errorBodySchema.describe('Another upload of this account is still going, too many uploads at once, or too many requests'),
          },
        },
      },
      async (request, reply) => {
        const userId = request.session.user.id;
        // Before the body is read: someone else's review or a full one refuses a 10 MB upload at once.
        await assertRoomForReviewPhoto(db, request.params.id, userId);
        const { review, businessId } = await inUploadTurn(reply, userId, async () => {
          const bytes = await readUploadedFile(request, MAX_PHOTO_BYTES, { noFile: PHOTO_MESSAGES.noFile, tooLarge: PHOTO_MESSAGES.tooLarge });
          return addReviewPhoto(photoDeps, { userId, reviewId: request.params.id, bytes });
        });
        await changed(businessId);
        return reply.status(201).send({ review });
      },
    );
  });

  app.delete(
    '/api/reviews/:id/photos/:photoId',
    {
      config: { access: 'customer' },
      schema: {
        summary: 'Remove a photo from your review (its author only); it leaves every page at once',
        tags,
        params: reviewPhotoParamsSchema,
        response: { 200: reviewResponseSchema.describe('The review with its remaining photos'), ...refusals },
      },
    },
    async (request) => {
      const { review, businessId } = await removeReviewPhoto(db, { userId: request.session.user.id, reviewId: request.params.id, photoId: request.params.photoId });
      await changed(businessId);
      return { review };
    },
  );

  app.post(
    '/api/reviews/:id/photos/:photoId/report',
    {
      config: { access: 'signed-in', invalidInputMessage: 'first-issue', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        summary: "Report a review photo to staff (any signed-in account but the review's author and the business's owner); it stays until staff decide",
        tags,
        params: reviewPhotoParamsSchema,
        body: photoReportPayloadSchema,
        response: { 202: reportResponseSchema.describe('Received'), ...refusals, 429: errorBodySchema.describe('Too many reports in the last hour from this account') },
      },
    },
    async (request, reply) => {
      const { id: reviewId, photoId } = request.params;
      await reportReviewPhoto(db, { userId: request.session.user.id, reviewId, photoId, reason: request.body.reason });
      return reply.status(202).send({ message: REVIEW_MESSAGES.photoReported });
    },
  );

  const staffSchema = (summary: string) => ({
    summary,
    tags: ['Staff'],
    params: idParamsSchema,
    response: { 200: photoDecisionResponseSchema, ...refusals, 409: errorBodySchema.describe(`'${REVIEW_MESSAGES.photoAlreadyDecided}'`) },
  });
  app.post(
    '/api/admin/review-photos/:id/remove',
    { config: { access: 'staff' }, schema: staffSchema('Remove any review photo, reported or not, and close its reports (staff only)') },
    async (request) => {
      const result = await staffRemoveReviewPhoto(db, request.params.id);
      await changed(result.business.id);
      return result;
    },
  );
  app.post(
    '/api/admin/review-photos/:id/keep',
    { config: { access: 'staff' }, schema: staffSchema('Keep a reported review photo and close its reports (staff only)') },
    async (request) => keepReviewPhoto(db, { photoId: request.params.id, staffId: request.session.user.id }),
  );
}
