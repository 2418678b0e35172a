import { MessageSquare, PenLine } from 'lucide-react';
import type { Review } from '../../../shared/listings.js';
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
          <a href="#all-reviews" className="text-sm font-semibold text-teal-700 hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none">
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
        <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-6 py-10 text-center">
          <MessageSquare className="size-10 text-slate-400" aria-hidden="true" />
          <h3 className="text-lg font-semibold text-slate-900">No Reviews Yet</h3>
          <p className="text-slate-600">Be the first to share your experience with this business.</p>
          {/* The spec's button has no action yet: customer reviews are a stub. */}
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <PenLine className="size-4" aria-hidden="true" />
            Write a Review
          </button>
        </div>
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
