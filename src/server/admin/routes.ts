import type { FastifyRequest } from 'fastify';
import {
  adminQueueResponseSchema,
  changeDecisionResponseSchema,
  decisionResponseSchema,
  documentFileSchema,
  documentParamsSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  rejectPayloadSchema,
} from '../../shared/admin.js';
import { errorBodySchema } from '../../shared/errors.js';
import { idParamsSchema } from '../../shared/ids.js';
import type { App, AppDeps } from '../app-types.js';
import { requireStaff } from '../auth/guards.js';
import { CACHE_POLICY } from '../http/cache-policy.js';
import { listOutbox } from '../mail/outbox.js';
import { decideChange } from './change-service.js';
import { decideClaim } from './decision-service.js';
import { getDocument } from './document-service.js';
import { getQueue } from './queue-service.js';

const refusals = { 401: errorBodySchema, 403: errorBodySchema };
const NO_STORE = { 'cache-control': CACHE_POLICY.noStore };

/** Staff moderation API. Every route checks staff-ness on the server, before reading the body. */
export function registerAdminRoutes(app: App, deps: AppDeps) {
  const staffOnly = async (request: FastifyRequest) => {
    await requireStaff(request, deps);
  };
  const tags = ['Staff'];

  app.get(
    '/api/admin/queue',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Pending new listings and pending claims, oldest first, with counts (staff only)',
        tags,
        response: { 200: adminQueueResponseSchema, ...refusals },
      },
    },
    async (_request, reply) => reply.headers(NO_STORE).send(await getQueue(deps.db)),
  );

  app.get(
    '/api/admin/documents/:id',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Download a verification document, as an attachment (staff only)',
        tags,
        params: documentParamsSchema,
        response: { 200: documentFileSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const document = await getDocument(deps.db, request.params.id);
      return reply
        .headers(NO_STORE)
        .header('content-type', document.mimeType)
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        // Even if opened in place, the file runs nothing and loads nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(document.content);
    },
  );

  app.post(
    '/api/admin/claims/:id/approve',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Approve a pending listing (verifies it) or claim (the claimant becomes the owner) (staff only)',
        tags,
        params: idParamsSchema,
        response: { 200: decisionResponseSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await requireStaff(request, deps);
      const result = await decideClaim(deps.db, {
        claimId: request.params.id,
        staffId: session.user.id,
        publicUrl: deps.config.publicUrl,
        decision: 'approved',
      });
      await deps.publicCache.invalidateBusiness(deps.db, result.business.id);
      return reply.headers(NO_STORE).send(result);
    },
  );

  app.post(
    '/api/admin/claims/:id/reject',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Reject a pending listing or claim with a reason; the business is unchanged (staff only)',
        tags,
        params: idParamsSchema,
        body: rejectPayloadSchema,
        response: { 200: decisionResponseSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await requireStaff(request, deps);
      const result = await decideClaim(deps.db, {
        claimId: request.params.id,
        staffId: session.user.id,
        publicUrl: deps.config.publicUrl,
        decision: 'rejected',
        reason: request.body.reason,
      });
      await deps.publicCache.invalidateBusiness(deps.db, result.business.id);
      return reply.headers(NO_STORE).send(result);
    },
  );

  app.post(
    '/api/admin/changes/:id/approve',
    {
      onRequest: staffOnly,
      schema: {
        summary: "Approve a verified listing's pending name, address, phone or website change: it goes live (staff only)",
        tags,
        params: idParamsSchema,
        response: { 200: changeDecisionResponseSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await requireStaff(request, deps);
      const result = await decideChange(deps.db, {
        updateId: request.params.id,
        staffId: session.user.id,
        publicUrl: deps.config.publicUrl,
        decision: 'approved',
      });
      await deps.publicCache.invalidateBusiness(deps.db, result.business.id);
      return reply.headers(NO_STORE).send(result);
    },
  );

  app.post(
    '/api/admin/changes/:id/reject',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Reject a pending listing change with a reason; the live value stays (staff only)',
        tags,
        params: idParamsSchema,
        body: rejectPayloadSchema,
        response: { 200: changeDecisionResponseSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await requireStaff(request, deps);
      const result = await decideChange(deps.db, {
        updateId: request.params.id,
        staffId: session.user.id,
        publicUrl: deps.config.publicUrl,
        decision: 'rejected',
        reason: request.body.reason,
      });
      await deps.publicCache.invalidateBusiness(deps.db, result.business.id);
      return reply.headers(NO_STORE).send(result);
    },
  );

  app.get(
    '/api/admin/outbox',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Queued, sent and failed emails, newest first (staff only)',
        tags,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { counts, messages } = await listOutbox(deps.db, request.query);
      return reply.headers(NO_STORE).send({ smtpConfigured: Boolean(deps.config.SMTP_URL), counts, messages });
    },
  );
}
