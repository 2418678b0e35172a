import { ExternalLink } from 'lucide-react';
import type { Review } from '../../../shared/listings.js';
import { REVIEW_TEXT_LIMIT, truncate } from '../../lib/format.js';
import { StarRating } from '../listings/star-rating.js';
import { Card } from '../ui/card.js';

/** Spec: source 'yelp' shows as Yelp, any other value as Foursquare. */
export const reviewSourceLabel = (source: string) => (source === 'yelp' ? 'Yelp' : 'Foursquare');

// A fixed time zone, so the server and the browser print the same date (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function ReviewCard({ review }: { review: Review }) {
  const initial = review.userName.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Card as="article" className="flex h-full flex-col gap-3 p-5 shadow-none">
      <header className="flex items-center gap-3">
        {review.userImageUrl ? (
          <img src={review.userImageUrl} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-800" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{review.userName}</h3>
          <p className="text-xs text-slate-600">
            <time dateTime={review.timeCreated}>{dateFormat.format(new Date(review.timeCreated))}</time> · via {reviewSourceLabel(review.source)}
          </p>
        </div>
      </header>
      <StarRating rating={review.rating} />
      <p className="flex-1 text-sm text-slate-700">{truncate(review.text, REVIEW_TEXT_LIMIT)}</p>
      {review.reviewUrl ? (
        <a
          href={review.reviewUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 hover:underline"
        >
          Read on {reviewSourceLabel(review.source)}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </Card>
  );
}
