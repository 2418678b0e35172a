import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  acceptBookingSchema,
  bookingRequestListSchema,
  bookingRequestParamsSchema,
  bookingRequestResponseSchema,
  bookingSlotsQuerySchema,
  bookingSlotsResponseSchema,
  createBookingRequestSchema,
  declineBookingSchema,
  ownerBookingRequestListSchema,
  ownerBookingRequestResponseSchema,
} from '#shared/bookings.js';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import type { App, AppDeps } from '../app-types.js';
import { clockOf } from '../hours/clock.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { registerConversationReportRoutes } from './conversation-report-routes.js';
import { registerConversationRoutes } from './conversation-routes.js';
import { cancelBookingRequest, createBookingRequest, listCustomerRequests } from './customer-service.js';
import { listBookingSlots } from './slots.js';
import { decideBookingRequest, listBusinessRequests, type OwnerDecision } from './owner-service.js';

const customer = { access: 'customer' } as const;
const ownerOfBusiness = { access: 'owner-of-business' } as const;
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const notFound = (what: string) => errorBodySchema.describe(`No such ${what}`);
const conflict = errorBodySchema.describe('The request is in a state that does not allow this move');

/** Booking requests: customers send and cancel them, the business's verified owner accepts, declines or completes. */
export function registerBookingRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  const { publicUrl } = config;
  const now = clockOf(deps);
  registerConversationRoutes(app, deps);
  registerConversationReportRoutes(app, deps);
  // A person sends a handful of requests a day; a script would flood an owner's inbox.
  const sendLimit = { max: 20, timeWindow: 60 * 60_000, keyGenerator: (request: FastifyRequest) => `booking:${request.session.user.id}` };

  app.post(
    '/api/business/:id/booking-requests',
    {
      config: { ...customer, rateLimit: sendLimit },
      schema: {
        summary: "Asks a business with a verified owner to book a service for some of the customer's pets, at a time it is open; the customer gets a receipt",
        tags: ['Bookings'],
        params: idParamsSchema,
        body: createBookingRequestSchema,
        response: {
          201: bookingRequestResponseSchema,
          ...refusals,
          404: notFound('public business'),
          409: errorBodySchema.describe('The business has no verified owner to answer requests'),
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bookingRequest = await createBookingRequest(db, request.session.user.id, request.params.id, request.body, publicUrl, now());
      return reply.status(201).send({ bookingRequest });
    },
  );

  app.get(
    '/api/business/:id/booking-slots',
    {
      config: { access: 'public' },
      schema: {
        summary: "The start times a business takes booking requests for on a date: from its weekly hours, in its time zone",
        tags: ['Bookings'],
        params: idParamsSchema,
        querystring: bookingSlotsQuerySchema,
        response: { 200: bookingSlotsResponseSchema, 400: errorBodySchema, 404: notFound('public business') },
      },
    },
    async (request, reply) => {
      // Today's slots shrink as the day goes on: the answer is of this moment.
      setCachePolicy(reply, 'noStore');
      return listBookingSlots(db, request.params.id, request.query.date, now());
    },
  );

  app.get(
    '/api/customer/booking-requests',
    {
      config: customer,
      schema: {
        summary: "The signed-in customer's booking requests, newest first",
        tags: ['Bookings'],
        response: { 200: bookingRequestListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ bookingRequests: await listCustomerRequests(db, request.session.user.id) }),
  );

  app.post(
    '/api/customer/booking-requests/:id/cancel',
    {
      config: customer,
      schema: {
        summary: "Cancels one of the customer's requests (waiting or accepted); the owner is emailed",
        tags: ['Bookings'],
        params: idParamsSchema,
        response: { 200: bookingRequestResponseSchema, ...refusals, 404: notFound('booking request of yours'), 409: conflict },
      },
    },
    async (request) => ({ bookingRequest: await cancelBookingRequest(db, request.session.user.id, request.params.id, publicUrl) }),
  );

  app.get(
    '/api/dashboard/business/:id/booking-requests',
    {
      config: ownerOfBusiness,
      schema: {
        summary: "A business's booking requests with the customers' contact and pets' profiles, newest first",
        tags: ['Bookings'],
        params: idParamsSchema,
        response: { 200: ownerBookingRequestListSchema, ...refusals, 404: notFound('business') },
      },
    },
    async (request) => ({ bookingRequests: await listBusinessRequests(db, request.params.id) }),
  );

  const decisions = [
    // The note is optional, and so is the body that carries it.
    { path: 'accept', summary: 'Accepts a waiting request, with an optional note; the customer is emailed', body: acceptBookingSchema.nullish(), to: 'accepted' },
    // No body at all is answered like an empty one: the reason is required, and the message says so.
    { path: 'decline', summary: 'Declines a waiting request with a reason; the customer is emailed', body: z.preprocess((body) => body ?? {}, declineBookingSchema), to: 'declined' },
    { path: 'complete', summary: 'Marks an accepted request completed, on or after its date', body: undefined, to: 'completed' },
  ] as const;
  for (const { path, summary, body, to } of decisions) {
    app.post(
      `/api/dashboard/business/:id/booking-requests/:requestId/${path}`,
      {
        config: ownerOfBusiness,
        schema: {
          summary,
          tags: ['Bookings'],
          params: bookingRequestParamsSchema,
          ...(body ? { body } : {}),
          response: { 200: ownerBookingRequestResponseSchema, ...refusals, 404: notFound('business or booking request'), 409: conflict },
        },
      },
      async (request) => {
        const message = (request.body as { message?: string | null } | undefined)?.message ?? null;
        const decision: OwnerDecision = to === 'completed' ? { to } : { to, message };
        const { id, requestId } = request.params;
        return { bookingRequest: await decideBookingRequest(db, id, requestId, decision, publicUrl) };
      },
    );
  }
}
