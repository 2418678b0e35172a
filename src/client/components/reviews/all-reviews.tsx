import { useEffect, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { REVIEW_LIMITS, type ReviewSort } from '#shared/review-options.js';
import type { Review, ReviewResponse } from '#shared/reviews.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { ReviewPager, ReviewSortSelect } from './review-list-controls.js';
import { ReviewCard } from '../business/review-card.js';
import { useLinkedReviewId } from './use-linked-review.js';

/**
 * The full 'Customer Reviews' grid: sorted newest, highest or lowest first, a page at a time. The first page in
 * the default order is the one the server rendered (`firstPage`); other pages and orders are read on demand. Every
 * page is the list call's default size; `total` is the business's reviewCount (the list's X-Total-Count).
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
  const isFirst = sort === 'newest' && page === 1;
  const other = useApiQuery<Review[]>(isFirst ? undefined : apiPaths.businessReviews(businessId, { sort, page: String(page) }));
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
  const pageCount = Math.max(1, Math.ceil(total / REVIEW_LIMITS.pageSize));

  return (
    <section aria-labelledby="all-reviews" className="scroll-mt-24">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="all-reviews" className="mb-1 text-2xl font-bold tracking-tight text-slate-900">
            Customer Reviews
          </h2>
          <p className="text-slate-600">
            {total} {total === 1 ? 'review' : 'reviews'} of {businessName}.
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
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
