import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import type { Business } from '../../../shared/listings.js';
import { OWNER_TOASTS, updateBusinessPayloadSchema, type UpdateBusinessInput, type UpdateBusinessResponse } from '../../../shared/owners.js';
import { apiSend } from '../../lib/api.js';
import { apiPaths } from '../../../shared/api-paths.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { draftOf, payloadOf, type BusinessDraft, type PendingChanges } from './business-draft.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

/** The PATCH schema, checking the draft as typed (prices are text until sent). */
const draftSchema = z.preprocess((draft: BusinessDraft) => payloadOf(draft), updateBusinessPayloadSchema);

/**
 * The dashboard's edit mode: Edit copies the business into the form, Save sends it and leaves edit mode on success;
 * a refused field is named under that field.
 */
export function useBusinessEditor(business: Business, serviceIds: number[], pending: PendingChanges) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useZodForm(draftSchema, { defaultValues: draftOf(business, serviceIds, pending) });
  const save = useMutation({
    mutationFn: (payload: UpdateBusinessInput) => apiSend<UpdateBusinessResponse>('PATCH', apiPaths.business(business.id), payload),
    onSuccess: async ({ pendingChanges }) => {
      toast(Object.keys(pendingChanges).length > 0 ? OWNER_TOASTS.updatePending : OWNER_TOASTS.updateSuccess);
      setEditing(false);
      await refreshAfterWrite(queryClient, [
        apiPaths.ownerDashboard(business.id),
        apiPaths.ownerBusinesses,
        apiPaths.business(business.id),
        apiPaths.ownerRequests,
      ]);
    },
  });
  const submit = submitHandler(form, (payload) => save.mutateAsync(payload), OWNER_TOASTS.updateFailure.description);
  return {
    editing,
    form,
    submit,
    saving: form.formState.isSubmitting,
    start: () => {
      form.reset(draftOf(business, serviceIds, pending));
      setEditing(true);
    },
    cancel: () => setEditing(false),
  };
}

export type BusinessEditor = ReturnType<typeof useBusinessEditor>;
