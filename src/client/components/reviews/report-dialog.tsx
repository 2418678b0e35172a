import { useMutation } from '@tanstack/react-query';
import { photoReportPayloadSchema, REVIEW_LIMITS, REVIEW_MESSAGES, reportPayloadSchema, type ReportPayload } from '#shared/reviews.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';

const WORDS = {
  review: { schema: reportPayloadSchema, title: 'Report this review', checks: 'reported reviews and hides those', done: REVIEW_MESSAGES.reported },
  photo: { schema: photoReportPayloadSchema, title: 'Report this photo', checks: 'reported photos and removes those', done: REVIEW_MESSAGES.photoReported },
} as const;

/** Tells staff what is wrong with a review or one of its photos (`path` is its report call); it stays until they decide. */
export function ReportDialog({ kind, path, authorName, onClose }: { kind: 'review' | 'photo'; path: string; authorName: string; onClose: () => void }) {
  const words = WORDS[kind];
  const form = useZodForm(words.schema, { defaultValues: { reason: '' } });
  const report = useMutation({
    mutationFn: (payload: ReportPayload) => apiSend('POST', path, payload),
    onSuccess: () => {
      toast({ title: 'Report sent', description: words.done });
      onClose();
    },
  });
  const submit = submitHandler(form, (values) => report.mutateAsync(values), 'Your report could not be sent. Please try again.');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={form.formState.isSubmitting}
      title={words.title}
      description={`Our team checks ${words.checks} that break the rules. ${authorName} is not told who reported it.`}
    >
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <FormField control={form.control} name="reason" id="report-reason" label="What is wrong with it?" required hint={`Up to ${REVIEW_LIMITS.maxReason} characters.`}>
          <Textarea rows={4} maxLength={REVIEW_LIMITS.maxReason} {...form.register('reason')} />
        </FormField>
        <DialogFormActions control={form.control} failureTitle="Report Not Sent" pendingText="Sending..." variant="danger">
          Send Report
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
