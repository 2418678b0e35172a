import { z } from 'zod';
import { idSchema, pagingQuerySchema } from './ids.js';
import { photoImageSchema } from './photos.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_SORTS, REVIEW_STARS } from './review-options.js';

// ---------------------------------------------------------------------------------------------------------------
// Reviews (issue 13): customers review businesses, owners reply, anyone signed in reports, staff hide or keep.
// Limits, sorts and messages live in review-options.ts (no zod), so browser code outside the pages can read them.
// ---------------------------------------------------------------------------------------------------------------

export { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_SORTS, REVIEW_STARS, type ReviewSort, type ReviewStars } from './review-options.js';

export const ownerReplySchema = z
  .object({ text: z.string(), repliedAt: z.string().describe('ISO 8601 timestamp of the last time it was written') })
  .describe("The business owner's reply, shown as 'Response from the owner'");
export type OwnerReply = z.infer<typeof ownerReplySchema>;

/** A photo its author added to a review; it opens in the lightbox. */
export const reviewPhotoSchema = z.object({ id: z.number().int(), image: photoImageSchema });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  userName: z.string().describe('First name and last initial ("Maria G."): the original contract\'s name for the author'),
  authorName: z.string().describe('The same as userName (the name the site\'s own pages read)'),
  userImageUrl: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  timeCreated: z.string().describe('ISO 8601 timestamp'),
  editedAt: z.string().nullable().describe('ISO 8601 timestamp of the last edit by its author'),
  source: z.string().describe("'site' for reviews written here; 'demo' for the generated demo reviews (no review site holds them); otherwise the site an imported review came from ('yelp', 'foursquare')"),
  reviewUrl: z.string().nullable(),
  ownerReply: ownerReplySchema.nullable(),
  photos: z.array(reviewPhotoSchema).max(REVIEW_LIMITS.maxPhotos).describe(`Up to ${REVIEW_LIMITS.maxPhotos}, in the order they were added`),
  helpfulCount: z.number().int().min(0).describe("How many signed-in people marked it 'Helpful'"),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * Query of `GET /api/businesses/{id}/reviews` and of the owner's list. The public read answers the list itself (the
 * original contract's shape); its paging travels in the `Link` and `X-Total-Count` headers (REVIEW_LIST_HEADERS).
 */
export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  stars: z
    .enum(REVIEW_STARS, { message: 'stars must be a whole number from 1 to 5' })
    .optional()
    .describe('Only the reviews with this many stars (X-Total-Count then counts those)'),
  ...pagingQuerySchema({ maxPage: 10_000, maxPageSize: REVIEW_LIMITS.maxPageSize, pageSize: REVIEW_LIMITS.pageSize }),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** `GET /api/businesses/{id}/reviews`: one page of visible reviews, in the asked order (newest first by default). */
export const reviewListSchema = z.array(reviewSchema).describe('One page of reviews; the `Link` header leads to the other pages');

/** The paging headers of the public review list, as the API document describes them. */
export const REVIEW_LIST_HEADERS = {
  Link: {
    type: 'string',
    description:
      'The other pages (RFC 8288) as absolute addresses on the site, keeping sort and pageSize: rel="first", "prev", "next" and "last", ' +
      'for example <{site}/api/businesses/12/reviews?sort=newest&page=2&pageSize=20>; rel="next". No "next" on the last page, no "prev" on the first.',
  },
  'X-Total-Count': { type: 'integer', description: 'How many visible reviews the business has (its reviewCount), over all pages' },
} as const;

/** `PUT` / `DELETE /api/reviews/{id}/helpful`: the viewer's vote given or withdrawn, and the review's new count. */
export const helpfulVoteResponseSchema = z.object({
  reviewId: z.number().int(),
  helpfulCount: z.number().int().min(0),
  voted: z.boolean().describe('Whether the signed-in viewer now counts among them'),
});
export type HelpfulVoteResponse = z.infer<typeof helpfulVoteResponseSchema>;

/** `GET /api/businesses/{id}/helpful-votes`: which of the business's reviews the signed-in viewer marked helpful. */
export const myHelpfulVotesSchema = z.object({ reviewIds: z.array(z.number().int()) });
export type MyHelpfulVotes = z.infer<typeof myHelpfulVotesSchema>;

/** One page of reviews with its paging, as the services and the owner's list carry it. */
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int().describe('Visible reviews of the business (the same number as its reviewCount), or those with `stars` stars'),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(REVIEW_SORTS),
  stars: z.enum(REVIEW_STARS).optional().describe('The star rating the list is filtered to, if any (total then counts those)'),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

const ratingField = z
  .number({ message: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.ratingRequired)
  .min(1, REVIEW_MESSAGES.ratingRequired)
  .max(5, REVIEW_MESSAGES.ratingRequired);
const textField = z
  .string({ message: REVIEW_MESSAGES.textTooShort })
  .trim()
  .min(REVIEW_LIMITS.minText, REVIEW_MESSAGES.textTooShort)
  .max(REVIEW_LIMITS.maxText, REVIEW_MESSAGES.textTooLong);

export const reviewPayloadSchema = z.object({ rating: ratingField, text: textField });
export type ReviewPayload = z.input<typeof reviewPayloadSchema>;

export const reviewUpdateSchema = z
  .object({ rating: ratingField.optional(), text: textField.optional() })
  .refine((value) => value.rating !== undefined || value.text !== undefined, REVIEW_MESSAGES.nothingToChange);
export type ReviewUpdate = z.input<typeof reviewUpdateSchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const replyPayloadSchema = z.object({
  text: z
    .string({ message: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(REVIEW_LIMITS.maxReply, REVIEW_MESSAGES.replyTooLong),
});
export type ReplyPayload = z.input<typeof replyPayloadSchema>;

export const reportPayloadSchema = z.object({
  reason: z
    .string({ message: REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.reasonRequired)
    .max(REVIEW_LIMITS.maxReason, REVIEW_MESSAGES.reasonTooLong),
});
export type ReportPayload = z.input<typeof reportPayloadSchema>;
export const reportResponseSchema = z.object({ message: z.string() });

export const photoReportPayloadSchema = z.object({
  reason: z
    .string({ message: REVIEW_MESSAGES.photoReasonRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.photoReasonRequired)
    .max(REVIEW_LIMITS.maxReason, REVIEW_MESSAGES.reasonTooLong),
});
export type PhotoReportPayload = z.input<typeof photoReportPayloadSchema>;

/** `/api/reviews/{id}/photos/{photoId}`: a photo of that review. */
export const reviewPhotoParamsSchema = z.object({ id: idSchema, photoId: idSchema });

/** A review as its author or the business owner sees it: with its moderation state and business. */
export const managedReviewSchema = reviewSchema.extend({
  status: z.enum(['visible', 'hidden']).describe("'hidden' by staff after a report: not shown publicly"),
  business: z.object({ id: z.number().int(), name: z.string() }),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;

export const customerReviewsResponseSchema = z.object({ reviews: z.array(managedReviewSchema).describe('Newest first') });
export type CustomerReviewsResponse = z.infer<typeof customerReviewsResponseSchema>;

export const ownerReviewsResponseSchema = reviewPageSchema.extend({ reviews: z.array(managedReviewSchema) });
export type OwnerReviewsResponse = z.infer<typeof ownerReviewsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff: reported reviews in the /admin queue, hidden or kept
// ---------------------------------------------------------------------------------------------------------------

export const reportedReviewItemSchema = z.object({
  id: z.number().int().describe('The review id'),
  kind: z.literal('review'),
  submittedAt: z.string().describe('ISO 8601 timestamp of its oldest pending report, or of its first edit after review if earlier'),
  editedAfterReview: z
    .boolean()
    .describe("Its author changed it after staff had decided its reports ('edited after review'); it may have no pending report"),
  business: z.object({ id: z.number().int(), name: z.string(), city: z.string(), state: z.string() }),
  review: reviewSchema.pick({ authorName: true, rating: true, text: true, timeCreated: true, source: true }),
  reports: z.array(z.object({ reason: z.string(), reportedAt: z.string() })).describe('Pending reports, oldest first'),
});
export type ReportedReviewItem = z.infer<typeof reportedReviewItemSchema>;
export const reportedReviewQueueSchema = z.object({ count: z.number().int(), items: z.array(reportedReviewItemSchema) });

export const reviewDecisionResponseSchema = z.object({
  review: z.object({ id: z.number().int(), status: z.enum(['visible', 'hidden']) }),
  business: z.object({ id: z.number().int(), rating: z.string(), reviewCount: z.number().int() }),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff: reported review photos in the /admin queue ('Reported photo'), removed or kept; staff remove any of them
// ---------------------------------------------------------------------------------------------------------------

export const reportedPhotoItemSchema = z.object({
  id: z.number().int().describe('The review photo id'),
  kind: z.literal('photo'),
  submittedAt: z.string().describe('ISO 8601 timestamp of its oldest pending report'),
  business: reportedReviewItemSchema.shape.business,
  review: z.object({ id: z.number().int(), authorName: z.string() }),
  image: photoImageSchema,
  reports: reportedReviewItemSchema.shape.reports,
});
export type ReportedPhotoItem = z.infer<typeof reportedPhotoItemSchema>;
export const reportedPhotoQueueSchema = z.object({ count: z.number().int(), items: z.array(reportedPhotoItemSchema) });

export const photoDecisionResponseSchema = z.object({
  photo: z.object({ id: z.number().int(), status: z.enum(['removed', 'kept']) }),
  business: z.object({ id: z.number().int() }),
});
export type PhotoDecisionResponse = z.infer<typeof photoDecisionResponseSchema>;
