import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import { CONTACT_MESSAGES, contactMessageListSchema, contactPayloadSchema, contactSentSchema } from '#shared/contact.js';
import { errorBodySchema } from '#shared/errors.js';
import type { App, AppDeps } from '../app-types.js';
import type { Db } from '../db/connect.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { withoutBody } from '../http/openapi-answers.js';
import { listContactMessages, MESSAGES_PER_ADDRESS_PER_HOUR, receiveContactMessage } from './service.js';

/**
 * Per client address, before the body is read: an office or a household behind one address writes a few messages
 * an hour at most; the per-email ceiling (service.ts) is the finer one.
 */
const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** A browser without JavaScript posts the form itself; a script sends JSON. */
const postedAsForm = (request: FastifyRequest) => request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;

/** The contact and advertise forms (anyone), and the staff list of the messages they brought. */
export async function registerContactRoutes(app: App, { db, config }: AppDeps) {
  // Only the contact route reads form bodies (a plugin scope of its own): every other write stays JSON only.
  await app.register(async (scope: App) => {
    await scope.register(formbody);
    registerContactPost(scope, db, config.brand.supportEmail);
  });

  app.get(
    '/api/admin/messages',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Messages sent through the contact and advertise pages, newest first (staff only)',
        tags: ['Staff'],
        response: { 200: contactMessageListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      setCachePolicy(reply, 'noStore');
      return listContactMessages(db);
    },
  );
}

function registerContactPost(app: App, db: Db, supportEmail: string) {
  app.post(
    '/api/contact',
    {
      config: {
        access: 'public',
        rateLimit: CONTACT_RATE_LIMIT,
        answers: { 303: withoutBody('Received from a form posted without JavaScript: to the page it came from, which confirms it (`?sent=1`)') },
      },
      schema: {
        summary: "Send a message to the site's team from the contact or advertise page: kept for staff and emailed to SUPPORT_EMAIL",
        tags: ['Contact'],
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: contactPayloadSchema,
        response: {
          201: contactSentSchema.describe('Received'),
          400: errorBodySchema.describe(`A field is missing or not valid (\`fields\` names it), or the hidden field was filled: '${CONTACT_MESSAGES.honeypot}'`),
          429: errorBodySchema.describe(
            `Too many messages from this client address, or more than ${MESSAGES_PER_ADDRESS_PER_HOUR} from this email address, in the last hour`,
          ),
        },
      },
    },
    async (request, reply) => {
      await receiveContactMessage(db, request.body, supportEmail);
      setCachePolicy(reply, 'noStore');
      if (postedAsForm(request)) return reply.redirect(`/${request.body.form}?sent=1`, 303);
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
}
