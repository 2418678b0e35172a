import '../../lib/zod-browser.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { acceptBookingSchema, declineBookingSchema, type OwnerBookingRequest } from '#shared/bookings.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { formatBookingDate } from './booking-status-badge.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

export type Decision = { request: OwnerBookingRequest; kind: 'accept' | 'decline' };

/** The owner accepts (optional note) or declines (a reason is required) a request; the customer is emailed either way. */
export default function BookingDecisionDialog({ businessId, decision, onClose }: { businessId: number; decision: Decision; onClose: () => void }) {
  const { request, kind } = decision;
  const queryClient = useQueryClient();
  const form = useZodForm(kind === 'accept' ? acceptBookingSchema : declineBookingSchema, { defaultValues: { message: '' } });
  const send = useMutation({
    mutationFn: (body: { message: string | null }) => apiSend('POST', apiPaths.ownerBookingDecision(businessId, request.id, kind), body),
    onSuccess: async () => {
      toast({ title: kind === 'accept' ? 'Request accepted' : 'Request declined', description: 'The customer has been emailed.' });
      onClose();
      await refreshAfterWrite(queryClient, [apiPaths.ownerBookingRequests(businessId)]);
    },
  });
  const submit = submitHandler(form, (body) => send.mutateAsync(body), 'Your answer could not be saved. Please try again.');
  const who = request.customer.firstName ?? 'the customer';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={form.formState.isSubmitting}
      title={kind === 'accept' ? 'Accept this request?' : 'Decline this request?'}
      description={`${request.service.name} for ${request.pets.map((pet) => pet.name).join(', ')} on ${formatBookingDate(request.preferredDate)}.`}
    >
      <form className="space-y-4" noValidate onSubmit={submit}>
        <FormField
          control={form.control}
          name="message"
          label={kind === 'accept' ? `Message to ${who} (optional)` : `Why you are declining *`}
          hint={kind === 'accept' ? 'e.g. the exact time, what to bring' : 'e.g. fully booked that week: suggest another date'}
        >
          <Textarea rows={3} maxLength={1000} {...form.register('message')} />
        </FormField>
        <DialogFormActions control={form.control} pendingText={kind === 'accept' ? 'Accepting...' : 'Declining...'} variant={kind === 'accept' ? 'primary' : 'danger'}>
          {kind === 'accept' ? 'Accept Request' : 'Decline Request'}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
