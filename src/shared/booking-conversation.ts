import { z } from 'zod';
import { BOOKING_STATUSES, bookingPetProfileSchema } from './bookings.js';

/** The conversation on a booking request (server/bookings/conversation*.ts): its customer and the business's owner. */
export const CONVERSATION_MESSAGE_MAX = 2000;
export const CONVERSATION_SIDES = ['customer', 'owner'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const CONVERSATION_MESSAGES = {
  bodyRequired: 'Please write a message.',
  bodyTooLong: `A message must be ${CONVERSATION_MESSAGE_MAX} characters or fewer.`,
  bodyControl: 'A message must not contain control characters.',
  readOnly: 'This request is closed, so its conversation is read-only.',
} as const;

// Line breaks and tabs are text; other control characters (NUL among them) are refused, PostgreSQL cannot store NUL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** POST /api/booking-requests/{id}/messages */
export const postConversationMessageSchema = z.object({
  body: z
    .string({ error: CONVERSATION_MESSAGES.bodyRequired })
    .trim()
    .min(1, CONVERSATION_MESSAGES.bodyRequired)
    .max(CONVERSATION_MESSAGE_MAX, CONVERSATION_MESSAGES.bodyTooLong)
    .refine((body) => !CONTROL.test(body), CONVERSATION_MESSAGES.bodyControl)
    .describe(`The message, 1 to ${CONVERSATION_MESSAGE_MAX} characters`),
});
export type PostConversationMessage = z.input<typeof postConversationMessageSchema>;

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(CONVERSATION_SIDES).describe('Which side wrote it'),
  authorName: z.string().describe("The customer's first name and initial, or the business's name"),
  mine: z.boolean().describe('Written by the signed-in person'),
  body: z.string(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;
export const conversationMessageResponseSchema = z.object({ message: conversationMessageSchema });

/** GET /api/booking-requests/{id}/messages: the thread with the request it is about (the pets' profiles attached). */
export const conversationSchema = z.object({
  requestId: z.number().int(),
  side: z.enum(CONVERSATION_SIDES).describe('The side the signed-in person speaks for'),
  status: z.enum(BOOKING_STATUSES),
  readOnly: z.boolean().describe('True once the request is declined, cancelled or completed: the thread can be read, not added to'),
  businessName: z.string(),
  serviceName: z.string(),
  pets: z.array(bookingPetProfileSchema).describe("The pets' profiles; medical notes only while the request is open"),
  messages: z.array(conversationMessageSchema).describe('Oldest first'),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Unread messages of the signed-in person: as a customer, and per business they own. */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  asCustomer: z.number().int().describe('On their own booking requests'),
  businesses: z.array(z.object({ businessId: z.number().int(), unread: z.number().int() })).describe('On requests to businesses they own, where any'),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** GET /api/admin/booking-requests/{id}/messages: a reported request's whole thread, read-only for staff (conversation-reports.ts). */
export const staffConversationSchema = z.object({
  requestId: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  businessName: z.string(),
  serviceName: z.string(),
  messages: z.array(conversationMessageSchema.omit({ mine: true })).describe('Oldest first'),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;
