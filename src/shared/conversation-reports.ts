import { z } from 'zod';
import { hasHiddenFormatting, hiddenFormattingMessage } from './text.js';

// ---------------------------------------------------------------------------------------------------------------
// Reports of a booking request's conversation (issue 27): a party reports it, and only then may staff read it.
// ---------------------------------------------------------------------------------------------------------------

const seg = (value: string | number) => encodeURIComponent(String(value));

export const conversationReportPaths = {
  /** The customer or the business's owner reports the conversation (POST). */
  report: (requestId: string | number) => `/api/booking-requests/${seg(requestId)}/reports`,
  /** Staff: the thread of a reported request (GET), and closing a report (POST { outcome }). */
  staffThread: (requestId: string | number) => `/api/admin/booking-requests/${seg(requestId)}/messages`,
  close: (reportId: string | number) => `/api/admin/conversation-reports/${seg(reportId)}/close`,
} as const;

/** Why a party reports a conversation, with the label the form shows. */
export const CONVERSATION_REPORT_REASONS = {
  harassment: 'Harassment or abusive language',
  spam: 'Spam or advertising',
  scam: 'Scam, or asking to pay outside the site',
  'personal-data': 'Asking for personal or financial information',
  other: 'Something else',
} as const;
export type ConversationReportReason = keyof typeof CONVERSATION_REPORT_REASONS;
const REASON_KEYS = Object.keys(CONVERSATION_REPORT_REASONS) as [ConversationReportReason, ...ConversationReportReason[]];

export const CONVERSATION_REPORT_DETAILS_MAX = 1000;
export const CONVERSATION_REPORT_OUTCOMES = ['resolved', 'dismissed'] as const;
// The two sides of booking-conversation.ts, spelt here: admin.ts imports this module and bookings.ts reaches admin.ts
// (through owners.ts), so importing them would close a cycle. The server assigns a ConversationSide, so tsc keeps them in step.
const REPORTER_SIDES = ['customer', 'owner'] as const;

export const CONVERSATION_REPORT_MESSAGES = {
  reasonInvalid: 'Please choose why you are reporting this conversation.',
  detailsTooLong: `Please keep the details to ${CONVERSATION_REPORT_DETAILS_MAX} characters.`,
  alreadyOpen: 'You have already reported this conversation; our team will look at it.',
  sent: 'Thank you: our team will read this conversation and act on your report.',
  alreadyClosed: 'This report was already closed.',
  outcomeInvalid: "Please choose 'resolved' or 'dismissed'.",
} as const;

/** POST /api/booking-requests/{id}/reports */
export const conversationReportPayloadSchema = z.object({
  reason: z.enum(REASON_KEYS, { message: CONVERSATION_REPORT_MESSAGES.reasonInvalid }).describe(REASON_KEYS.join(', ')),
  details: z
    .string()
    .trim()
    .max(CONVERSATION_REPORT_DETAILS_MAX, CONVERSATION_REPORT_MESSAGES.detailsTooLong)
    .refine((text) => !hasHiddenFormatting(text), hiddenFormattingMessage('Details'))
    .nullish()
    .transform((text) => (text ? text : null))
    .describe(`Optional, up to ${CONVERSATION_REPORT_DETAILS_MAX} characters`),
});
export type ConversationReportPayload = z.input<typeof conversationReportPayloadSchema>;
export const conversationReportSentSchema = z.object({ message: z.string(), reportId: z.number().int() });

/** The staff queue's 'Reported conversation' items (GET /api/admin/queue, field conversationReports). */
export const conversationReportItemSchema = z.object({
  id: z.number().int().describe('The report id'),
  requestId: z.number().int(),
  reason: z.enum(REASON_KEYS),
  details: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  reporter: z.object({ side: z.enum(REPORTER_SIDES), name: z.string(), email: z.string().nullable() }),
  business: z.object({ id: z.number().int(), name: z.string() }),
  serviceName: z.string(),
});
export type ConversationReportItem = z.infer<typeof conversationReportItemSchema>;
export const conversationReportQueueSchema = z.object({
  count: z.number().int().describe('Open conversation reports'),
  items: z.array(conversationReportItemSchema),
});

/** POST /api/admin/conversation-reports/{id}/close */
export const closeConversationReportSchema = z.object({
  outcome: z.enum(CONVERSATION_REPORT_OUTCOMES, { message: CONVERSATION_REPORT_MESSAGES.outcomeInvalid }),
});
export type CloseConversationReport = z.input<typeof closeConversationReportSchema>;
export const closedConversationReportSchema = z.object({
  report: z.object({ id: z.number().int(), status: z.enum(CONVERSATION_REPORT_OUTCOMES) }),
});
