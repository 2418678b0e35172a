/** Review limits, sorts and messages: no zod here, so code the first paint loads may use them. */

/**
 * The source of the generated example reviews of the demo data: they come from no review site, so they link to
 * none and pages label them as demo data.
 */
export const DEMO_REVIEW_SOURCE = 'demo';

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated', helpful: 'Most helpful' };

/** The star ratings a review list can be filtered to (`stars`), as the address writes them. */
export const REVIEW_STARS = ['5', '4', '3', '2', '1'] as const;
export type ReviewStars = (typeof REVIEW_STARS)[number];

export const REVIEW_LIMITS = {
  minText: 20,
  maxText: 2000,
  maxReply: 1000,
  maxReason: 500,
  pageSize: 20,
  maxPageSize: 50,
  /** Photos on one review (same checks and processing as a business's photos). */
  maxPhotos: 4,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  textTooShort: `Please write at least ${REVIEW_LIMITS.minText} characters.`,
  textTooLong: `Reviews are at most ${REVIEW_LIMITS.maxText} characters.`,
  nothingToChange: 'Please change the rating or the text.',
  duplicate: 'You have already reviewed this business',
  ownersCannotReview: 'Reviews are written from a customer account. Business owner accounts cannot review businesses.',
  authorOnly: 'Only the author of this review can change or delete it.',
  verifiedOwnerOnly: 'Only the verified owner of this business can reply to its reviews.',
  replyRequired: 'Please write a reply.',
  replyTooLong: `Replies are at most ${REVIEW_LIMITS.maxReply} characters.`,
  reasonRequired: 'Please tell us what is wrong with this review.',
  reasonTooLong: `Reasons are at most ${REVIEW_LIMITS.maxReason} characters.`,
  ownReport: 'You cannot report your own review.',
  ownBusinessReview: 'You cannot review a business you own.',
  ownBusinessReport: 'You cannot report reviews of a business you own.',
  ownReviewReply: 'You cannot reply to a review you wrote.',
  reported: 'Thank you. Our team will look at this review.',
  alreadyDecided: 'The reports on this review have already been decided.',
  photoLimit: `A review can show ${REVIEW_LIMITS.maxPhotos} photos. Remove one to add another.`,
  photoDuplicate: 'This photo is already in your review.',
  photoNotFound: 'Photo not found',
  ownPhotoReport: 'You cannot report a photo of your own review.',
  ownBusinessPhotoReport: 'You cannot report photos of reviews of a business you own.',
  photoReasonRequired: 'Please tell us what is wrong with this photo.',
  photoReported: 'Thank you. Our team will look at this photo.',
  photoAlreadyDecided: 'The reports on this photo have already been decided.',
  ownHelpful: 'You cannot mark your own review as helpful.',
  ownBusinessHelpful: 'You cannot mark reviews of a business you own as helpful.',
} as const;
