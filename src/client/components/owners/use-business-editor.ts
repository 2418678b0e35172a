import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { z } from 'zod';
import type { Business } from '#shared/listings.js';
import { OWNER_TOASTS, updateBusinessPayloadSchema, type UpdateBusinessInput, type UpdateBusinessResponse } from '#shared/owners.js';
import { apiSend } from '../../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { draftOf, payloadOf, type BusinessDraft, type PendingChanges } from './business-draft.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { FIELD_LABELS } from './history-tabs.js';

/** The PATCH schema, checking the draft as typed (prices are text until sent). */
const draftSchema = z.preprocess((draft: BusinessDraft) => payloadOf(draft), updateBusinessPayloadSchema);

/** The draft's keys under the names the business updates record them by. */
const RECORDED_NAME: Partial<Record<keyof BusinessDraft, string>> = { serviceIds: 'services', schedule: 'hours' };
const labelOf = (field: string) => FIELD_LABELS[field] ?? field;

/** The recorded names of the fields an edit changed, comparing the draft as saved with the draft as it started. */
function changedFields(before: BusinessDraft, after: BusinessDraft): string[] {
  return (Object.keys(after) as (keyof BusinessDraft)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => RECORDED_NAME[key] ?? key);
}

/**
 * The dashboard's edit mode: Edit copies the business into the form, Save sends it and leaves edit mode on success;
 * a refused field is named under that field.
 */
export function useBusinessEditor(business: Business, serviceIds: number[], pending: PendingChanges) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useZodForm(draftSchema, { defaultValues: draftOf(business, serviceIds, pending) });
  // The draft as Edit opened it, so the toast can say which fields this save changed.
  const started = useRef<BusinessDraft | null>(null);
  const save = useMutation({
    mutationFn: (payload: UpdateBusinessInput) => apiSend<UpdateBusinessResponse>('PATCH', apiPaths.business(business.id), payload),
    onSuccess: async ({ pendingChanges }) => {
      const waiting = Object.keys(pendingChanges);
      if (waiting.length === 0) toast(OWNER_TOASTS.updateSuccess);
      else {
        const changed = started.current ? changedFields(started.current, form.getValues()) : [];
        const live = changed.filter((field) => !waiting.includes(field));
        toast(OWNER_TOASTS.updatePending(live.map(labelOf), waiting.map(labelOf)));
      }
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
      const draft = draftOf(business, serviceIds, pending);
      started.current = draft;
      form.reset(draft);
      setEditing(true);
    },
    cancel: () => setEditing(false),
  };
}

export type BusinessEditor = ReturnType<typeof useBusinessEditor>;
