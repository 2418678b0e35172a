import type { ReviewStars } from '#shared/review-options.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { cn } from '../../lib/cn.js';

/**
 * 'Rating breakdown': one bar per star rating, 5 first, with how many reviews gave it; plain markup from the business's
 * `ratingHistogram` (no chart code). Each bar is a button that shows only those reviews in the list below; pressing it again
 * shows them all. A rating nobody gave cannot be picked.
 */
export function RatingHistogram({ histogram, stars, onPick }: {
  histogram: BusinessDetailResponse['ratingHistogram'];
  stars: ReviewStars | undefined;
  onPick: (stars: ReviewStars | undefined) => void;
}) {
  const widest = Math.max(1, ...histogram.map((bar) => bar.count));
  return (
    <div className="mb-6 max-w-md">
      <h3 id="rating-breakdown" className="mb-2 text-sm font-semibold text-slate-700">
        Rating breakdown
      </h3>
      <ul aria-labelledby="rating-breakdown" className="grid gap-1">
        {histogram.map(({ stars: rating, count }) => {
          const value = String(rating) as ReviewStars;
          const picked = stars === value;
          return (
            <li key={rating}>
              <button
                type="button"
                aria-pressed={picked}
                disabled={count === 0}
                onClick={() => onPick(picked ? undefined : value)}
                className={cn(
                  'focus-ring grid w-full grid-cols-[4.5rem_1fr_3rem] items-center gap-3 rounded-md px-2 py-1 text-left text-sm disabled:cursor-default',
                  picked ? 'bg-teal-50 ring-1 ring-teal-700' : 'enabled:hover:bg-slate-50',
                )}
              >
                <span className="text-slate-700">
                  {rating} {rating === 1 ? 'star' : 'stars'}
                </span>
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / widest) * 100}%` }} />
                </span>
                <span className="text-right text-slate-600 tabular-nums">
                  {count}
                  <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
