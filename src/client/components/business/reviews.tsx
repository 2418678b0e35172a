import { MessageSquare, PenLine } from 'lucide-react';
import type { Review } from '../../../shared/listings.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { InfoCard } from './info-card.js';
import { ReviewCard } from './review-card.js';

/** Spec section 9: the review preview shows 3. */
export const REVIEW_PREVIEW_LIMIT = 3;

/** 'Customer Reviews' near the top: the latest 3, or 'No Reviews Yet' with a 'Write a Review' button. */
export function ReviewPreview({ reviews, loading = false }: { reviews: Review[]; loading?: boolean }) {
  const more = reviews.length > REVIEW_PREVIEW_LIMIT;
  return (
    <InfoCard
      id="reviews-preview"
      title="Customer Reviews"
      icon={<MessageSquare className="size-5" aria-hidden="true" />}
      action={
        more ? (
          <a href="#all-reviews" className="focus-ring rounded text-sm font-semibold text-teal-700 hover:underline">
            See all {reviews.length} reviews
          </a>
        ) : null
      }
    >
      {loading ? (
        <p role="status" className="rounded-xl bg-slate-50 px-6 py-10 text-center text-slate-600">
          Loading reviews...
        </p>
      ) : reviews.length === 0 ? (
        <EmptyState
          icon={MessageSquare}
          titleAs="h3"
          title="No Reviews Yet"
          text="Be the first to share your experience with this business."
          className="rounded-xl border-0 bg-slate-50 py-10"
          action={
            // The spec's button has no action yet: customer reviews are a stub.
            <Button size="sm">
              <PenLine className="size-4" aria-hidden="true" />
              Write a Review
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4">
          {reviews.slice(0, REVIEW_PREVIEW_LIMIT).map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}

/** The full 'Customer Reviews' grid further down (each text cut at 150 characters). */
export function ReviewGrid({ reviews, businessName }: { reviews: Review[]; businessName: string }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="all-reviews" className="scroll-mt-24">
      <h2 id="all-reviews" className="mb-1 text-2xl font-bold tracking-tight text-slate-900">
        Customer Reviews
      </h2>
      <p className="mb-6 text-slate-600">
        All {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'} of {businessName}, newest first.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
