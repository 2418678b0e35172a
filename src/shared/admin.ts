import { z } from 'zod';
import { conversationReportQueueSchema } from './conversation-reports.js';
import { listingReportQueueSchema } from './listing-reports.js';
import { reportedPhotoQueueSchema, reportedReviewQueueSchema } from './reviews.js';
import { ACCESS_MESSAGES } from './users.js';

// ---------------------------------------------------------------------------------------------------------------
// Staff moderation of new listings and claims (issue 6). Staff are signed-in users whose email is in ADMIN_EMAILS.
// ---------------------------------------------------------------------------------------------------------------

export const ADMIN_MESSAGES = {
  signIn: ACCESS_MESSAGES.signIn,
  staffOnly: ACCESS_MESSAGES.staffOnly,
  alreadyDecided: 'This claim has already been decided.',
  changeAlreadyDecided: 'This change has already been decided or was replaced by a newer one.',
  alreadyClaimed: 'This business has already been claimed by another owner.',
  ownClaim: 'You cannot decide your own claim or listing.',
  otherClaimApproved: 'Another claim for this business was approved.',
  reasonRequired: 'Please give a reason for the rejection.',
  reasonTooLong: 'Reason must be 1000 characters or fewer.',
} as const;

export const ADMIN_TOASTS = {
  approved: { title: 'Approved', description: 'The owner will receive an email.' },
  rejected: { title: 'Rejected', description: 'The owner will receive an email with your reason.' },
  failed: { title: 'Decision Failed', description: 'The decision could not be saved. Please try again.' },
} as const;

/** How many items of each queue one response lists (oldest first); the count covers the whole queue. */
export const ADMIN_QUEUE_LIMIT = 100;
export const OUTBOX_PAGE_SIZE = 50;
export const MAX_REJECTION_REASON = 1000;

export const VERIFICATION_METHOD_LABELS: Record<string, string> = {
  phone: 'Phone',
  email: 'Email',
  document: 'Document',
  address: 'Address',
};


// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/queue
// ---------------------------------------------------------------------------------------------------------------

export const CLAIM_KINDS = ['listing', 'claim'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
/** What an owner can submit for review: a new listing, a claim, or a change to a verified listing's identity. */
export type SubmissionKind = ClaimKind | 'change';

export const documentMetaSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().describe('Bytes'),
  type: z.string().describe('MIME type, detected from the bytes at upload'),
  url: z.string().describe('Staff-only download address'),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

/** A queued listing as submitted, for the staff's card (added beside the original fields). */
export const queueListingDetailsSchema = z.object({
  description: z.string().nullable(),
  website: z.string().nullable(),
  hours: z.string().nullable().describe("The weekly hours as text, one line per day or group of days; null when none were given"),
  services: z.array(z.string()).describe('Names of the services it offers'),
  previewUrl: z.string().describe('Its page as it will appear (staff may open a listing that is not public yet)'),
});
export type QueueListingDetails = z.infer<typeof queueListingDetailsSchema>;

export const adminQueueItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLAIM_KINDS),
  status: z.string(),
  submittedAt: z.string().describe('ISO 8601 timestamp'),
  business: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    phone: z.string(),
    isClaimed: z.boolean(),
    isVerified: z.boolean(),
  }),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  claimReason: z.string(),
  verificationMethod: z.string(),
  verificationData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  document: documentMetaSchema.nullable(),
  listing: queueListingDetailsSchema,
  warnings: z.array(z.string()).describe("What to check before deciding, in words ('Phone (512) 555-0142 is also used by listing #12.')"),
});
export type AdminQueueItem = z.infer<typeof adminQueueItemSchema>;

const queueSchema = z.object({ count: z.number().int(), items: z.array(adminQueueItemSchema) });

/** A change to a verified listing's name, address, phone or website, waiting for staff. */
export const changeQueueItemSchema = z.object({
  id: z.number().int().describe('The business update id'),
  kind: z.literal('change'),
  submittedAt: z.string().describe('ISO 8601 timestamp'),
  business: adminQueueItemSchema.shape.business,
  owner: adminQueueItemSchema.shape.owner,
  fieldName: z.string().describe("name, address, phone, website or cityId (values: the city's id)"),
  oldValue: z.string().nullable().describe('The live value, as the public sees it now'),
  newValue: z.string().nullable(),
});
export type ChangeQueueItem = z.infer<typeof changeQueueItemSchema>;

export const adminQueueResponseSchema = z.object({
  listings: queueSchema,
  claims: queueSchema,
  changes: z.object({ count: z.number().int(), items: z.array(changeQueueItemSchema) }),
  reviews: reportedReviewQueueSchema.describe(
    "Visible reviews with pending reports ('Reported review') or edited after staff decided ('edited after review'), longest waiting first",
  ),
  photos: reportedPhotoQueueSchema.describe("Photos of visible reviews with pending reports ('Reported photo'), longest waiting first"),
  listingReports: listingReportQueueSchema.describe(
    "Listings with visitors' reports waiting for staff ('Listing report'), grouped per listing with a count, longest waiting first",
  ),
  conversationReports: conversationReportQueueSchema.describe(
    "Open reports of booking conversations by one of their parties ('Reported conversation'), longest waiting first; the thread is read with GET /api/admin/booking-requests/{id}/messages",
  ),
});
export type AdminQueueResponse = z.infer<typeof adminQueueResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/admin/claims/{id}/approve and /reject
// ---------------------------------------------------------------------------------------------------------------

export const rejectPayloadSchema = z.object({
  reason: z
    .string({ message: ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.reasonRequired)
    .max(MAX_REJECTION_REASON, ADMIN_MESSAGES.reasonTooLong),
});
export type RejectPayload = z.input<typeof rejectPayloadSchema>;

export const decisionResponseSchema = z.object({
  claim: z.object({
    id: z.number().int(),
    kind: z.enum(CLAIM_KINDS),
    status: z.enum(['approved', 'rejected']),
    rejectionReason: z.string().nullable(),
    decidedAt: z.string().describe('ISO 8601 timestamp'),
    decidedBy: z.number().int(),
  }),
  business: z.object({
    id: z.number().int(),
    name: z.string(),
    ownerId: z.number().int().nullable(),
    isClaimed: z.boolean(),
    isVerified: z.boolean(),
  }),
  rejectedClaimIds: z.array(z.number().int()).describe('Other pending claims for the business, rejected by this approval'),
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

export const changeDecisionResponseSchema = z.object({
  change: z.object({
    id: z.number().int(),
    fieldName: z.string(),
    status: z.enum(['approved', 'rejected']),
    rejectionReason: z.string().nullable(),
    decidedAt: z.string().describe('ISO 8601 timestamp'),
    decidedBy: z.number().int(),
  }),
  business: decisionResponseSchema.shape.business,
});
export type ChangeDecisionResponse = z.infer<typeof changeDecisionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/documents/{id}
// ---------------------------------------------------------------------------------------------------------------

export const documentParamsSchema = z.object({ id: z.uuid({ message: 'Id must be a document id' }) });
/** The file's bytes, sent as they are (Fastify never serializes a Buffer), with the stored content type. */
export const documentFileSchema = z.any().describe('The file, in the type its bytes are: a PDF or an image inline, a Word file as an attachment');

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/outbox
// ---------------------------------------------------------------------------------------------------------------

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  to: z.string().trim().max(254).optional().describe('Only messages to this address (case-insensitive)'),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({
  smtpConfigured: z.boolean().describe('False when SMTP_URL is unset: messages stay here until it is'),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  messages: z.array(outboxMessageSchema).describe(`Newest first, at most ${OUTBOX_PAGE_SIZE}`),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
