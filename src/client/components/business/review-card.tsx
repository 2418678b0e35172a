import { Icon } from '../ui/icon.js';
import { useState, type ReactNode } from 'react';
import { DEMO_REVIEW_SOURCE } from '#shared/review-options.js';
import type { Review } from '#shared/reviews.js';
import { REVIEW_TEXT_LIMIT, truncate } from '../../lib/format.js';
import { StarRating } from '../listings/star-rating.js';
import { ReviewPhotos } from '../reviews/review-photos.js';
import { Card } from '../ui/card.js';
import { useBrand } from '../../lib/site.js';

/**
 * Where a review came from, as its card says it: written here, a generated demo review (from no review site, so it
 * names none), or an imported one ('yelp' shows as Yelp, any other value as Foursquare).
 */
export function reviewOrigin(source: string, siteName: string): string {
  if (source === DEMO_REVIEW_SOURCE) return 'Demo data';
  return `via ${reviewSourceLabel(source, siteName)}`;
}

const reviewSourceLabel = (source: string, siteName: string) => (source === 'site' ? siteName : source === 'yelp' ? 'Yelp' : 'Foursquare');

// A fixed time zone, so the server and the browser print the same date (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * One review. Grids cut its text at 150 characters with 'Read more', which opens it in place; `full` shows it
 * whole from the start, `opened` expands it (the review a permanent link points at). `actions` go at its foot.
 * `anchored` gives the card its permanent `#review-{id}` address: only the page's full list does, since an id is
 * unique per page and the same review also shows among the first three.
 */
export function ReviewCard({ review, full = false, opened = false, anchored = false, actions }: {
  review: Review;
  full?: boolean;
  opened?: boolean;
  anchored?: boolean;
  actions?: ReactNode;
}) {
  const brand = useBrand();
  const cut = !full && review.text.length > REVIEW_TEXT_LIMIT;
  // The visitor's own choice, once made, wins over `opened`.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? opened;
  const initial = review.authorName.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Card as="article" id={anchored ? `review-${review.id}` : undefined} padding="md" surface="flat" className="flex h-full scroll-mt-24 flex-col gap-3">
      <header className="flex items-center gap-3">
        {review.userImageUrl ? (
          <img src={review.userImageUrl} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-800" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{review.authorName}</h3>
          <p className="text-xs text-slate-600">
            <time dateTime={review.timeCreated}>{dateFormat.format(new Date(review.timeCreated))}</time> · {reviewOrigin(review.source, brand.name)}
            {review.editedAt ? ' · edited' : ''}
          </p>
        </div>
      </header>
      <StarRating rating={review.rating} />
      {cut ? (
        // A native disclosure: it opens before the app's script has loaded, by keyboard too, and says its state to
        // screen readers. Open, it hides the cut text and shows the whole, with 'Show less' after it.
        <div className="group/text flex-1">
          <p className="text-sm whitespace-pre-line text-slate-700 group-has-[details[open]]/text:hidden">{truncate(review.text, REVIEW_TEXT_LIMIT)}</p>
          <details open={expanded} onToggle={(event) => setChosen(event.currentTarget.open)} className="group/more open:flex open:flex-col-reverse">
            <summary className="focus-ring mt-1 w-fit cursor-pointer list-none rounded text-sm font-semibold text-teal-700 hover:underline [&::-webkit-details-marker]:hidden">
              <span className="group-open/more:hidden">Read more</span>
              <span className="hidden group-open/more:inline">Show less</span>
              <span className="sr-only"> of the review by {review.authorName}</span>
            </summary>
            <p className="text-sm whitespace-pre-line text-slate-700">{review.text}</p>
          </details>
        </div>
      ) : (
        <p className="flex-1 text-sm whitespace-pre-line text-slate-700">{review.text}</p>
      )}
      <ReviewPhotos review={review} />
      {review.ownerReply ? (
        <div className="rounded-lg border-l-4 border-teal-600 bg-slate-50 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
            <Icon name="message-square-reply" className="size-4 text-teal-700"/>
            Response from the owner
            <time dateTime={review.ownerReply.repliedAt} className="text-xs font-normal text-slate-600">
              {dateFormat.format(new Date(review.ownerReply.repliedAt))}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.ownerReply.text}</p>
        </div>
      ) : null}
      {review.reviewUrl ? (
        <a
          href={review.reviewUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 hover:underline"
        >
          Read on {reviewSourceLabel(review.source, brand.name)}
          <Icon name="external-link" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      {actions ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-2">{actions}</div> : null}
    </Card>
  );
}
