import {
  closeConversationReportSchema,
  closedConversationReportSchema,
  CONVERSATION_REPORT_MESSAGES,
  conversationReportPayloadSchema,
  conversationReportSentSchema,
} from '#shared/conversation-reports.js';
import { staffConversationSchema } from '#shared/booking-conversation.js';
import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { REPORT_RATE_LIMIT } from '../reviews/rate-limits.js';
import { closeConversationReport, reportConversation, staffConversation } from './conversation-reports.js';

const refusals = { 400: errorBodySchema.describe('Malformed id or input'), 401: errorBodySchema, 403: errorBodySchema };
const tags = ['Bookings'];

/** A party's report of a request's conversation, and staff's reading and closing of it (conversation-reports.ts). */
export function registerConversationReportRoutes(app: App, { db }: AppDeps) {
  app.post(
    '/api/booking-requests/:id/reports',
    {
      // The same per-account ceiling as review reports (the store counts each route apart).
      config: { access: 'signed-in', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        summary: "Report a booking request's conversation to staff (its customer or the business's owner); staff may then read the thread",
        tags,
        params: idParamsSchema,
        body: conversationReportPayloadSchema,
        response: {
          201: conversationReportSentSchema.describe('Received: it waits for staff'),
          ...refusals,
          404: errorBodySchema.describe('No such booking request of yours'),
          409: errorBodySchema.describe(`Already reported by you and still open: '${CONVERSATION_REPORT_MESSAGES.alreadyOpen}'`),
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const reportId = await reportConversation(db, { requestId: request.params.id, userId: request.session.user.id, ...request.body });
      setCachePolicy(reply, 'noStore');
      return reply.status(201).send({ message: CONVERSATION_REPORT_MESSAGES.sent, reportId });
    },
  );

  app.get(
    '/api/admin/booking-requests/:id/messages',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A reported booking request's whole conversation, read-only; 404 unless a party reported it (staff only; marks nothing read)",
        tags,
        params: idParamsSchema,
        response: { 200: staffConversationSchema, ...refusals, 404: errorBodySchema.describe('No such request, or no report of its conversation') },
      },
    },
    async (request, reply) => {
      setCachePolicy(reply, 'noStore');
      return staffConversation(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/conversation-reports/:id/close',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Close a conversation report as 'resolved' or 'dismissed' (staff only)",
        tags,
        params: idParamsSchema,
        body: closeConversationReportSchema,
        response: {
          200: closedConversationReportSchema,
          ...refusals,
          404: errorBodySchema.describe('No such report'),
          409: errorBodySchema.describe('Already closed'),
        },
      },
    },
    async (request) => ({
      report: await closeConversationReport(db, { reportId: request.params.id, staffId: request.session.user.id, outcome: request.body.outcome }),
    }),
  );
}
