import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import {
  customerReviewsResponseSchema,
  ownerReviewsResponseSchema,
  replyPayloadSchema,
  reportPayloadSchema,
  reportResponseSchema,
  REVIEW_MESSAGES,
  reviewDecisionResponseSchema,
  reviewListQuerySchema,
  reviewPayloadSchema,
  reviewResponseSchema,
  reviewUpdateSchema,
} from '#shared/reviews.js';
import type { App, AppDeps } from '../app-types.js';
import { customerReviews, ownerReviewPage } from './list-service.js';
import { REPORT_RATE_LIMIT, REVIEW_WRITE_RATE_LIMIT } from './rate-limits.js';
import { replyToReview } from './reply-service.js';
import { decideReportedReview, reportReview, type ReviewVerdict } from './report-service.js';
import { createReview, deleteReview, updateReview } from './write-service.js';

const tags = ['Reviews'];
const refusals = { 401: errorBodySchema.describe('Not signed in'), 403: errorBodySchema.describe('Not allowed for this account') };
const idRefusals = { 400: errorBodySchema.describe('Malformed id or input'), ...refusals, 404: errorBodySchema.describe('No such review or business') };
const tooMany = { 429: errorBodySchema.describe('Too many in the last hour from this account; Retry-After says when to try again') };

/**
 * Review writes. Each one that changes what the public sees drops the business's cached pages and reads before it
 * answers (its page, its reviews, the lists and counts that rank it by rating).
 */
export function registerReviewRoutes(app: App, deps: AppDeps) {
  const { db, publicCache } = deps;
  const { publicUrl } = deps.config;
  const changed = (businessId: number) => publicCache.invalidateBusiness(db, businessId);

  app.post(
    '/api/businesses/:id/reviews',
    {
      config: { access: 'customer', rateLimit: REVIEW_WRITE_RATE_LIMIT },
      schema: {
        summary: "Review a public business: one review per customer and business (customers only, not the business's owner)",
        tags,
        params: idParamsSchema,
        body: reviewPayloadSchema,
        response: { 201: reviewResponseSchema, ...idRefusals, 409: errorBodySchema.describe(`'${REVIEW_MESSAGES.duplicate}'`), ...tooMany },
      },
    },
    async (request, reply) => {
      const { review, businessId } = await createReview(db, { userId: request.session.user.id, businessId: request.params.id, publicUrl, ...request.body });
      await changed(businessId);
      return reply.status(201).send({ review });
    },
  );

  app.patch(
    '/api/reviews/:id',
    {
      config: { access: 'customer' },
      schema: { summary: 'Change your review: its rating, its text or both (its author only)', tags, params: idParamsSchema, body: reviewUpdateSchema, response: { 200: reviewResponseSchema, ...idRefusals } },
    },
    async (request) => {
      const { review, businessId } = await updateReview(db, { userId: request.session.user.id, reviewId: request.params.id, ...request.body });
      await changed(businessId);
      return { review };
    },
  );

  app.delete(
    '/api/reviews/:id',
    {
      config: { access: 'customer' },
      schema: { summary: 'Delete your review (its author only)', tags, params: idParamsSchema, response: { 204: z.null().describe('Deleted'), ...idRefusals } },
    },
    async (request, reply) => {
      const businessId = await deleteReview(db, { userId: request.session.user.id, reviewId: request.params.id });
      await changed(businessId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/reviews/:id/reply',
    {
      config: { access: 'owner' },
      schema: {
        summary: "Write or rewrite the owner's reply to a review (the verified owner of its business only)",
        tags,
        params: idParamsSchema,
        body: replyPayloadSchema,
        response: { 200: reviewResponseSchema, ...idRefusals },
      },
    },
    async (request) => {
      const { review, businessId } = await replyToReview(db, { ownerId: request.session.user.id, reviewId: request.params.id, text: request.body.text, publicUrl });
      await changed(businessId);
      return { review };
    },
  );

  app.post(
    '/api/reviews/:id/report',
    {
      config: { access: 'signed-in', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        summary: "Report a review to staff (any signed-in account but its author and the business's owner); it stays visible until staff decide",
        tags,
        params: idParamsSchema,
        body: reportPayloadSchema,
        response: { 202: reportResponseSchema.describe('Received'), ...idRefusals, ...tooMany },
      },
    },
    async (request, reply) => {
      await reportReview(db, { userId: request.session.user.id, reviewId: request.params.id, reason: request.body.reason });
      return reply.status(202).send({ message: REVIEW_MESSAGES.reported });
    },
  );

  app.get(
    '/api/customer/reviews',
    {
      config: { access: 'customer' },
      schema: { summary: "The signed-in customer's reviews, newest first, hidden ones marked", tags, response: { 200: customerReviewsResponseSchema, ...refusals } },
    },
    async (request) => ({ reviews: await customerReviews(db, request.session.user.id) }),
  );

  app.get(
    '/api/dashboard/business/:id/reviews',
    {
      config: { access: 'owner-of-business' },
      schema: {
        summary: "The reviews of the owner's business, hidden ones marked, one page in the chosen order (its owner only)",
        tags,
        params: idParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: ownerReviewsResponseSchema, ...idRefusals },
      },
    },
    async (request) => ownerReviewPage(db, request.params.id, request.query),
  );

  const decision = (verdict: ReviewVerdict, summary: string) =>
    app.post(
      `/api/admin/reviews/:id/${verdict}`,
      {
        config: { access: 'staff' },
        schema: { summary, tags: ['Staff'], params: idParamsSchema, response: { 200: reviewDecisionResponseSchema, ...idRefusals, 409: errorBodySchema } },
      },
      async (request) => {
        const result = await decideReportedReview(db, { reviewId: request.params.id, staffId: request.session.user.id, verdict });
        await changed(result.business.id);
        return result;
      },
    );
  decision('hide', "Hide a reported review: it leaves every public list and the business's rating (staff only)");
  decision('keep', 'Keep a reported review as it is and close its reports (staff only)');
}
