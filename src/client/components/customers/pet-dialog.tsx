import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPetSchema, PET_TYPES, type CreatePet, type Pet } from '../../../shared/customers.js';
import { apiSend } from '../../lib/api.js';
import { apiPaths } from '../../../shared/api-paths.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Dialog } from '../ui/dialog.js';
import { DialogFormActions } from '../ui/dialog-form-actions.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Input, Textarea } from '../ui/input.js';

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const TYPE_OPTIONS = PET_TYPES.map((type) => ({ value: type, label: capitalize(type) }));
const EMPTY_PET = { name: '', type: undefined, breed: '', age: undefined, weight: undefined, specialNeeds: '' };

/** The Add New Pet dialog (spec sections 2 and 4): validated by the same schema as the server. */
export function PetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(createPetSchema, { defaultValues: EMPTY_PET });
  const addPet = useMutation({
    mutationFn: (pet: CreatePet) => apiSend<Pet>('POST', apiPaths.customerPets, pet),
    onSuccess: async () => {
      onOpenChange(false);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: [apiPaths.customerPets] });
    },
  });
  const submit = submitHandler(form, (pet) => addPet.mutateAsync(pet), 'The pet could not be saved. Please try again.');

  const changeOpen = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen} busy={form.formState.isSubmitting} title="Add New Pet" description="Tell providers about your pet. Fields marked * are required.">
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
        <DialogFormActions control={form.control} pendingText="Adding...">
          Add Pet
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
