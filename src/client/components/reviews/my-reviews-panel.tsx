import { Link } from 'wouter';
import type { CustomerReviewsResponse } from '#shared/reviews.js';
import { apiPaths } from '#shared/api-paths.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { StarRating } from '../listings/star-rating.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';

/** The signed-in customer's own reviews (the dashboard's 'Reviews' counter and list read the same call). */
export const useMyReviews = () => useApiQuery<CustomerReviewsResponse>(apiPaths.customerReviews);

/** 'My Reviews' on the customer dashboard: each review with its rating and a link to the business. */
export function MyReviewsPanel() {
  const { data, isPending, isError } = useMyReviews();
  return (
    <Card className="lg:col-span-2">
      <h2 className="text-lg font-semibold text-slate-900">My Reviews</h2>
      <div className="mt-4">
        {isPending ? (
          <p role="status" className="text-slate-600">
            Loading your reviews...
          </p>
        ) : isError || !data ? (
          <p role="alert" className="text-red-700">
            Your reviews could not be loaded. Please try again.
          </p>
        ) : data.reviews.length === 0 ? (
          <EmptyState icon="star" title="No reviews yet" text="Reviews you write on a business page appear here." />
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.reviews.map((review) => (
              <li key={review.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <Link to={`/business/${review.business.id}#review-${review.id}`} className="focus-ring rounded font-semibold text-teal-700 hover:underline">
                    {review.business.name}
                  </Link>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700">{review.text}</p>
                  {review.ownerReply ? <p className="mt-1 text-xs text-slate-500">The owner replied.</p> : null}
                </div>
                <div className="flex flex-col items-end gap-1">
                  <StarRating rating={review.rating} />
                  {review.status === 'hidden' ? (
                    <Badge tone="warning" icon="eye-off">
                      Hidden by our team
                    </Badge>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
