import { useEffect, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { REVIEW_LIMITS, type ReviewSort, type ReviewStars } from '#shared/review-options.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import type { Review, ReviewResponse } from '#shared/reviews.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { RatingHistogram } from './rating-histogram.js';
import { ReviewPager, ReviewSortSelect } from './review-list-controls.js';
import { ReviewCard } from '../business/review-card.js';
import { useLinkedReviewId } from './use-linked-review.js';

/**
 * The full 'Customer Reviews' grid: the rating breakdown (which also filters by stars), sorted newest, highest or
 * lowest rated or most helpful first, a page at a time. The first page in the default order is the one the server
 * rendered (`firstPage`); other pages, orders and ratings are read on demand. Every page is the list call's default
 * size; `total` is the business's reviewCount (the list's X-Total-Count), or the breakdown's count of the picked
 * rating.
 */
export function AllReviews({ businessId, businessName, firstPage, total, actions }: {
  businessId: number;
  businessName: string;
  firstPage: Review[] | undefined;
  total: number;
  actions: (review: Review) => React.ReactNode;
}) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [stars, setStars] = useState<ReviewStars | undefined>(undefined);
  // The business the page read (in the cache already) holds the breakdown.
  const histogram = useApiQuery<BusinessDetailResponse>(apiPaths.business(businessId)).data?.ratingHistogram;
  const isFirst = sort === 'newest' && page === 1 && stars === undefined;
  const other = useApiQuery<Review[]>(isFirst ? undefined : apiPaths.businessReviews(businessId, { sort, stars, page: String(page) }));
  const shown = isFirst ? firstPage : (other.data ?? undefined);
  // A permanent link opens its review expanded: in the list when it is on the page shown, else above it.
  const linkedId = useLinkedReviewId();
  const linkedShown = linkedId !== null && Boolean(shown?.some((review) => review.id === linkedId));
  const linked = useApiQuery<ReviewResponse>(linkedId !== null && firstPage && !linkedShown ? apiPaths.review(linkedId) : undefined);
  const linkedReview = linkedShown ? undefined : linked.data?.review;
  useEffect(() => {
    // It appears after the browser looked for the hash's target, so it is brought into view here.
    if (linkedReview) document.getElementById(`review-${linkedReview.id}`)?.scrollIntoView();
  }, [linkedReview]);
  if (total === 0) return null;
  const picked = stars === undefined ? total : (histogram?.find((bar) => String(bar.stars) === stars)?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(picked / REVIEW_LIMITS.pageSize));
  const pick = (next: ReviewStars | undefined) => {
    setStars(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="all-reviews" className="scroll-mt-24">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="all-reviews" className="mb-1 text-2xl font-bold tracking-tight text-slate-900">
            Customer Reviews
          </h2>
          <p className="text-slate-600">
            {total} {total === 1 ? 'review' : 'reviews'} of {businessName}.
            {stars === undefined ? null : (
              <span role="status">
                {' '}
                Showing the {picked} with {stars} {stars === '1' ? 'star' : 'stars'}.{' '}
                <button type="button" className="focus-ring rounded font-medium text-teal-700 underline" onClick={() => pick(undefined)}>
                  Show all reviews
                </button>
              </span>
            )}
          </p>
        </div>
        <ReviewSortSelect
          value={sort}
          onChange={(next) => {
            setSort(next);
            setPage(1);
          }}
        />
      </div>
      {histogram ? <RatingHistogram histogram={histogram} stars={stars} onPick={pick} /> : null}
      {linkedReview ? (
        <div className="mb-6">
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">Linked review</h3>
          <ReviewCard review={linkedReview} anchored opened actions={actions(linkedReview)} />
        </div>
      ) : null}
      {!shown ? (
        <p role="status" className="rounded-xl bg-slate-50 px-6 py-10 text-center text-slate-600">
          {other.isError ? 'Reviews could not be loaded. Please try again.' : 'Loading reviews...'}
        </p>
      ) : (
        <ul aria-label={`Reviews of ${businessName}`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} anchored opened={review.id === linkedId} actions={actions(review)} />
            </li>
          ))}
        </ul>
      )}
      <ReviewPager page={page} pageCount={pageCount} onChange={setPage} />
    </section>
  );
}
