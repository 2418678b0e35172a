import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../ui/icon.js';
import type { ClaimResponse, DashboardResponse } from '#shared/owners.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { toast } from '../../lib/toast.js';
import { Button } from '../ui/button.js';
import { Notice } from '../ui/notice.js';
import { FIELD_LABELS } from './history-tabs.js';
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
  const changed = data.changedSinceRejection.map((field) => FIELD_LABELS[field] ?? field);
  // The reason, the way back and the button stack in one column beside the icon: at 390 px nothing squeezes the
  // reason into a narrow strip, and the button sits under the text instead of over it.
  return (
    <Notice role="status" tone="danger" icon="shield-alert" className="mb-6">
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold">Not approved</p>
        <p className="break-words">
          <span className="font-medium">Reason from our team:</span> {moderation.reason ?? 'no reason given'}
        </p>
        {resubmissionsLeft === 0 ? (
          <p className="text-sm">This listing cannot be resubmitted again. Please contact support.</p>
        ) : changed.length === 0 ? (
          <p className="text-sm">
            Fix what the reason names with Edit Business. Once you have saved a change, you can resubmit the listing for review (
            {resubmissionsLeft} {resubmissionsLeft === 1 ? 'resubmission' : 'resubmissions'} left).
          </p>
        ) : (
          <>
            <p className="text-sm">
              Changed since it was not approved: {changed.join(', ')}. Resubmit the listing when it answers the reason (
              {resubmissionsLeft} {resubmissionsLeft === 1 ? 'resubmission' : 'resubmissions'} left).
            </p>
            <Button onClick={() => resubmit.mutate()} pending={resubmit.isPending} pendingText="Resubmitting...">
              <Icon name="send" className="size-4" />
              Resubmit for Review
            </Button>
          </>
        )}
      </div>
    </Notice>
  );
}
