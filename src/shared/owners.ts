import { z } from 'zod';
import { hasHiddenFormatting, hiddenFormattingMessage } from './text.js';
import { citySchema } from './catalog.js';
import { hoursInputSchema, scheduleOfWrite, weeklyScheduleSchema } from './hours/schedule-schema.js';
import { idSchema, idSchemaWith } from './ids.js';
import { CLAIM_KINDS } from './admin.js';
import { businessSchema, businessServiceSchema, LISTING_STATUSES, listingModerationSchema } from './listings.js';

// ---------------------------------------------------------------------------------------------------------------
// Messages and toast texts. The client shows them; the server answers with the same ones.
// ---------------------------------------------------------------------------------------------------------------

/** Listing form messages, in the order the form checks them. */
export const LISTING_MESSAGES = {
  name: 'Please enter your business name.',
  address: 'Please enter your business address.',
  phone: 'Please enter your business phone number.',
  city: 'Please select your city.',
  services: 'Please select at least one service you provide.',
  method: 'Please select a verification method.',
  documentType: 'Please select a document type.',
  documentFile: 'Please upload a document for verification.',
  fileTooLarge: 'Document must be smaller than 10MB.',
} as const;

export const CLAIM_MESSAGES = {
  missing: 'Please fill in all required fields.',
  fileTooLarge: 'Please upload a file smaller than 10MB.',
} as const;

export const PRICE_ORDER_MESSAGE = 'Minimum price cannot be more than the maximum';
export const PHONE_INVALID_MESSAGE = 'Please enter a valid 10-digit US phone number, for example (512) 555-0123.';
export const ZIP_INVALID_MESSAGE = 'Please enter a 5-digit US ZIP code, for example 78701 (or 78701-1234).';
export const STATE_INVALID_MESSAGE = 'Please choose a US state from the list.';
export const STREET_ADDRESS_MESSAGE = 'Please enter a street address with a number and a street, for example 120 Main St.';

/** Phone verification calls a number: the one given, else the listing's own; without either it cannot be asked for. */
export const PHONE_VERIFICATION_MESSAGES = {
  listingNoPhone: 'Phone verification calls your business: please enter its Phone Number above, or choose another verification method.',
  claimNoPhone: 'This listing has no phone number, so it cannot be verified by phone. Please choose another verification method.',
} as const;

/**
 * A document whose bytes are not what its name says ('license.pdf' that is not a PDF), or not a document type at
 * all: said on the file's field.
 */
export function documentTypeRefusedMessage(name: string | undefined): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name ?? '')?.[1]?.toUpperCase();
  const named = extension && ['PDF', 'JPG', 'JPEG', 'PNG', 'DOC', 'DOCX'].includes(extension) ? extension : null;
  return named ? `This file is named .${named.toLowerCase()} but is not a ${named} inside. ${DOCUMENT_TYPE_REFUSED_MESSAGE}` : DOCUMENT_TYPE_REFUSED_MESSAGE;
}

export const DOCUMENT_UNREADABLE_MESSAGE = 'Failed to process document. Please try again.';
export const DOCUMENT_TYPE_REFUSED_MESSAGE = 'Please upload a PDF, JPG, PNG, DOC or DOCX document.';
export const WEBSITE_MESSAGE = 'Please enter a website address, like www.example.com or https://example.com.';
export const UNKNOWN_CITY_MESSAGE = 'The selected city does not exist.';
export const UNKNOWN_SERVICE_MESSAGE = 'A selected service does not exist.';

/**
 * The address names a state (by its ZIP code or its text) other than the listing's city's: a listing is never
 * placed in another state than its city.
 */
export const addressStateMessage = (addressState: string, city: { name: string; state: string }, zip: string | null) =>
  `This address is in ${addressState}${zip ? ` (ZIP code ${zip})` : ''}, but ${city.name} is in ${city.state}. ` +
  'Please check the address and ZIP code, or choose the city your business is in.';
/**
 * The address names another directory city than the listing's: the City field says where a listing is shown, so an
 * address never moves it on its own.
 */
export const addressOtherCityMessage = (named: { name: string; state: string }, city: { name: string }) =>
  `This address is in ${named.name}, ${named.state}, not ${city.name}. Please enter an address in ${city.name}, or choose ${named.name} as the city.`;

export const OWNER_TOASTS = {
  listingSuccess: {
    title: 'Business Listed Successfully!',
    description: "Your business has been submitted for review. You'll receive an email when it's approved.",
  },
  listingFailure: { title: 'Submission Failed', description: 'Failed to submit your business listing. Please try again.' },
  claimSuccess: {
    title: 'Claim Submitted',
    description: "Your claim has been submitted for review. We'll notify you once it's processed.",
  },
  claimFailure: { title: 'Claim Failed', description: 'Failed to submit claim. Please try again.' },
  claimUnauthenticated: {
    title: 'Authentication Required',
    description: 'Please sign in as a business owner to claim this business.',
  },
  updateSuccess: { title: 'Business Updated', description: 'Your business information has been updated successfully.' },
  /**
   * Saved, but an identity change waits for staff (the answer's pendingChanges is not empty): which fields are live
   * now and which wait, by their labels.
   */
  updatePending: (live: readonly string[], waiting: readonly string[]) => ({
    title: 'Changes Saved',
    description:
      (live.length > 0 ? `Live now: ${live.join(', ')}. ` : '') +
      `Waiting for our team's review: ${waiting.join(', ')} (your public listing shows the current value until then).`,
  }),
  updateFailure: { title: 'Update Failed', description: 'Failed to update business information. Please try again.' },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------------------------

/** 10MB, counted on the decoded file. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/**
 * Verification documents one account may upload in any 24 hours, counted from the documents stored for it (not
 * per session: signing in again does not reset them). A genuine owner sends one or two; these only stop a flood.
 */
export const DOCUMENTS_PER_DAY = 10;
export const DOCUMENT_BYTES_PER_DAY = 50 * 1024 * 1024;
export const UPLOADS_BUSY_MESSAGE = 'Too many uploads at once, please try again in a moment';
/** An account sends its uploads one at a time; this answers one sent while several of its own are still going. */
export const UPLOAD_IN_PROGRESS_MESSAGE = 'Your other uploads are still being sent. Please wait for them to finish, then try again.';
/** The refusal once an account has reached its daily documents; `retryAt` is when enough of them age out. */
export function documentQuotaMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  const wait = minutes < 90 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.round(minutes / 60)} hours`;
  const at = `${retryAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return (
    `You have reached the daily limit for verification documents (${DOCUMENTS_PER_DAY} files or ` +
    `${DOCUMENT_BYTES_PER_DAY / (1024 * 1024)}MB in 24 hours). Please try again in about ${wait} (after ${at}).`
  );
}
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
export const CLAIM_REDIRECT_DELAY_MS = 1000;
export const ANALYTICS_WINDOW_DAYS = 30;
export const MAX_PRICE = 100_000;

export const VERIFICATION_METHODS = ['phone', 'email', 'document', 'address'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const CLAIM_DOCUMENT_TYPES = ['business_license', 'tax_document', 'utility_bill', 'lease_agreement', 'other'] as const;
export const LISTING_DOCUMENT_TYPES = ['business_license', 'tax_id', 'utility_bill', 'lease_agreement'] as const;

/** Review status labels; any other value is shown as it is. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Not approved',
  withdrawn: 'Replaced by a newer change',
};
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

// ---------------------------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------------------------

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

/** Empty means null; missing stays undefined (a PATCH leaves the field alone). */
const emptyToNull = <T extends string | null | undefined>(value: T) => (value === undefined ? undefined : value || null);

/** Optional free text: empty or null becomes null. */
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).nullish().transform(emptyToNull);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    // A public website has a dotted name ('mysalon' alone, completed to https://mysalon, is not one).
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An address typed without its scheme ('www.mysalon.com', as people type it) gets https:// in front. */
const withScheme = <T extends string | null | undefined>(value: T): T =>
  (value == null || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`) as T;

/** Website: null when empty, otherwise an http(s) URL; one typed without https:// is completed. */
export const websiteSchema = z
  .string({ message: WEBSITE_MESSAGE })
  .trim()
  .max(500, 'Website must be 500 characters or fewer.')
  .nullish()
  .transform(emptyToNull)
  .transform(withScheme)
  .refine((value) => value == null || isHttpUrl(value), WEBSITE_MESSAGE);

const priceSchema = (label: string) =>
  z
    .number({ message: `${label} must be a whole number of dollars.` })
    .int(`${label} must be a whole number of dollars.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_PRICE, `${label} must be at most $${MAX_PRICE}.`);

/**
 * A North American number: 10 digits (an optional leading 1), area code and exchange not starting with 0 or 1,
 * no N11 service codes and no premium-rate 900 numbers. Null when it is not one.
 */
export function formatUsPhone(text: string): string | null {
  let digits = text.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (!/^[2-9]\d\d$/.test(area) || !/^[2-9]\d\d$/.test(exchange)) return null;
  if (area[1] === '1' && area[2] === '1') return null;
  if (area === '900') return null;
  return `(${area}) ${exchange}-${digits.slice(6)}`;
}

/** A US ZIP code, 5 digits or ZIP+4 ('78701', '78701-1234'); spaces around the hyphen are dropped. Null when it is not one. */
export function formatUsZip(text: string): string | null {
  const match = /^(\d{5})(?:\s*-\s*(\d{4}))?$/.exec(text.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

/** A street address starts with a house number followed by a street: '120 Main St, Austin, TX 78701'. */
export const hasStreetNumberAndName = (address: string) => /^\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?\s+\S*[A-Za-z]/.test(address);

const businessNameSchema = requiredText(LISTING_MESSAGES.name, 200, 'Business name must be 200 characters or fewer.').refine(
  (name) => !hasHiddenFormatting(name),
  hiddenFormattingMessage('Business name'),
);
const businessAddressSchema = requiredText(LISTING_MESSAGES.address, 300, 'Address must be 300 characters or fewer.').refine(
  hasStreetNumberAndName,
  STREET_ADDRESS_MESSAGE,
);
/** Stored and shown formatted, '(512) 555-0123', however it was typed. */
const businessPhoneSchema = requiredText(LISTING_MESSAGES.phone, 40, 'Phone number must be 40 characters or fewer.').transform(
  (value, ctx) => {
    const formatted = formatUsPhone(value);
    if (formatted === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return formatted;
  },
);

/**
 * Both prices given and the minimum above the maximum: the one price rule that spans two fields. A 0 maximum is no
 * maximum (storedPrices), never below a minimum.
 */
export const pricesOutOfOrder = (min: number | null | undefined, max: number | null | undefined) =>
  min != null && max != null && max !== 0 && min > max;

const pricesInOrder = (prices: { priceMin?: number | null; priceMax?: number | null }) => !pricesOutOfOrder(prices.priceMin, prices.priceMax);

/**
 * A minimum above the maximum: checked in the same round as the other fields (a form shows every error at once),
 * whenever both prices are themselves valid.
 */
const PRICE_ORDER_CHECK = {
  path: ['priceMin'],
  message: PRICE_ORDER_MESSAGE,
  when: ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof value === 'object' && value !== null && !issues.some((issue) => issue.path?.[0] === 'priceMin' || issue.path?.[0] === 'priceMax'),
};

/**
 * What a pair of prices means once stored. The original contract sends 0 for a price field left empty, so 0/0 is no
 * price ('Contact for pricing': never '$0', never first by price, no priceRange in JSON-LD) and a 0 maximum is no
 * maximum ('From $40'). A $0 start beside a real maximum, or beside none, stays a price.
 */
export function storedPrices(min: number | null, max: number | null): { priceMin: number | null; priceMax: number | null } {
  if (max !== 0) return { priceMin: min, priceMax: max };
  return { priceMin: min === 0 ? null : min, priceMax: null };
}
const descriptionSchema = optionalText(5000, 'Description must be 5000 characters or fewer.');
/** Null (or left out when listing) means no hours given. Writes may send hours as text instead (`hours`). */
const scheduleSchema = weeklyScheduleSchema.nullable().describe('Weekly opening hours in the local time of the city; null: no hours');

/** The services a listing offers: at least one, each once. */
const serviceIdsSchema = z
  .array(idSchema, { message: LISTING_MESSAGES.services })
  .min(1, LISTING_MESSAGES.services)
  .max(50, 'Please select at most 50 services.')
  .transform((ids) => [...new Set(ids)]);

/** A data URL as FileReader.readAsDataURL makes it; size and content are checked on the decoded bytes. */
const MAX_DATA_URL_CHARS = 16 * 1024 * 1024;

function verificationDataSchema<T extends readonly [string, ...string[]]>(documentTypes: T, documentTypeMessage: string) {
  return z.object({
    phone: optionalText(40, 'Phone number must be 40 characters or fewer.'),
    email: z
      .string()
      .trim()
      .max(254, 'Email must be 254 characters or fewer.')
      .nullish()
      .transform(emptyToNull)
      .refine((value) => value == null || z.email().safeParse(value).success, 'Please enter a valid email address.'),
    address: optionalText(500, 'Address must be 500 characters or fewer.'),
    documentType: z.enum(documentTypes, { message: documentTypeMessage }).optional(),
    documentFile: z.string().max(MAX_DATA_URL_CHARS).optional(),
    documentName: z.string().trim().max(255, 'File name must be 255 characters or fewer.').optional(),
    documentSize: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  });
}

/** The number phone verification calls, when one is given, is a US phone (staff cannot call 'tomorrow'). */
function checkVerificationPhone(verification: { verificationMethod: string; verificationData: { phone?: string | null } }, ctx: z.RefinementCtx) {
  const phone = verification.verificationData.phone;
  if (verification.verificationMethod === 'phone' && phone && formatUsPhone(phone) === null) {
    ctx.addIssue({ code: 'custom', path: ['verificationData', 'phone'], message: PHONE_INVALID_MESSAGE });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// POST /api/business/create
// ---------------------------------------------------------------------------------------------------------------

/** Keys in the order the form checks them; the first issue is the message shown. */
export const listingBusinessSchema = z.object({
  name: businessNameSchema,
  address: businessAddressSchema,
  phone: businessPhoneSchema,
  cityId: idSchemaWith(LISTING_MESSAGES.city),
  serviceIds: serviceIdsSchema,
  website: websiteSchema,
  description: descriptionSchema,
  hours: hoursInputSchema.optional(),
  schedule: scheduleSchema.optional(),
  // No price is null, shown as 'Contact for pricing'.
  priceMin: priceSchema('Starting price').nullish().transform((value) => value ?? null),
  priceMax: priceSchema('Maximum price').nullish().transform((value) => value ?? null),
  isMobile: z.boolean().default(false),
  // ownerId, isClaimed and isVerified are not part of the contract: the server decides them, whatever is sent.
}).refine(pricesInOrder, PRICE_ORDER_CHECK).transform(({ hours, schedule, ...business }, ctx) => ({ ...business, schedule: scheduleOfWrite({ hours, schedule }, ctx) ?? null }));

export const listingVerificationSchema = z
  .object({
    verificationMethod: z.enum(VERIFICATION_METHODS, { message: LISTING_MESSAGES.method }),
    verificationData: verificationDataSchema(LISTING_DOCUMENT_TYPES, LISTING_MESSAGES.documentType).prefault({}),
  })
  .superRefine((verification, ctx) => {
    checkVerificationPhone(verification, ctx);
    if (verification.verificationMethod !== 'document') return;
    const data = verification.verificationData;
    if (!data.documentType) {
      ctx.addIssue({ code: 'custom', path: ['verificationData', 'documentType'], message: LISTING_MESSAGES.documentType });
    } else if (!data.documentFile) {
      ctx.addIssue({ code: 'custom', path: ['verificationData', 'documentFile'], message: LISTING_MESSAGES.documentFile });
    }
  });

/** Phone verification with no number given calls the listing's phone: a listing without one cannot ask for it. */
const PHONE_TO_CALL_CHECK = {
  path: ['verification', 'verificationData', 'phone'],
  message: PHONE_VERIFICATION_MESSAGES.listingNoPhone,
  // Checked in the same round as the other fields (the business phone's own message shows beside this one).
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};
const hasPhoneToCall = (payload: unknown) => {
  const { business, verification } = payload as { business?: { phone?: unknown }; verification?: { verificationMethod?: unknown; verificationData?: { phone?: unknown } } };
  if (verification?.verificationMethod !== 'phone' || verification.verificationData?.phone) return true;
  return typeof business?.phone === 'string' && business.phone.trim() !== '';
};

export const createListingPayloadSchema = z
  .object({
    business: listingBusinessSchema,
    verification: listingVerificationSchema,
  })
  .refine(hasPhoneToCall, PHONE_TO_CALL_CHECK);
export type CreateListingPayload = z.input<typeof createListingPayloadSchema>;
export type CreateListingInput = z.output<typeof createListingPayloadSchema>;

export const businessResponseSchema = z.object({ business: businessSchema });
export type BusinessResponse = z.infer<typeof businessResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/business/{id}/claim
// ---------------------------------------------------------------------------------------------------------------

export const claimPayloadSchema = z
  .object({
    claimReason: requiredText(CLAIM_MESSAGES.missing, 2000, 'Reason must be 2000 characters or fewer.'),
    verificationMethod: z.enum(VERIFICATION_METHODS, { message: CLAIM_MESSAGES.missing }),
    verificationData: verificationDataSchema(CLAIM_DOCUMENT_TYPES, CLAIM_MESSAGES.missing).prefault({}),
  })
  .superRefine((claim, ctx) => {
    checkVerificationPhone(claim, ctx);
    // A document claim without its document cannot be reviewed.
    if (claim.verificationMethod !== 'document') return;
    if (!claim.verificationData.documentType) {
      ctx.addIssue({ code: 'custom', path: ['verificationData', 'documentType'], message: CLAIM_MESSAGES.missing });
    } else if (!claim.verificationData.documentFile) {
      ctx.addIssue({ code: 'custom', path: ['verificationData', 'documentFile'], message: CLAIM_MESSAGES.missing });
    }
  });
export type ClaimPayload = z.input<typeof claimPayloadSchema>;
export type ClaimInput = z.output<typeof claimPayloadSchema>;

export const claimHistoryItemSchema = z.object({
  id: z.number().int(),
  status: z.string().describe("'pending', 'approved', 'rejected' (any other value shown raw)"),
  submittedAt: z.string().describe('ISO 8601 timestamp'),
  claimReason: z.string(),
  verificationMethod: z.string(),
  rejectionReason: z.string().nullable(),
});
export type ClaimHistoryItem = z.infer<typeof claimHistoryItemSchema>;

export const claimResponseSchema = z.object({ claim: claimHistoryItemSchema });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboard: GET /api/dashboard/business/{id}, PATCH /api/business/{id}, GET /api/dashboard/businesses
// ---------------------------------------------------------------------------------------------------------------

export const businessUpdateItemSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  submittedAt: z.string().describe('ISO 8601 timestamp'),
  fieldName: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  rejectionReason: z.string().nullable().describe("Staff's reason when a reviewed change was not approved"),
});
export type BusinessUpdateItem = z.infer<typeof businessUpdateItemSchema>;

export const dashboardStatsSchema = z.object({
  views: z.number().int().describe('Profile views over the last 30 days'),
  clicks: z.number().int().describe('Contact clicks over the last 30 days'),
  rating: z.string().describe('Average rating, one decimal'),
  reviewCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardResponseSchema = z.object({
  business: businessSchema,
  city: citySchema,
  services: z.array(businessServiceSchema),
  claims: z.array(claimHistoryItemSchema),
  updates: z.array(businessUpdateItemSchema),
  stats: dashboardStatsSchema,
  moderation: listingModerationSchema.nullable().describe('Null once the listing is public'),
  resubmissionsLeft: z.number().int().describe('How many more times a listing that was not approved can be resubmitted'),
  changedSinceRejection: z
    .array(z.string())
    .describe("Fields the owner changed since staff last rejected the listing ('services' for the services); empty when none or not rejected"),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** The dashboard's editable fields; each one left out stays as it is. */
export const updateBusinessPayloadSchema = z.object({
  name: businessNameSchema.optional(),
  address: businessAddressSchema.optional(),
  phone: businessPhoneSchema.optional(),
  website: websiteSchema.optional(),
  cityId: idSchemaWith(LISTING_MESSAGES.city).optional(),
  // The whole new set of services, as when listing; it replaces the old one.
  serviceIds: serviceIdsSchema.optional(),
  isMobile: z.boolean({ message: 'isMobile must be true or false.' }).optional(),
  description: descriptionSchema.optional(),
  hours: hoursInputSchema.optional(),
  schedule: scheduleSchema.optional(),
  // Null clears a price ('Contact for pricing'); the order of the two is checked against the stored values too.
  priceMin: priceSchema('Starting price').nullable().optional(),
  priceMax: priceSchema('Maximum price').nullable().optional(),
}).refine(pricesInOrder, PRICE_ORDER_CHECK).transform(({ hours, schedule, ...update }, ctx) => ({ ...update, schedule: scheduleOfWrite({ hours, schedule }, ctx) }));
export type UpdateBusinessPayload = z.input<typeof updateBusinessPayloadSchema>;
export type UpdateBusinessInput = z.output<typeof updateBusinessPayloadSchema>;
/**
 * The listing's own columns an edit records, one business update per changed field; 'hours' is recorded from the
 * schedule the edit sets (`schedule`, or `hours` as text). The services are recorded too, as SERVICES_FIELD.
 */
export const EDITABLE_FIELDS = ['name', 'address', 'phone', 'website', 'cityId', 'isMobile', 'description', 'hours', 'priceMin', 'priceMax'] as const;
/** The business update that records a change of services: their names, in the catalog's order. */
export const SERVICES_FIELD = 'services';
/**
 * Fields that say who and where the business is. On a verified listing a change to one waits for staff (the public
 * keeps the old value until then), so a verified badge cannot be carried over to another identity.
 */
export const IDENTITY_FIELDS = ['name', 'address', 'phone', 'website', 'cityId'] as const satisfies readonly (typeof EDITABLE_FIELDS)[number][];
/**
 * Where the listing is: its city and its address must agree, so staff decide a waiting change of either together
 * with the other (approving one approves both).
 */
export const LOCATION_FIELDS = ['address', 'cityId'] as const satisfies readonly (typeof IDENTITY_FIELDS)[number][];
export const CHANGE_PENDING_LABEL = 'Change pending review';
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

const pendingValueSchema = z.string().nullable().optional();
/**
 * The identity changes of a listing that wait for staff, by field: the value the owner asked for (null: remove it, a
 * website). An edit of a verified listing answers the live business (the public keeps the old values until staff
 * approve) beside these, so a client sees at once that its edit was kept, not lost.
 */
export const pendingChangesSchema = z
  .object({
    name: pendingValueSchema,
    address: pendingValueSchema,
    phone: pendingValueSchema,
    website: pendingValueSchema,
    cityId: z.number().int().optional().describe('The city the listing asks to move to'),
  } satisfies Record<IdentityField, z.ZodType>)
  .describe('Identity changes waiting for staff, by field: the asked-for value; empty when nothing waits');
export type PendingChanges = z.infer<typeof pendingChangesSchema>;

/** PATCH /api/business/{id}: the business as the public now sees it, and what waits for staff. */
export const updateBusinessResponseSchema = businessResponseSchema.extend({ pendingChanges: pendingChangesSchema });
export type UpdateBusinessResponse = z.infer<typeof updateBusinessResponseSchema>;

export const ownerBusinessSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.object({ id: z.number().int(), name: z.string(), state: z.string(), slug: z.string() }),
  isVerified: z.boolean(),
  isClaimed: z.boolean(),
  status: z.enum(LISTING_STATUSES).describe("Only 'approved' listings are public (and not closed)"),
  closedAt: z.string().optional().describe('ISO 8601: when staff marked it permanently closed (its status stays approved); absent while it operates'),
});
export type OwnerBusinessSummary = z.infer<typeof ownerBusinessSummarySchema>;
export const ownerBusinessListSchema = z.array(ownerBusinessSummarySchema);

// ---------------------------------------------------------------------------------------------------------------
// The owner's requests: GET /api/dashboard/requests, POST /api/dashboard/business/{id}/resubmit
// ---------------------------------------------------------------------------------------------------------------

/**
 * Requests one owner may have waiting for staff at once, per kind: a real owner rarely has more than one or two, and
 * the cap keeps one account from burying the staff queue. A resubmitted listing counts as a new listing.
 */
export const PENDING_REQUEST_LIMITS = { claim: 5, listing: 5 } as const;
export const PENDING_LIMIT_MESSAGES = {
  claim: `You already have ${PENDING_REQUEST_LIMITS.claim} claims waiting for review, the most at one time. Please wait until our team decides one of them (we will email you), then send this claim.`,
  listing: `You already have ${PENDING_REQUEST_LIMITS.listing} new listings waiting for review, the most at one time. Please wait until our team decides one of them (we will email you), then send this listing.`,
} as const;

/** A rejected listing may go back to the staff queue this many times. */
export const RESUBMISSION_LIMIT = 3;
export const RESUBMIT_MESSAGES = {
  notRejected: 'Only a listing that was not approved can be resubmitted.',
  limit: `This listing has been resubmitted ${RESUBMISSION_LIMIT} times, the most we accept. Please contact support.`,
} as const;

export const ownerRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLAIM_KINDS).describe("'listing': a business the owner listed; 'claim': a claim on an existing listing"),
  status: z.string().describe("'pending', 'approved' or 'rejected'"),
  submittedAt: z.string().describe('ISO 8601 timestamp'),
  decidedAt: z.string().nullable().describe('ISO 8601 timestamp'),
  rejectionReason: z.string().nullable().describe("Staff's reason when not approved"),
  business: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    isPublic: z.boolean(),
    isOwner: z.boolean().describe('Whether the owner runs this business (its dashboard is theirs)'),
  }),
});
export type OwnerRequest = z.infer<typeof ownerRequestSchema>;
export const ownerRequestListSchema = z.object({ requests: z.array(ownerRequestSchema) });
export type OwnerRequestList = z.infer<typeof ownerRequestListSchema>;
