import { z } from 'zod';
import { hasHiddenFormatting, hiddenFormattingMessage } from './text.js';

// ---------------------------------------------------------------------------------------------------------------
// The contact and advertise forms (POST /api/contact) and the staff list of what they brought (GET /api/admin/messages).
// ---------------------------------------------------------------------------------------------------------------

/** The page a message was written on. */
export const CONTACT_FORMS = ['contact', 'advertise'] as const;
export type ContactForm = (typeof CONTACT_FORMS)[number];

export const CONTACT_TOPICS = {
  general: 'General question',
  listing: 'My business listing',
  review: 'A review or a photo',
  account: 'My account or my data',
  advertising: 'Advertising',
  other: 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;
const TOPIC_KEYS = Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]];

export const CONTACT_LIMITS = { maxName: 100, maxEmail: 254, minMessage: 10, maxMessage: 5000 } as const;

/**
 * The form's hidden field: people never see it (it is off screen and out of the tab order), scripts that fill every
 * field do. A message with it filled is refused.
 */
export const CONTACT_HONEYPOT = 'website';

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be ${CONTACT_LIMITS.maxName} characters or fewer.`,
  emailInvalid: 'Please enter a valid email address, so we can answer you.',
  topicInvalid: 'Please choose a topic.',
  messageTooShort: `Please write at least ${CONTACT_LIMITS.minMessage} characters.`,
  messageTooLong: `Message must be ${CONTACT_LIMITS.maxMessage} characters or fewer.`,
  honeypot: 'This message looks automated and was not sent. If you are a person, please write to us by email.',
  tooMany: 'You have sent several messages in the last hour. Please wait before sending another, or write to us by email.',
  sent: 'Thank you: your message has reached our team. We answer by email, usually within two business days.',
} as const;

const nameField = z
  .string({ message: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(CONTACT_LIMITS.maxName, CONTACT_MESSAGES.nameTooLong)
  .refine((name) => !hasHiddenFormatting(name), hiddenFormattingMessage('Name'));

export const contactPayloadSchema = z.object({
  form: z.enum(CONTACT_FORMS).default('contact').describe('The page the form is on'),
  name: nameField,
  email: z
    .string({ message: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .max(CONTACT_LIMITS.maxEmail, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email({ message: CONTACT_MESSAGES.emailInvalid })),
  topic: z.enum(TOPIC_KEYS, { message: CONTACT_MESSAGES.topicInvalid }),
  message: z
    .string({ message: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.minMessage, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.maxMessage, CONTACT_MESSAGES.messageTooLong),
  [CONTACT_HONEYPOT]: z.string().max(500).optional().describe('Leave empty: a hidden field only bots fill in'),
});
export type ContactPayload = z.input<typeof contactPayloadSchema>;

export const contactSentSchema = z.object({ message: z.string().describe('What the confirmation screen says') });

export const contactMessageSchema = z.object({
  id: z.number().int(),
  form: z.enum(CONTACT_FORMS),
  name: z.string(),
  email: z.string(),
  topic: z.enum(TOPIC_KEYS),
  message: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** How many messages one staff list shows, newest first. */
export const CONTACT_LIST_LIMIT = 100;

export const contactMessageListSchema = z.object({
  total: z.number().int().describe('Messages received in all'),
  messages: z.array(contactMessageSchema).describe(`The newest ${CONTACT_LIST_LIMIT}`),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
