import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../ui/icon.js';
import type { ClaimResponse, DashboardResponse } from '../../../shared/owners.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { apiPaths } from '../../../shared/api-paths.js';
import { toast } from '../../lib/toast.js';
import { Button } from '../ui/button.js';
import { Notice } from '../ui/notice.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

/** Above the dashboard of a listing that is not public yet: where it stands and, once refused, the way back. */
export function ListingReviewNotice({ data }: { data: DashboardResponse }) {
  const { moderation, business, resubmissionsLeft } = data;
  const queryClient = useQueryClient();
  const resubmit = useMutation({
    mutationFn: () => apiSend<ClaimResponse>('POST', apiPaths.resubmitListing(business.id)),
    onSuccess: async () => {
      toast({ title: 'Listing Resubmitted', description: 'Your listing is back in the review queue.' });
      await refreshAfterWrite(queryClient, [
        apiPaths.ownerDashboard(business.id),
        apiPaths.ownerBusinesses,
        apiPaths.ownerRequests,
        apiPaths.business(business.id),
      ]);
    },
    onError: (error) =>
      toast({ title: 'Resubmission Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  if (!moderation) return null;
  if (moderation.status === 'pending') {
    return (
      <Notice role="status" tone="warning" icon="clock" className="mb-6">
        <div>
          <p className="font-semibold">Pending Review</p>
          <p className="text-sm">Your listing is not public yet. Our staff review new listings within 24-48 hours; you will get an email.</p>
        </div>
      </Notice>
    );
  }
  return (
    <Notice role="status" tone="danger" icon="shield-alert" className="mb-6 flex-wrap">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Not approved: {moderation.reason ?? 'no reason given'}</p>
        <p className="text-sm">
          {resubmissionsLeft > 0
            ? `Fix what the reason names with Edit Business, then resubmit the listing for review (${resubmissionsLeft} ${resubmissionsLeft === 1 ? 'resubmission' : 'resubmissions'} left).`
            : 'This listing cannot be resubmitted again. Please contact support.'}
        </p>
      </div>
      {resubmissionsLeft > 0 ? (
        <Button onClick={() => resubmit.mutate()} pending={resubmit.isPending} pendingText="Resubmitting...">
          <Icon name="send" className="size-4" />
          Resubmit for Review
        </Button>
      ) : null}
    </Notice>
  );
}
