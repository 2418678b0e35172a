import '../lib/zod-browser.js';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_TOASTS,
  adminApiPaths,
  MAX_REJECTION_REASON,
  rejectPayloadSchema,
  type AdminQueueItem,
  type ChangeQueueItem,
} from '../../shared/admin.js';
import { Field, inputClass, primaryButtonClass, secondaryButtonClass } from '../components/owners/form-controls.js';
import { apiSend, serverMessage } from '../lib/api.js';
import { cn } from '../lib/cn.js';
import { toast } from '../lib/toast.js';

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
    approvePath: adminApiPaths.approve(item.id),
    rejectPath: adminApiPaths.reject(item.id),
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
    approvePath: adminApiPaths.approveChange(item.id),
    rejectPath: adminApiPaths.rejectChange(item.id),
    approveEffect: `The new value goes live on the public page of ${item.business.name}.`,
    rejectEffect: `${item.business.name} keeps its current value. ${item.owner.name} will receive your reason by email and see it on their dashboard.`,
  };
}

/** Confirms an approval, or takes the reason for a rejection (Radix Dialog); the owner is emailed either way. */
export function DecisionDialog({ target, mode, onClose }: { target: DecisionTarget; mode: DecisionMode; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { what } = target;

  const decide = useMutation({
    mutationFn: (payload: { reason?: string }) =>
      mode === 'approve' ? apiSend<unknown>('POST', target.approvePath) : apiSend<unknown>('POST', target.rejectPath, payload),
    onSuccess: () => {
      toast(mode === 'approve' ? ADMIN_TOASTS.approved : ADMIN_TOASTS.rejected);
      onClose();
    },
    onError: (error) => {
      toast({ title: ADMIN_TOASTS.failed.title, description: serverMessage(error) ?? ADMIN_TOASTS.failed.description, variant: 'destructive' });
      onClose();
    },
    // Decided here or by someone else meanwhile: either way the queue has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [adminApiPaths.queue] }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    if (mode === 'approve') return decide.mutate({});
    const checked = rejectPayloadSchema.safeParse({ reason });
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? 'Invalid reason');
    setReasonError(null);
    decide.mutate(checked.data);
  };

  const title = mode === 'approve' ? `Approve this ${what}?` : `Reject this ${what}`;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !decide.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {mode === 'approve' ? target.approveEffect : target.rejectEffect}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form className="mt-6 grid gap-4" noValidate onSubmit={submit}>
            {mode === 'reject' ? (
              <Field id="rejection-reason" label="Reason for rejection" required hint={`Shown to the owner. Up to ${MAX_REJECTION_REASON} characters.`}>
                <textarea
                  id="rejection-reason"
                  rows={4}
                  maxLength={MAX_REJECTION_REASON}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? 'rejection-reason-error' : 'rejection-reason-hint'}
                  className={inputClass}
                />
                {reasonError ? (
                  <p id="rejection-reason-error" role="alert" className="text-sm text-red-700">
                    {reasonError}
                  </p>
                ) : null}
              </Field>
            ) : null}
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className={secondaryButtonClass} disabled={decide.isPending}>
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={decide.isPending}
                className={cn(primaryButtonClass, mode === 'reject' && 'bg-red-700 hover:bg-red-800 focus-visible:ring-red-700')}
              >
                {decide.isPending ? 'Saving...' : mode === 'approve' ? 'Approve' : 'Reject'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
