import {
  adminQueueResponseSchema,
  type ChangeDecisionResponse,
  type DecisionResponse,
  changeDecisionResponseSchema,
  decisionResponseSchema,
  documentFileSchema,
  documentParamsSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  rejectPayloadSchema,
} from '#shared/admin.js';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import type { App, AppDeps } from '../app-types.js';
import { binaryBody } from '../http/openapi-answers.js';
import { listOutbox } from '../mail/outbox.js';
import { decideChange } from './change-service.js';
import { decideClaim, type Verdict } from './decision-service.js';
import { DOCUMENT_MEDIA_TYPES, documentHeaders, getDocument } from './document-service.js';
import { getQueue } from './queue-service.js';
import { registerImportRoutes } from '../import/routes.js';
import { registerListingQualityRoutes } from '../listing-quality/routes.js';

const refusals = { 401: errorBodySchema, 403: errorBodySchema };
const config = { access: 'staff' } as const;
const tags = ['Staff'];

/** Staff moderation API. Every route is staff only, checked on the server before the body is read (access.ts). */
export async function registerAdminRoutes(app: App, deps: AppDeps) {
  // Importing listings from a CSV file (the staff screen /admin/import).
  await registerImportRoutes(app, deps);
  // Visitors' reports of listings, staff's close, reopen and merge, the owner's answers (issue 26).
  registerListingQualityRoutes(app, deps);
  app.get(
    '/api/admin/queue',
    {
      config,
      schema: {
        summary: 'Pending new listings and pending claims, oldest first, with counts (staff only)',
        tags,
        response: { 200: adminQueueResponseSchema, ...refusals },
      },
    },
    async () => getQueue(deps.db),
  );

  app.get(
    '/api/admin/documents/:id',
    {
      config: { ...config, answers: { 200: binaryBody(DOCUMENT_MEDIA_TYPES, 'The file, in the type its bytes are: a PDF or an image to open in the browser, a Word file as an attachment') } },
      schema: {
        summary: 'Open a verification document: a PDF or an image in the browser, a Word file as a download (staff only)',
        tags,
        params: documentParamsSchema,
        response: { 200: documentFileSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const document = await getDocument(deps.db, request.params.id);
      return reply
        .headers(documentHeaders(document))
        .send(document.content);
    },
  );

  /** Approve and reject: the same two routes for claims (and new listings) and for listing changes. */
  const decisionRoutes = (
    path: string,
    summaries: { approve: string; reject: string },
    response: typeof decisionResponseSchema | typeof changeDecisionResponseSchema,
    // `formerCityId`: the city an approved change moved the listing out of, whose pages change too.
    decide: (id: number, verdict: Verdict) => Promise<(DecisionResponse | ChangeDecisionResponse) & { formerCityId?: number | null }>,
  ) => {
    const decided = async (id: number, verdict: Verdict) => {
      const { formerCityId, ...result } = await decide(id, verdict);
      await deps.publicCache.invalidateBusiness(deps.db, result.business.id, formerCityId);
      return result;
    };
    const responses = { 200: response, 400: errorBodySchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema };
    app.post(
      `${path}/approve`,
      { config, schema: { summary: summaries.approve, tags, params: idParamsSchema, response: responses } },
      async (request) =>
        decided(request.params.id, { staffId: request.session.user.id, publicUrl: deps.config.publicUrl, decision: 'approved' }),
    );
    app.post(
      `${path}/reject`,
      { config, schema: { summary: summaries.reject, tags, params: idParamsSchema, body: rejectPayloadSchema, response: responses } },
      async (request) =>
        decided(request.params.id, {
          staffId: request.session.user.id,
          publicUrl: deps.config.publicUrl,
          decision: 'rejected',
          reason: request.body.reason,
        }),
    );
  };

  decisionRoutes(
    '/api/admin/claims/:id',
    {
      approve: 'Approve a pending listing (verifies it) or claim (the claimant becomes the owner) (staff only)',
      reject: 'Reject a pending listing or claim with a reason; the business is unchanged (staff only)',
    },
    decisionResponseSchema,
    (claimId, verdict) => decideClaim(deps.db, { claimId, ...verdict }),
  );
  decisionRoutes(
    '/api/admin/changes/:id',
    {
      approve:
        "Approve a verified listing's pending name, address, phone, website or city change: it goes live; a waiting address and city change are approved or rejected together (staff only)",
      reject: 'Reject a pending listing change with a reason; the live value stays (staff only)',
    },
    changeDecisionResponseSchema,
    (updateId, verdict) => decideChange(deps.db, { updateId, ...verdict }),
  );

  app.get(
    '/api/admin/outbox',
    {
      config,
      schema: {
        summary: 'Queued, sent and failed emails, newest first (staff only)',
        tags,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request) => {
      const { counts, messages } = await listOutbox(deps.db, request.query);
      return { smtpConfigured: Boolean(deps.config.SMTP_URL), counts, messages };
    },
  );
}
