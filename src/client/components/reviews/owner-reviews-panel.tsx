import { useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { ReviewSort } from '#shared/review-options.js';
import type { ManagedReview, OwnerReviewsResponse } from '#shared/reviews.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { ReviewPager, ReviewSortSelect } from './review-list-controls.js';
import { ReviewCard } from '../business/review-card.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { Notice } from '../ui/notice.js';
import { OwnerReplyForm } from './owner-reply-form.js';
import { Icon } from '../ui/icon.js';

function OwnerReviewItem({ review, canReply }: { review: ManagedReview; canReply: boolean }) {
  const [replying, setReplying] = useState(false);
  const hidden = review.status === 'hidden';
  return (
    <li className="grid gap-3">
      {hidden ? (
        <Badge tone="warning" icon="eye-off" className="justify-self-start">
          Hidden by our team after a report
        </Badge>
      ) : null}
      <ReviewCard
        review={review}
        full
        actions={
          canReply && !hidden && !replying ? (
            <Button variant="secondary" size="sm" onClick={() => setReplying(true)}>
              <Icon name="message-square-reply" className="size-4"/>
              {review.ownerReply ? 'Edit Reply' : 'Reply'}
            </Button>
          ) : null
        }
      />
      {replying ? <OwnerReplyForm review={review} onDone={() => setReplying(false)} /> : null}
    </li>
  );
}

/** The owner dashboard's 'Reviews' tab: every review of the business, with a reply (or its edit) for each. */
export function OwnerReviewsPanel({ businessId, isVerified }: { businessId: number; isVerified: boolean }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const list = useApiQuery<OwnerReviewsResponse>(apiPaths.ownerReviews(businessId, { sort, page: String(page) }));
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-xl font-semibold text-slate-900">Reviews{data ? ` (${data.total})` : ''}</h2>
        <ReviewSortSelect
          value={sort}
          onChange={(next) => {
            setSort(next);
            setPage(1);
          }}
        />
      </div>
      {isVerified ? null : (
        <Notice tone="info" icon="info">
          <p className="text-sm">You can reply to reviews once your business is verified.</p>
        </Notice>
      )}
      {list.isPending ? (
        <p role="status" className="py-8 text-center text-slate-600">
          Loading reviews...
        </p>
      ) : list.isError || !data ? (
        <Notice tone="danger" role="alert">
          <p className="text-sm">Reviews could not be loaded. Please try again.</p>
        </Notice>
      ) : data.reviews.length === 0 ? (
        <EmptyState icon="message-square" title="No reviews yet" text="Reviews customers write about your business will appear here, ready for your reply." />
      ) : (
        <ul className="grid gap-6">
          {data.reviews.map((review) => (
            <OwnerReviewItem key={review.id} review={review} canReply={isVerified} />
          ))}
        </ul>
      )}
      <ReviewPager page={page} pageCount={pageCount} onChange={setPage} />
    </div>
  );
}
