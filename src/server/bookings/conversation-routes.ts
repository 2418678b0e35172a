import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  conversationMessageResponseSchema,
  conversationSchema,
  postConversationMessageSchema,
  unreadMessagesSchema,
} from '#shared/booking-conversation.js';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { markConversationRead, postConversationMessage, readConversation } from './conversation.js';
import { unreadMessages } from './unread.js';

const signedIn = { access: 'signed-in' } as const;
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const notYours = errorBodySchema.describe('No such booking request of yours (the conversation is private to its customer and the business owner)');

/** The conversation on a booking request, between its customer and the business's owner (conversation.ts). */
export function registerConversationRoutes(app: App, { db, config }: AppDeps) {
  // A conversation is a few messages a day; a script would flood the other side's inbox.
  const postLimit = { max: 60, timeWindow: 60 * 60_000, keyGenerator: (request: FastifyRequest) => `booking-message:${request.session.user.id}` };

  app.get(
    '/api/booking-requests/unread',
    {
      config: signedIn,
      schema: {
        summary: "Unread conversation messages of the signed-in person: on their own requests and per business they own",
        tags: ['Bookings'],
        response: { 200: unreadMessagesSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      setCachePolicy(reply, 'noStore');
      return unreadMessages(db, request.session.user.id);
    },
  );

  app.get(
    '/api/booking-requests/:id/messages',
    {
      config: signedIn,
      schema: {
        summary: "A booking request's conversation, oldest first, with the pets' profiles; for its customer and the business's owner only",
        tags: ['Bookings'],
        params: idParamsSchema,
        response: { 200: conversationSchema, ...refusals, 404: notYours },
      },
    },
    async (request) => readConversation(db, request.params.id, request.session.user.id),
  );

  app.post(
    '/api/booking-requests/:id/messages',
    {
      config: { ...signedIn, rateLimit: postLimit },
      schema: {
        summary: 'Writes in the conversation of an open booking request; the other side is emailed (at most once an hour while unread)',
        tags: ['Bookings'],
        params: idParamsSchema,
        body: postConversationMessageSchema,
        response: {
          201: conversationMessageResponseSchema,
          ...refusals,
          404: notYours,
          409: errorBodySchema.describe('The request is closed: its conversation is read-only'),
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const message = await postConversationMessage(db, request.params.id, request.session.user.id, request.body.body, config.publicUrl);
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/api/booking-requests/:id/read',
    {
      config: signedIn,
      schema: {
        summary: "Marks a booking request's conversation read for the caller's side; answers the caller's unread counts",
        tags: ['Bookings'],
        params: idParamsSchema,
        body: z.object({}).nullish(),
        response: { 200: unreadMessagesSchema, ...refusals, 404: notYours },
      },
    },
    async (request) => {
      await markConversationRead(db, request.params.id, request.session.user.id);
      return unreadMessages(db, request.session.user.id);
    },
  );
}
