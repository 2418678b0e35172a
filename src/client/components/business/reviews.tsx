import type { Review } from '#shared/reviews.js';
import { ReviewComposer } from '../reviews/review-composer.js';
import { useReviewViewer } from '../reviews/use-review-viewer.js';
import { EmptyState } from '../ui/empty-state.js';
import { Icon } from '../ui/icon.js';
import { InfoCard } from './info-card.js';
import { ReviewCard } from './review-card.js';

/** The review preview shows 3. */
export const REVIEW_PREVIEW_LIMIT = 3;

/**
 * 'Customer Reviews' near the top: the viewer's part (write, or their own review with Edit and Delete), then the
 * latest 3, or 'No Reviews Yet'. `actions` gives each review its controls (Report). `newest` is the first page of
 * the review list; `total` the business's reviewCount (the list's X-Total-Count).
 */
export function ReviewPreview({ businessId, businessName, newest, total, loading = false, actions, closed = false }: {
  businessId: number;
  businessName: string;
  newest: Review[] | undefined;
  total: number;
  loading?: boolean;
  actions: (review: Review) => React.ReactNode;
  /** A permanently closed business takes no new reviews. */
  closed?: boolean;
}) {
  // The viewer's own review shows above the list, with its Edit and Delete; not a second time in it.
  const { ownReview } = useReviewViewer(businessId);
  const reviews = (newest ?? []).filter((review) => review.id !== ownReview?.id);
  return (
    <InfoCard
      id="reviews-preview"
      title="Customer Reviews"
      icon={<Icon name="message-square" className="size-5" />}
      action={
        total > REVIEW_PREVIEW_LIMIT ? (
          <a href="#all-reviews" className="focus-ring rounded text-sm font-semibold text-teal-700 hover:underline">
            See all {total} reviews
          </a>
        ) : null
      }
    >
      {closed ? null : <ReviewComposer businessId={businessId} businessName={businessName} />}
      {loading ? (
        <p role="status" className="rounded-xl bg-slate-50 px-6 py-10 text-center text-slate-600">
          Loading reviews...
        </p>
      ) : reviews.length === 0 ? (
        ownReview ? null : (
          <EmptyState
            icon="message-square"
            titleAs="h3"
            title="No Reviews Yet"
            text="Be the first to share your experience with this business."
            surface="muted"
            padding="sm"
          />
        )
      ) : (
        <ul className="grid gap-4">
          {reviews.slice(0, REVIEW_PREVIEW_LIMIT).map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} actions={actions(review)} />
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}
