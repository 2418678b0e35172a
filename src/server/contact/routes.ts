import { CONTACT_MESSAGES, contactMessageListSchema, contactPayloadSchema, contactSentSchema } from '../../shared/contact.js';
import { errorBodySchema } from '../../shared/errors.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { listContactMessages, MESSAGES_PER_ADDRESS_PER_HOUR, receiveContactMessage } from './service.js';

/**
 * Per client address, before the body is read: an office or a household behind one address writes a few messages
 * an hour at most; the per-email ceiling (service.ts) is the finer one.
 */
const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** The contact and advertise forms (anyone), and the staff list of the messages they brought. */
export function registerContactRoutes(app: App, { db, config }: AppDeps) {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        summary: 'Send a message to the site\'s team from the contact or advertise page: kept for staff and emailed to SUPPORT_EMAIL',
        tags: ['Contact'],
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
      await receiveContactMessage(db, request.body, config.brand.supportEmail);
      setCachePolicy(reply, 'noStore');
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );

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
