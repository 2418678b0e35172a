import type { QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

/**
 * After a review write, every read it changes: the business (its rating), each cached page and sort of its reviews,
 * the customer's own list and the owner's list. Query keys are the exact paths read, so a prefix covers every sort.
 */
export function refreshAfterReviewWrite(queryClient: QueryClient, businessId: number) {
  const prefixes = [apiPaths.businessReviews(businessId), apiPaths.ownerReviews(businessId)];
  return refreshAfterWrite(queryClient, {
    predicate: ({ queryKey }) => {
      const key = String(queryKey[0]);
      return key === apiPaths.business(businessId) || key === apiPaths.customerReviews || prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}?`));
    },
  });
}
