import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPetSchema, PET_TYPES, type CreatePet, type Pet } from '#shared/customers.js';
import { apiSend } from '../../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Input, Textarea } from '../ui/input.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const TYPE_OPTIONS = PET_TYPES.map((type) => ({ value: type, label: capitalize(type) }));
const EMPTY_PET = { name: '', type: undefined, breed: '', age: undefined, weight: undefined, specialNeeds: '', medicalNotes: '' };

const valuesOf = (pet: Pet | undefined) =>
  pet
    ? { name: pet.name, type: pet.type, breed: pet.breed, age: pet.age, weight: pet.weight ?? undefined, specialNeeds: pet.specialNeeds ?? '', medicalNotes: pet.medicalNotes ?? '' }
    : EMPTY_PET;

/**
 * The Add New Pet dialog of the customer dashboard, and Edit Pet when given a `pet`: validated by the same schema as
 * the server. An edit sends every field (PATCH), so cleared optional fields are cleared on the server too.
 */
export function PetDialog({ open, onOpenChange, pet, onSaved }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pet?: Pet;
  onSaved?: (pet: Pet) => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(createPetSchema, { defaultValues: valuesOf(pet) });
  // Opening the dialog for another pet starts from that pet's values.
  useEffect(() => {
    if (open) form.reset(valuesOf(pet));
  }, [open, pet, form]);
  const save = useMutation({
    mutationFn: (values: CreatePet) => (pet ? apiSend<Pet>('PATCH', apiPaths.customerPet(pet.id), values) : apiSend<Pet>('POST', apiPaths.customerPets, values)),
    onSuccess: async (saved) => {
      onOpenChange(false);
      form.reset();
      if (pet) toast({ title: 'Pet updated', description: `${saved.name}'s profile has been saved.` });
      onSaved?.(saved);
      await refreshAfterWrite(queryClient, [apiPaths.customerPets]);
    },
  });
  const submit = submitHandler(form, (values) => save.mutateAsync(values), 'The pet could not be saved. Please try again.');

  const changeOpen = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      busy={form.formState.isSubmitting}
      title={pet ? `Edit ${pet.name}` : 'Add New Pet'}
      description="Tell providers about your pet. Fields marked * are required."
    >
      <form className="space-y-4" noValidate onSubmit={submit}>
        <FormField control={form.control} name="name" label="Pet Name *">
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormSelect control={form.control} name="type" label="Pet Type *" options={TYPE_OPTIONS} placeholder="Select pet type" />
        <FormField control={form.control} name="breed" label="Breed *">
          <Input autoComplete="off" {...form.register('breed')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="age" label="Age (years) *">
            <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('age', { setValueAs: numberOrUndefined })} />
          </FormField>
          <FormField control={form.control} name="weight" label="Weight (lbs)">
            <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('weight', { setValueAs: numberOrUndefined })} />
          </FormField>
        </div>
        <FormField control={form.control} name="specialNeeds" label="Special Needs">
          <Textarea rows={3} {...form.register('specialNeeds')} />
        </FormField>
        <FormField control={form.control} name="medicalNotes" label="Medical Notes" hint="Shared only with providers you send a booking request to, while the request is open">
          <Textarea rows={2} {...form.register('medicalNotes')} />
        </FormField>
        <DialogFormActions control={form.control} pendingText={pet ? 'Saving...' : 'Adding...'}>
          {pet ? 'Save Pet' : 'Add Pet'}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
