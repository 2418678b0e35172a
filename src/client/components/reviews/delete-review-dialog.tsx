import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { refreshAfterReviewWrite } from './review-queries.js';

/** Confirms deleting the viewer's own review; the business's rating follows. */
export function DeleteReviewDialog({ reviewId, businessId, onClose }: { reviewId: number; businessId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiSend('DELETE', apiPaths.review(reviewId)),
    onSuccess: async () => {
      await refreshAfterReviewWrite(queryClient, businessId);
      toast({ title: 'Review deleted' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Delete your review?"
      description="It will be removed from the business page and its rating. You can write a new one later."
      confirmLabel="Delete Review"
      pendingText="Deleting..."
      pending={remove.isPending}
      error={remove.error}
      failureText="Your review could not be deleted. Please try again."
      onConfirm={() => remove.mutate()}
    />
  );
}
