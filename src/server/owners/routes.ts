import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import {
  businessResponseSchema,
  claimPayloadSchema,
  claimResponseSchema,
  createListingPayloadSchema,
  dashboardResponseSchema,
  IDENTITY_FIELDS,
  ownerBusinessListSchema,
  ownerRequestListSchema,
  RESUBMISSION_LIMIT,
  updateBusinessPayloadSchema,
  updateBusinessResponseSchema,
} from '#shared/owners.js';
import type { App, AppDeps } from '../app-types.js';
import { getBusinessDetail } from '../listings/service.js';
import { ownerViewer } from '../auth/viewer.js';
import { submitClaim } from './claim-service.js';
import { getDashboard, listOwnerBusinesses, updateBusiness } from './dashboard-service.js';
import { DOCUMENT_BODY_LIMIT } from './documents.js';
import { createListing } from './listing-service.js';
import { pendingChangesOf } from './pending-changes.js';
import { listOwnerRequests, resubmitListing } from './request-service.js';
import { createUploadGate, sharedUploadTurns, uploadGateHook, uploadTurnHook } from './upload-gate.js';

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const documentRefusals = {
  ...refusals,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema.describe("The account's daily documents are used up, too many requests, or too many uploads at once"),
};

/**
 * Owner screens' API: list a business, claim one, and the dashboard. Every route is for business owners only, checked
 * before the body is read or validated (access.ts): a visitor gets 401, never a validation message.
 */
export function registerOwnerRoutes(app: App, deps: AppDeps) {
  // Each document upload may be 10MB: a ceiling on requests per account, keyed by the user rather than the session
  // so that signing in again does not reset it (the access check runs first, so only owners are counted). The
  // documents themselves are counted per account and day by the services (enforceDocumentQuota).
  const uploadRateLimit = {
    max: 30,
    timeWindow: 10 * 60_000,
    keyGenerator: (request: FastifyRequest) => `user:${request.session.user.id}`,
  };
  // Each account's uploads one at a time (taken before the body is read), then one gate per process for both
  // document routes: at most UPLOAD_SLOTS bodies decoded and stored at once, taken only once a body has arrived.
  const uploadTurn = uploadTurnHook(sharedUploadTurns());
  const uploadGate = uploadGateHook(createUploadGate());

  app.post(
    '/api/business/create',
    {
      preParsing: uploadTurn,
      preHandler: uploadGate,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      config: { access: 'owner', invalidInputMessage: 'first-issue', rateLimit: uploadRateLimit },
      schema: {
        summary: 'List a new business, owned by the signed-in owner and pending verification',
        tags: ['Owners'],
        body: createListingPayloadSchema,
        response: { 201: businessResponseSchema, ...documentRefusals },
      },
    },
    async (request, reply) => {
      const userId = request.session.user.id;
      const businessId = await createListing(deps.db, userId, request.body);
      const { business } = await getBusinessDetail(deps.db, businessId, ownerViewer(userId));
      return reply.status(201).send({ business });
    },
  );

  app.post(
    '/api/business/:id/claim',
    {
      preParsing: uploadTurn,
      preHandler: uploadGate,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      config: { access: 'owner', invalidInputMessage: 'first-issue', rateLimit: uploadRateLimit },
      schema: {
        summary: 'Claim an unclaimed business; pending until staff review it',
        tags: ['Owners'],
        params: idParamsSchema,
        body: claimPayloadSchema,
        response: { 201: claimResponseSchema, ...documentRefusals, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const claim = await submitClaim(deps.db, request.session.user.id, request.params.id, request.body);
      return reply.status(201).send({ claim });
    },
  );

  app.get(
    '/api/dashboard/business/:id',
    {
      config: { access: 'owner-of-business' },
      schema: {
        summary: "The owner's dashboard of one business: details, claims, updates, 30-day stats",
        tags: ['Owners'],
        params: idParamsSchema,
        response: { 200: dashboardResponseSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => getDashboard(deps.db, request.session.user.id, request.params.id),
  );

  app.patch(
    '/api/business/:id',
    {
      config: { access: 'owner-of-business', invalidInputMessage: 'first-issue' },
      schema: {
        summary: `Edit a business; each changed field is recorded as a business update. Services and the mobile flag change at once. On a verified listing an identity change (${IDENTITY_FIELDS.join(', ')}) waits for staff: \`business\` keeps the live value and \`pendingChanges\` names the asked-for one. An address must lie in the listing's city (400 naming \`address\` otherwise)`,
        tags: ['Owners'],
        params: idParamsSchema,
        body: updateBusinessPayloadSchema,
        response: { 200: updateBusinessResponseSchema, ...refusals, 404: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request) => {
      const { business, formerCityId } = await updateBusiness(deps.db, request.session.user.id, request.params.id, request.body);
      await deps.publicCache.invalidateBusiness(deps.db, business.id, formerCityId);
      return { business, pendingChanges: await pendingChangesOf(deps.db, business.id) };
    },
  );

  app.get(
    '/api/dashboard/businesses',
    {
      config: { access: 'owner' },
      schema: {
        summary: "The signed-in owner's businesses, newest first",
        tags: ['Owners'],
        response: { 200: ownerBusinessListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listOwnerBusinesses(deps.db, request.session.user.id),
  );

  app.get(
    '/api/dashboard/requests',
    {
      config: { access: 'owner' },
      schema: {
        summary: "The signed-in owner's listings and claims sent for review, newest first, with state and staff reason",
        tags: ['Owners'],
        response: { 200: ownerRequestListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ requests: await listOwnerRequests(deps.db, request.session.user.id) }),
  );

  app.post(
    '/api/dashboard/business/:id/resubmit',
    {
      config: { access: 'owner-of-business' },
      schema: {
        summary: `Send a listing that was not approved back to the staff queue (at most ${RESUBMISSION_LIMIT} times)`,
        tags: ['Owners'],
        params: idParamsSchema,
        response: { 201: claimResponseSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const claim = await resubmitListing(deps.db, request.session.user.id, request.params.id);
      await deps.publicCache.invalidateBusiness(deps.db, request.params.id);
      return reply.status(201).send({ claim });
    },
  );
}
