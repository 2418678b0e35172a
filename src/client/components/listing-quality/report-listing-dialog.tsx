import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import {
  LISTING_REPORT_HONEYPOT,
  LISTING_REPORT_KINDS,
  LISTING_REPORT_LIMITS,
  LISTING_REPORT_MESSAGES,
  listingReportPayloadSchema,
  type ListingReportInput,
} from '#shared/listing-reports.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Input, Textarea } from '../ui/input.js';
import { HoneypotField } from '../ui/honeypot-field.js';

const KIND_OPTIONS = Object.entries(LISTING_REPORT_KINDS).map(([value, label]) => ({ value, label }));
/** What the optional value field asks for, by kind; kinds without an entry have none. */
const VALUE_LABELS: Partial<Record<string, string>> = {
  moved: 'The new address',
  phone: 'The right phone number',
  website: 'The right website',
  hours: 'The right hours',
  duplicate: "The other listing's address on this site",
};

/** The visitor's report: what is wrong, the right value if they know it, and anything else staff should know. */
export function ReportListingDialog({ businessId, businessName, onClose }: { businessId: number; businessName: string; onClose: () => void }) {
  const form = useZodForm(listingReportPayloadSchema, { defaultValues: { kind: 'closed', suggestedValue: '', details: '', [LISTING_REPORT_HONEYPOT]: '' } });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const valueLabel = VALUE_LABELS[kind];
  const report = useMutation({
    mutationFn: (payload: ListingReportInput) => apiSend('POST', listingReportPaths.report(businessId), payload),
    onSuccess: () => {
      toast({ title: 'Report sent', description: LISTING_REPORT_MESSAGES.sent });
      onClose();
    },
  });
  const submit = submitHandler(form, (values) => report.mutateAsync(values), 'Your report could not be sent. Please try again.');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={form.formState.isSubmitting}
      title="Suggest an edit / Report a problem"
      description={`Tell our team what is wrong with ${businessName}. Nothing changes until staff check it.`}
    >
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <FormSelect control={form.control} name="kind" id="listing-report-kind" label="What is wrong?" required options={KIND_OPTIONS} placeholder="Choose one" />
        {valueLabel ? (
          <FormField control={form.control} name="suggestedValue" id="listing-report-value" label={valueLabel} required={kind === 'duplicate'}>
            {kind === 'hours' ? (
              <Textarea rows={3} maxLength={LISTING_REPORT_LIMITS.maxValue} {...form.register('suggestedValue')} />
            ) : (
              <Input maxLength={LISTING_REPORT_LIMITS.maxValue} {...form.register('suggestedValue')} />
            )}
          </FormField>
        ) : null}
        <FormField control={form.control} name="details" id="listing-report-details" label="Anything else our team should know?" required={kind === 'other'}>
          <Textarea rows={3} maxLength={LISTING_REPORT_LIMITS.maxDetails} {...form.register('details')} />
        </FormField>
        <HoneypotField registration={form.register(LISTING_REPORT_HONEYPOT)} />
        <DialogFormActions control={form.control} failureTitle="Report Not Sent" pendingText="Sending...">
          Send Report
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
