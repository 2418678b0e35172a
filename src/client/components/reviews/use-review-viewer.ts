import { apiPaths } from '#shared/api-paths.js';
import type { CustomerReviewsResponse, ManagedReview } from '#shared/reviews.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { useSession, type Session } from '../../lib/use-session.js';

/**
 * Who is looking at a business's reviews, and their own review of it. Public review reads are the same for everyone
 * (and cached), so the viewer's own review comes from their private list, read only for signed-in customers.
 */
export function useReviewViewer(businessId: number): { session: Session; ownReview: ManagedReview | null; ownLoading: boolean } {
  const session = useSession();
  const isCustomer = session.status === 'signed-in' && session.type === 'customer';
  const own = useApiQuery<CustomerReviewsResponse>(isCustomer ? apiPaths.customerReviews : undefined);
  const ownReview = own.data?.reviews.find((review) => review.businessId === businessId) ?? null;
  return { session, ownReview, ownLoading: isCustomer && own.isPending };
}
