import { z } from 'zod';
import { idSchemaWith } from './ids.js';
import { hasHiddenFormatting, hiddenFormattingMessage } from './text.js';

// ---------------------------------------------------------------------------------------------------------------
// Listing quality (issue 26): visitors report wrong information on a listing, staff apply, dismiss, close or merge,
// and the verified owner sees and answers open reports.
// ---------------------------------------------------------------------------------------------------------------

/** What a visitor can say is wrong, with the label the form shows. */
export const LISTING_REPORT_KINDS = {
  closed: 'Permanently closed',
  moved: 'Moved to another address',
  phone: 'Wrong phone number',
  website: 'Wrong website',
  hours: 'Wrong hours',
  duplicate: 'Duplicate of another listing',
  'not-pet': 'Not a pet business',
  other: 'Something else',
} as const;
export type ListingReportKind = keyof typeof LISTING_REPORT_KINDS;
const KIND_KEYS = Object.keys(LISTING_REPORT_KINDS) as [ListingReportKind, ...ListingReportKind[]];

/** The listing field a report's suggested value is for; other kinds have no value staff can apply. */
export const APPLIABLE_FIELDS = { moved: 'address', phone: 'phone', website: 'website', hours: 'hours' } as const;
export type AppliableField = (typeof APPLIABLE_FIELDS)[keyof typeof APPLIABLE_FIELDS];
const FIELD_KEYS = ['address', 'phone', 'website', 'hours'] as const satisfies readonly AppliableField[];

/** The form's hidden field: off screen and out of the tab order, filled only by scripts that fill every field. */
export const LISTING_REPORT_HONEYPOT = 'fax';

export const LISTING_REPORT_LIMITS = { maxValue: 500, maxDetails: 1000, maxAnswer: 1000 } as const;

export const LISTING_REPORT_MESSAGES = {
  kindInvalid: 'Please choose what is wrong.',
  valueTooLong: `Please keep the right value to ${LISTING_REPORT_LIMITS.maxValue} characters.`,
  detailsTooLong: `Please keep the details to ${LISTING_REPORT_LIMITS.maxDetails} characters.`,
  duplicateNeedsListing: "Please paste the other listing's address (its page on this site), so our team can compare them.",
  otherNeedsDetails: 'Please tell us what is wrong.',
  honeypot: 'This report looks automated and was not sent. If you are a person, please use the contact page.',
  tooMany: 'You have sent several reports in the last hour. Please wait before sending another.',
  sent: 'Thank you: our team will check this listing. Reports do not change a listing until staff confirm them.',
  noneOpen: 'This listing has no open reports.',
  notAppliable: 'This kind of report has no value to apply: close, merge or dismiss it instead.',
  notPublic: 'Only a public listing can be closed or merged.',
  notClosed: 'Only a closed listing can be reopened.',
  mergeIntoSelf: 'A listing cannot be merged into itself.',
  mergeTargetMissing: 'The listing to keep must be a public listing.',
  answerRequired: 'Please write your answer.',
  answerTooLong: `Please keep your answer to ${LISTING_REPORT_LIMITS.maxAnswer} characters.`,
  reportNotOpen: 'This report was already decided and can no longer be answered.',
} as const;

const optionalText = (max: number, message: string, label: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((text) => !hasHiddenFormatting(text), hiddenFormattingMessage(label))
    // Null or empty: none given (a form sends what this schema made of its empty field, null).
    .nullish()
    .transform((text) => (text ? text : null));

// ---------------------------------------------------------------------------------------------------------------
// POST /api/business/{id}/reports
// ---------------------------------------------------------------------------------------------------------------

export const listingReportPayloadSchema = z
  .object({
    kind: z.enum(KIND_KEYS, { message: LISTING_REPORT_MESSAGES.kindInvalid }).describe(Object.keys(LISTING_REPORT_KINDS).join(', ')),
    suggestedValue: optionalText(LISTING_REPORT_LIMITS.maxValue, LISTING_REPORT_MESSAGES.valueTooLong, 'The right value').describe(
      "The right value (address, phone, website, hours), or for 'duplicate' the other listing's address on this site",
    ),
    details: optionalText(LISTING_REPORT_LIMITS.maxDetails, LISTING_REPORT_MESSAGES.detailsTooLong, 'Details'),
    [LISTING_REPORT_HONEYPOT]: z.string().max(500).optional().describe('Leave empty: a hidden field only bots fill in'),
  })
  .superRefine((report, ctx) => {
    if (report.kind === 'duplicate' && !report.suggestedValue) {
      ctx.addIssue({ code: 'custom', path: ['suggestedValue'], message: LISTING_REPORT_MESSAGES.duplicateNeedsListing });
    }
    if (report.kind === 'other' && !report.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: LISTING_REPORT_MESSAGES.otherNeedsDetails });
    }
  });
export type ListingReportPayload = z.input<typeof listingReportPayloadSchema>;
export type ListingReportInput = z.output<typeof listingReportPayloadSchema>;

export const listingReportSentSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// The staff queue's 'Listing report' items (in GET /api/admin/queue, field listingReports)
// ---------------------------------------------------------------------------------------------------------------

export const listingReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(KIND_KEYS),
  suggestedValue: z.string().nullable(),
  duplicateOfId: z.number().int().nullable().describe('The listing a duplicate report names, when its address was read'),
  details: z.string().nullable(),
  status: z.string().describe("'open' or 'disputed' (applied, then answered by the owner)"),
  signedIn: z.boolean().describe('Whether the reporter was signed in'),
  ownerAnswer: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

export const listingReportGroupSchema = z.object({
  business: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.string().describe("'approved', or 'closed' when it already is"),
    hasVerifiedOwner: z.boolean(),
    url: z.string().describe('Its page'),
  }),
  current: z.object({ address: z.string(), phone: z.string(), website: z.string().nullable(), hours: z.string().nullable() }),
  count: z.number().int().describe('Open reports of this listing'),
  reports: z.array(listingReportSchema).describe('Oldest first'),
});
export type ListingReportGroup = z.infer<typeof listingReportGroupSchema>;
export const listingReportQueueSchema = z.object({
  count: z.number().int().describe('Listings with open reports'),
  items: z.array(listingReportGroupSchema),
});

// ---------------------------------------------------------------------------------------------------------------
// Staff actions: POST /api/admin/business/{id}/reports/apply | dismiss, /close, /reopen, /merge
// ---------------------------------------------------------------------------------------------------------------

export const applyReportPayloadSchema = z.object({
  field: z.enum(FIELD_KEYS).describe('The listing field to set'),
  value: z.string().trim().min(1, 'Please give the value to apply.').max(LISTING_REPORT_LIMITS.maxValue),
});
export type ApplyReportPayload = z.input<typeof applyReportPayloadSchema>;

export const mergePayloadSchema = z.object({ intoId: idSchemaWith('Please give the id of the listing to keep.') });
export type MergePayload = z.input<typeof mergePayloadSchema>;

export const listingActionResponseSchema = z.object({
  business: z.object({ id: z.number().int(), status: z.string(), closedAt: z.string().nullable(), mergedIntoId: z.number().int().nullable() }),
  decidedReports: z.number().int().describe('Open reports this action decided'),
});
export type ListingActionResponse = z.infer<typeof listingActionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The owner: GET /api/dashboard/business/{id}/reports, POST .../reports/{reportId}/answer
// ---------------------------------------------------------------------------------------------------------------

export const ownerReportListSchema = z.object({
  reports: z.array(listingReportSchema.omit({ signedIn: true })).describe('Open and disputed reports, oldest first'),
});
export type OwnerReportList = z.infer<typeof ownerReportListSchema>;

export const ownerAnswerPayloadSchema = z.object({
  answer: z
    .string({ message: LISTING_REPORT_MESSAGES.answerRequired })
    .trim()
    .min(1, LISTING_REPORT_MESSAGES.answerRequired)
    .max(LISTING_REPORT_LIMITS.maxAnswer, LISTING_REPORT_MESSAGES.answerTooLong),
});
export type OwnerAnswerPayload = z.input<typeof ownerAnswerPayloadSchema>;
export const reportParamsSchema = z.object({ id: idSchemaWith(), reportId: idSchemaWith() });

// ---------------------------------------------------------------------------------------------------------------
// Duplicates at the door: GET /api/business/duplicate-check (an owner listing or claiming a business)
// ---------------------------------------------------------------------------------------------------------------

export const duplicateCheckQuerySchema = z.object({
  name: z.string().trim().min(1, 'Please give the business name.').max(200),
  address: z.string().trim().max(300).default(''),
  phone: z.string().trim().max(40).default(''),
  excludeId: idSchemaWith().optional().describe('The listing being claimed: it does not match itself'),
});
export type DuplicateCheckQuery = z.input<typeof duplicateCheckQuerySchema>;

export const duplicateCheckResponseSchema = z.object({
  duplicate: z
    .object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      isClaimed: z.boolean(),
    })
    .nullable()
    .describe('A public listing with the same phone, or the same name, street and ZIP code; null when there is none'),
});
export type DuplicateCheckResponse = z.infer<typeof duplicateCheckResponseSchema>;
