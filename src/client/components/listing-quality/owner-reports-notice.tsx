import { useQueryClient } from '@tanstack/react-query';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import { LISTING_REPORT_KINDS, LISTING_REPORT_LIMITS, ownerAnswerPayloadSchema, type OwnerReportList } from '#shared/listing-reports.js';
import { apiSend } from '../../lib/api.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { toast } from '../../lib/toast.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Button } from '../ui/button.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { Notice } from '../ui/notice.js';

type OwnerReport = OwnerReportList['reports'][number];

function AnswerForm({ businessId, report }: { businessId: number; report: OwnerReport }) {
  const queryClient = useQueryClient();
  const form = useZodForm(ownerAnswerPayloadSchema, { defaultValues: { answer: report.ownerAnswer ?? '' } });
  const submit = submitHandler(
    form,
    async (values) => {
      await apiSend('POST', listingReportPaths.ownerAnswer(businessId, report.id), values);
      toast({ title: 'Answer sent', description: 'Our team will read it before deciding.' });
      await refreshAfterWrite(queryClient, [listingReportPaths.ownerReports(businessId)]);
    },
    'Your answer could not be sent. Please try again.',
  );
  return (
    <form className="grid gap-2" noValidate onSubmit={submit}>
      <FormField control={form.control} name="answer" id={`report-answer-${report.id}`} label={report.status === 'applied' ? 'Dispute this change' : 'Your answer to our team'}>
        <Textarea rows={2} maxLength={LISTING_REPORT_LIMITS.maxAnswer} {...form.register('answer')} />
      </FormField>
      <FormAlert control={form.control} title="Not sent" />
      <Button type="submit" size="sm" variant="secondary" className="justify-self-start" pending={form.formState.isSubmitting} pendingText="Sending...">
        Send Answer
      </Button>
    </form>
  );
}

/** On the owner's dashboard: what visitors reported about the listing, and the owner's answer to each (staff read it). */
export function OwnerReportsNotice({ businessId }: { businessId: number }) {
  const reports = useApiQuery<OwnerReportList>(listingReportPaths.ownerReports(businessId));
  const list = reports.data?.reports ?? [];
  if (list.length === 0) return null;
  return (
    <Notice role="status" tone="warning" className="mt-6">
      <h2 className="font-semibold">Visitors reported a problem with this listing</h2>
      <ul className="mt-3 grid gap-4">
        {list.map((report) => (
          <li key={report.id} className="grid gap-2">
            <p className="text-sm">
              <span className="font-medium">{LISTING_REPORT_KINDS[report.kind]}</span>
              {report.suggestedValue ? `: ${report.suggestedValue}` : ''}
              {report.status === 'applied' ? ' (our team applied this change)' : report.status === 'disputed' ? ' (you disputed this change)' : ''}
            </p>
            {report.details ? <p className="text-sm whitespace-pre-line">{report.details}</p> : null}
            <AnswerForm businessId={businessId} report={report} />
          </li>
        ))}
      </ul>
    </Notice>
  );
}
