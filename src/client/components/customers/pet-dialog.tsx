import '../../lib/zod-browser.js';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { createPetSchema, PET_TYPES, type CreatePet, type CreatePetInput, type Pet } from '../../../shared/customers.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { apiPaths } from '../../lib/api-paths.js';
import { Field, inputClass } from './field.js';

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The Add New Pet dialog (spec sections 2 and 4): validated by the same schema as the server. */
export function PetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<CreatePetInput, unknown, CreatePet>({
    resolver: zodResolver(createPetSchema),
    defaultValues: { name: '', breed: '', specialNeeds: '' },
  });
  const { errors } = form.formState;
  const addPet = useMutation({
    mutationFn: (pet: CreatePet) => apiSend<Pet>('POST', apiPaths.customerPets, pet),
    onSuccess: async () => {
      onOpenChange(false);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: [apiPaths.customerPets] });
    },
  });

  const changeOpen = (next: boolean) => {
    if (!next) {
      form.reset();
      addPet.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">Add New Pet</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Tell providers about your pet. Fields marked * are required.
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form className="mt-6 space-y-4" noValidate onSubmit={form.handleSubmit((values) => addPet.mutate(values))}>
            <Field label="Pet Name *" error={errors.name?.message}>
              <input className={inputClass} autoComplete="off" {...form.register('name')} />
            </Field>
            <Field label="Pet Type *" error={errors.type?.message}>
              <select className={inputClass} {...form.register('type')}>
                <option value="">Select pet type</option>
                {PET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {capitalize(type)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Breed *" error={errors.breed?.message}>
              <input className={inputClass} autoComplete="off" {...form.register('breed')} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Age (years) *" error={errors.age?.message}>
                <input className={inputClass} type="number" inputMode="decimal" min={0} step="any" {...form.register('age', { setValueAs: numberOrUndefined })} />
              </Field>
              <Field label="Weight (lbs)" error={errors.weight?.message}>
                <input className={inputClass} type="number" inputMode="decimal" min={0} step="any" {...form.register('weight', { setValueAs: numberOrUndefined })} />
              </Field>
            </div>
            <Field label="Special Needs" error={errors.specialNeeds?.message}>
              <textarea className={inputClass} rows={3} {...form.register('specialNeeds')} />
            </Field>
            {addPet.isError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {serverMessage(addPet.error) ?? 'The pet could not be saved. Please try again.'}
              </p>
            ) : null}
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none">
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={addPet.isPending}
                className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70"
              >
                {addPet.isPending ? 'Adding...' : 'Add Pet'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
