import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CONVERSATION_REPORT_DETAILS_MAX,
  CONVERSATION_REPORT_MESSAGES,
  CONVERSATION_REPORT_REASONS,
  conversationReportPaths,
  conversationReportPayloadSchema,
} from '#shared/conversation-reports.js';
import { apiSend } from '../../lib/api.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Button } from '../ui/button.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { Notice } from '../ui/notice.js';

const REASON_OPTIONS = Object.entries(CONVERSATION_REPORT_REASONS).map(([value, label]) => ({ value, label }));

/**
 * 'Report this conversation', under the thread: a reason and optional details for staff, who may read the thread only
 * once it is reported. Folded until asked for, so it does not crowd the box to write in.
 */
export function ConversationReport({ requestId }: { requestId: number }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(conversationReportPayloadSchema, { defaultValues: { reason: undefined, details: '' } });
  const send = useMutation({ mutationFn: (payload: unknown) => apiSend('POST', conversationReportPaths.report(requestId), payload) });
  const submit = submitHandler(form, (payload) => send.mutateAsync(payload), 'Your report could not be sent. Please try again.');

  if (send.isSuccess) {
    return (
      <Notice tone="info" icon="check">
        <p className="text-sm">{CONVERSATION_REPORT_MESSAGES.sent}</p>
      </Notice>
    );
  }
  if (!open) {
    return (
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        Report this conversation
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Report this conversation" className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-700">Our team will read this conversation only because you report it. The other side is not told.</p>
      <FormSelect control={form.control} name="reason" id={`conversation-report-reason-${requestId}`} label="Why are you reporting it?" required options={REASON_OPTIONS} placeholder="Choose one" />
      <FormField
        control={form.control}
        name="details"
        id={`conversation-report-details-${requestId}`}
        label="Details (optional)"
        hint={`Up to ${CONVERSATION_REPORT_DETAILS_MAX.toLocaleString('en-US')} characters`}
      >
        <Textarea rows={3} maxLength={CONVERSATION_REPORT_DETAILS_MAX} {...form.register('details')} />
      </FormField>
      <FormAlert control={form.control} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" size="sm" pending={form.formState.isSubmitting} pendingText="Sending...">
          Send report
        </Button>
      </div>
    </form>
  );
}
