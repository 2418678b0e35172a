import type { FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../shared/ids.js';
import {
  businessResponseSchema,
  claimPayloadSchema,
  claimResponseSchema,
  createListingPayloadSchema,
  dashboardResponseSchema,
  ownerBusinessListSchema,
  updateBusinessPayloadSchema,
} from '../../shared/owners.js';
import type { App, AppDeps } from '../app-types.js';
import { requireBusinessOwner, requireOwnerOf } from '../auth/guards.js';
import { getBusinessDetail } from '../listings/service.js';
import { submitClaim } from './claim-service.js';
import { getDashboard, listOwnerBusinesses, updateBusiness } from './dashboard-service.js';
import { DOCUMENT_BODY_LIMIT } from './documents.js';
import { createListing } from './listing-service.js';
import { rejectInvalidRequest } from './validation.js';

/** Owner screens' API: list a business, claim one, and the dashboard. Every route is for business owners only. */
export function registerOwnerRoutes(app: App, deps: AppDeps) {
  // Sign-in is checked before the body is read or validated: a visitor gets 401, never a validation message.
  const ownersOnly = async (request: FastifyRequest) => {
    await requireBusinessOwner(request, deps);
  };
  const noStore = { 'cache-control': 'private, no-store' };

  app.post(
    '/api/business/create',
    {
      onRequest: ownersOnly,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      attachValidation: true,
      schema: { body: createListingPayloadSchema, response: { 201: businessResponseSchema } },
    },
    async (request, reply) => {
      rejectInvalidRequest(request);
      const session = await requireBusinessOwner(request, deps);
      const businessId = await createListing(deps.db, session.user.id, request.body);
      const { business } = await getBusinessDetail(deps.db, businessId);
      return reply.status(201).headers(noStore).send({ business });
    },
  );

  app.post(
    '/api/business/:id/claim',
    {
      onRequest: ownersOnly,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      attachValidation: true,
      schema: { params: idParamsSchema, body: claimPayloadSchema, response: { 201: claimResponseSchema } },
    },
    async (request, reply) => {
      rejectInvalidRequest(request);
      const session = await requireBusinessOwner(request, deps);
      const claim = await submitClaim(deps.db, session.user.id, request.params.id, request.body);
      return reply.status(201).headers(noStore).send({ claim });
    },
  );

  app.get(
    '/api/dashboard/business/:id',
    { onRequest: ownersOnly, schema: { params: idParamsSchema, response: { 200: dashboardResponseSchema } } },
    async (request, reply) => {
      const session = await requireOwnerOf(request, deps, request.params.id);
      return reply.headers(noStore).send(await getDashboard(deps.db, session.user.id, request.params.id));
    },
  );

  app.patch(
    '/api/business/:id',
    {
      onRequest: ownersOnly,
      attachValidation: true,
      schema: { params: idParamsSchema, body: updateBusinessPayloadSchema, response: { 200: businessResponseSchema } },
    },
    async (request, reply) => {
      rejectInvalidRequest(request);
      const session = await requireOwnerOf(request, deps, request.params.id);
      const business = await updateBusiness(deps.db, session.user.id, request.params.id, request.body);
      return reply.headers(noStore).send({ business });
    },
  );

  app.get(
    '/api/dashboard/businesses',
    { onRequest: ownersOnly, schema: { response: { 200: ownerBusinessListSchema } } },
    async (request, reply) => {
      const session = await requireBusinessOwner(request, deps);
      return reply.headers(noStore).send(await listOwnerBusinesses(deps.db, session.user.id));
    },
  );
}
