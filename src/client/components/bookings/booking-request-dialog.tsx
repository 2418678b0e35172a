import '../../lib/zod-browser.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { apiPaths } from '#shared/api-paths.js';
import { bookingSlots, slotLabel } from '#shared/booking-slots.js';
import { bookingDateWindow, createBookingRequestSchema, type CreateBookingRequest } from '#shared/bookings.js';
import type { Pet } from '#shared/customers.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { PetDialog } from '../customers/pet-dialog.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FieldError } from '../ui/field.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Input, Textarea } from '../ui/input.js';
import { Icon } from '../ui/icon.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

/** The form holds the service as the select's string; the shared schema checks the number it stands for. */
const formSchema = z.preprocess(
  (values: { serviceId: string; petIds: number[]; preferredDate: string; startTime: string; message: string }) => ({
    ...values,
    serviceId: values.serviceId ? Number(values.serviceId) : undefined,
  }),
  createBookingRequestSchema,
);

/** 'Central Time' from 'America/Chicago': the zone the offered times are in, named as people say it. */
function zoneName(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * 'Book a Service': the request form (service, pets with 'Add a pet' inline, date, a start time the business is open
 * then, message). The times come from its weekly hours in its own time zone, computed as the server checks them
 * (booking-slots.ts). Loaded only when a customer opens it, so the business page's first load carries none of it.
 */
export default function BookingRequestDialog({ detail, open, onOpenChange }: { detail: BusinessDetailResponse; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { business, services } = detail;
  const queryClient = useQueryClient();
  const petsQuery = useApiQuery<Pet[]>(apiPaths.customerPets);
  const [addingPet, setAddingPet] = useState(false);
  const dates = bookingDateWindow();
  const form = useZodForm(formSchema, {
    defaultValues: { serviceId: services.length === 1 ? String(services[0]!.id) : '', petIds: [], preferredDate: '', startTime: '', message: '' },
  });
  // Today's times are offered from the moment the form opened (the server checks again when it is sent).
  const [openedAt] = useState(() => Date.now());
  const date = form.watch('preferredDate');
  const slots = date ? bookingSlots(business.schedule, detail.city.timeZone, date, openedAt) : [];
  const zone = zoneName(detail.city.timeZone);
  const startTime = form.watch('startTime');
  const offered = slots.join(' ');
  // A time picked for another date may not be offered on this one.
  useEffect(() => {
    if (startTime && !offered.split(' ').includes(startTime)) form.setValue('startTime', '');
  }, [offered, startTime, form]);
  const send = useMutation({
    mutationFn: (payload: CreateBookingRequest) => apiSend('POST', apiPaths.bookingRequests(business.id), payload),
    onSuccess: async () => {
      onOpenChange(false);
      form.reset();
      toast({ title: 'Request sent', description: `${business.name} will accept or decline it. Follow it under Bookings on your dashboard.` });
      await refreshAfterWrite(queryClient, [apiPaths.customerBookingRequests]);
    },
  });
  const submit = submitHandler(form, (payload) => send.mutateAsync(payload), 'The request could not be sent. Please try again.');
  const pets = petsQuery.data ?? [];

  return (
    <>
      <Dialog
        open={open && !addingPet}
        onOpenChange={onOpenChange}
        busy={form.formState.isSubmitting}
        title={`Book with ${business.name}`}
        description="Send a request: the provider accepts or declines it, and you'll get an email either way."
      >
        <form className="space-y-4" noValidate onSubmit={submit} aria-label="Booking request">
          <FormSelect
            control={form.control}
            name="serviceId"
            label="Service *"
            placeholder="Choose a service"
            options={services.map((service) => ({ value: String(service.id), label: service.name }))}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Pets *</legend>
            {petsQuery.isPending ? (
              <p className="text-sm text-slate-600">Loading your pets...</p>
            ) : petsQuery.isError ? (
              <p className="text-sm text-red-800">Your pets could not be loaded. Close and try again.</p>
            ) : (
              <Controller
                control={form.control}
                name="petIds"
                render={({ field, fieldState }) => (
                  <>
                    {pets.length === 0 ? <p className="text-sm text-slate-600">Add the pet this visit is for.</p> : null}
                    {pets.map((pet, index) => (
                      <Checkbox
                        key={pet.id}
                        id={`booking-pet-${pet.id}`}
                        ref={index === 0 ? field.ref : undefined}
                        label={`${pet.name} (${pet.breed})`}
                        checked={field.value.includes(pet.id)}
                        onCheckedChange={(checked) => field.onChange(checked ? [...field.value, pet.id] : field.value.filter((id) => id !== pet.id))}
                        onBlur={field.onBlur}
                      />
                    ))}
                    {fieldState.error?.message ? <FieldError id="booking-pets-error">{fieldState.error.message}</FieldError> : null}
                  </>
                )}
              />
            )}
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setAddingPet(true)}>
              <Icon name="plus" className="size-4"/>
              Add a pet
            </Button>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="preferredDate" label="Preferred date *" hint="Today to 180 days ahead">
              <Input type="date" min={dates.first} max={dates.last} {...form.register('preferredDate')} />
            </FormField>
            <FormSelect
              control={form.control}
              name="startTime"
              label="Time *"
              hint={!date ? 'Choose a date first' : slots.length === 0 ? 'Closed that day: please choose another date' : `In ${zone}, the business's local time`}
              placeholder={!date ? 'Choose a date first' : slots.length === 0 ? 'No times that day' : 'Choose a time'}
              options={slots.map((time) => ({ value: time, label: slotLabel(time) }))}
            />
          </div>
          {business.hours ? <p className="whitespace-pre-line text-sm text-slate-600">Hours: {business.hours}</p> : null}
          <FormField control={form.control} name="message" label="Message (optional)" hint="Anything the provider should know, up to 1000 characters">
            <Textarea rows={3} maxLength={1000} {...form.register('message')} />
          </FormField>
          <DialogFormActions control={form.control} pendingText="Sending...">
            Send Request
          </DialogFormActions>
        </form>
      </Dialog>
      <PetDialog
        open={addingPet}
        onOpenChange={setAddingPet}
        onSaved={(pet) => form.setValue('petIds', [...form.getValues('petIds'), pet.id], { shouldValidate: form.formState.isSubmitted })}
      />
    </>
  );
}
