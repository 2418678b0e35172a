import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TOASTS,
  MAX_REJECTION_REASON,
  rejectPayloadSchema,
  type AdminQueueItem,
  type ChangeQueueItem,
  type RejectPayload,
} from '#shared/admin.js';
import type { ReportedPhotoItem, ReportedReviewItem } from '#shared/reviews.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { apiPaths } from '#shared/api-paths.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

// Part of the /admin screen; not a route of its own.

export type DecisionMode = 'approve' | 'reject';

/** One thing staff decide: where its approve and reject calls go, and what each does, in words. */
export type DecisionTarget = {
  key: string;
  what: 'listing' | 'claim' | 'listing change' | 'reported review' | 'reported photo';
  approvePath: string;
  rejectPath: string;
  approveEffect: string;
  rejectEffect: string;
  /** Other words for the two decisions and their toasts (a reported review is hidden or kept); neither then asks for a reason. */
  verbs?: { approve: string; reject: string; approved: string; rejected: string };
};

export function claimTarget(item: AdminQueueItem): DecisionTarget {
  const rejectEffect = `${item.owner.name} will receive your reason by email and see it on their dashboard.`;
  return {
    key: `${item.kind}-${item.id}`,
    what: item.kind === 'listing' ? 'listing' : 'claim',
    approvePath: apiPaths.admin.approve(item.id),
    rejectPath: apiPaths.admin.reject(item.id),
    approveEffect:
      item.kind === 'listing'
        ? `${item.business.name} will be published and marked as a verified business.`
        : `${item.owner.name} will become the verified owner of ${item.business.name}. Any other pending claims for this business will be rejected.`,
    rejectEffect:
      item.kind === 'listing'
        ? `${item.business.name} stays hidden from the public. ${rejectEffect}`
        : `${item.business.name} stays as it is. ${rejectEffect}`,
  };
}

/** A reported review: 'approve' the reports (hide it) or 'reject' them (keep it). Nobody is emailed. */
export function reportedReviewTarget(item: ReportedReviewItem): DecisionTarget {
  return {
    key: `review-${item.id}`,
    what: 'reported review',
    approvePath: apiPaths.admin.hideReview(item.id),
    rejectPath: apiPaths.admin.keepReview(item.id),
    approveEffect: `The review by ${item.review.authorName} leaves the page, lists and rating of ${item.business.name}. Its author still sees it, marked hidden.`,
    rejectEffect: `The review by ${item.review.authorName} stays on ${item.business.name} and its reports are closed.`,
    verbs: { approve: 'Hide', reject: 'Keep', approved: 'Review hidden', rejected: 'Review kept' },
  };
}

/** A reported review photo: 'approve' the reports (remove it) or 'reject' them (keep it). Nobody is emailed. */
export function reportedPhotoTarget(item: ReportedPhotoItem): DecisionTarget {
  return {
    key: `photo-${item.id}`,
    what: 'reported photo',
    approvePath: apiPaths.admin.removeReviewPhoto(item.id),
    rejectPath: apiPaths.admin.keepReviewPhoto(item.id),
    approveEffect: `The photo leaves the review by ${item.review.authorName} of ${item.business.name} at once. The review itself stays.`,
    rejectEffect: `The photo stays on the review by ${item.review.authorName} and its reports are closed.`,
    verbs: { approve: 'Remove', reject: 'Keep', approved: 'Photo removed', rejected: 'Photo kept' },
  };
}

export function changeTarget(item: ChangeQueueItem): DecisionTarget {
  return {
    key: `change-${item.id}`,
    what: 'listing change',
    approvePath: apiPaths.admin.approveChange(item.id),
    rejectPath: apiPaths.admin.rejectChange(item.id),
    approveEffect: `The new value goes live on the public page of ${item.business.name}.`,
    rejectEffect: `${item.business.name} keeps its current value. ${item.owner.name} will receive your reason by email and see it on their dashboard.`,
  };
}

/** Approving takes no input (no reason, so nothing to refuse); rejecting needs the one the shared schema asks for. */
const approveSchema = rejectPayloadSchema.partial();

/** Confirms an approval, or takes the reason for a rejection; the owner is emailed either way. */
export function DecisionDialog({ target, mode, onClose }: { target: DecisionTarget; mode: DecisionMode; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { what, verbs } = target;
  const needsReason = mode === 'reject' && !verbs;
  const form = useZodForm(needsReason ? (rejectPayloadSchema as unknown as typeof approveSchema) : approveSchema, {
    defaultValues: needsReason ? { reason: '' } : {},
  });
  const verb = verbs ? verbs[mode] : mode === 'approve' ? 'Approve' : 'Reject';
  const done = verbs ? { title: mode === 'approve' ? verbs.approved : verbs.rejected } : mode === 'approve' ? ADMIN_TOASTS.approved : ADMIN_TOASTS.rejected;

  const decide = useMutation({
    mutationFn: (payload: RejectPayload | Record<string, never>) =>
      mode === 'approve' ? apiSend<unknown>('POST', target.approvePath) : apiSend<unknown>('POST', target.rejectPath, needsReason ? payload : undefined),
    onSuccess: () => {
      toast(done);
      onClose();
    },
    // Decided here or by someone else meanwhile: either way the queue has changed.
    onSettled: () => refreshAfterWrite(queryClient, [apiPaths.admin.queue]),
  });
  const submit = submitHandler(
    form,
    (values) => decide.mutateAsync(needsReason ? { reason: values.reason ?? '' } : {}),
    ADMIN_TOASTS.failed.description,
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={form.formState.isSubmitting}
      title={needsReason ? `Reject this ${what}` : `${verb} this ${what}?`}
      description={mode === 'approve' ? target.approveEffect : target.rejectEffect}
    >
      <form className="grid gap-4" noValidate onSubmit={submit}>
        {needsReason ? (
          <FormField
            control={form.control}
            name="reason"
            id="rejection-reason"
            label="Reason for rejection"
            required
            hint={`Shown to the owner. Up to ${MAX_REJECTION_REASON} characters.`}
          >
            <Textarea rows={4} maxLength={MAX_REJECTION_REASON} {...form.register('reason')} />
          </FormField>
        ) : null}
        <DialogFormActions control={form.control} failureTitle={ADMIN_TOASTS.failed.title} pendingText="Saving..." variant={(verbs ? mode === 'approve' : mode === 'reject') ? 'danger' : 'primary'}>
          {verb}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
