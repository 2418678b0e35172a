import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TOASTS,
  MAX_REJECTION_REASON,
  rejectPayloadSchema,
  type AdminQueueItem,
  type ChangeQueueItem,
  type RejectPayload,
} from '../../../shared/admin.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { apiPaths } from '../../../shared/api-paths.js';

// Part of the /admin screen; not a route of its own.

export type DecisionMode = 'approve' | 'reject';

/** One thing staff decide: where its approve and reject calls go, and what each does, in words. */
export type DecisionTarget = {
  key: string;
  what: 'listing' | 'claim' | 'listing change';
  approvePath: string;
  rejectPath: string;
  approveEffect: string;
  rejectEffect: string;
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
  const form = useZodForm(mode === 'reject' ? (rejectPayloadSchema as unknown as typeof approveSchema) : approveSchema, {
    defaultValues: mode === 'reject' ? { reason: '' } : {},
  });
  const { what } = target;

  const decide = useMutation({
    mutationFn: (payload: RejectPayload | Record<string, never>) =>
      mode === 'approve' ? apiSend<unknown>('POST', target.approvePath) : apiSend<unknown>('POST', target.rejectPath, payload),
    onSuccess: () => {
      toast(mode === 'approve' ? ADMIN_TOASTS.approved : ADMIN_TOASTS.rejected);
      onClose();
    },
    // Decided here or by someone else meanwhile: either way the queue has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [apiPaths.admin.queue] }),
  });
  const submit = submitHandler(
    form,
    (values) => decide.mutateAsync(mode === 'reject' ? { reason: values.reason ?? '' } : {}),
    ADMIN_TOASTS.failed.description,
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={form.formState.isSubmitting}
      title={mode === 'approve' ? `Approve this ${what}?` : `Reject this ${what}`}
      description={mode === 'approve' ? target.approveEffect : target.rejectEffect}
    >
      <form className="grid gap-4" noValidate onSubmit={submit}>
        {mode === 'reject' ? (
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
        <DialogFormActions control={form.control} failureTitle={ADMIN_TOASTS.failed.title} pendingText="Saving..." variant={mode === 'reject' ? 'danger' : 'primary'}>
          {mode === 'approve' ? 'Approve' : 'Reject'}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
