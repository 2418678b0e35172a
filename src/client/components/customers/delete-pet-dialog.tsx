import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Pet } from '#shared/customers.js';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

/** Asks before deleting a pet; the server refuses (409, shown here) while the pet is on an open booking request. */
export function DeletePetDialog({ pet, onClose }: { pet: Pet | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', apiPaths.customerPet(id)),
    onSuccess: async () => {
      toast({ title: 'Pet deleted', description: pet ? `${pet.name}'s profile has been removed.` : undefined });
      onClose();
      await refreshAfterWrite(queryClient, [apiPaths.customerPets]);
    },
  });
  return (
    <ConfirmDialog
      open={pet !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={pet ? `Delete ${pet.name}?` : 'Delete pet?'}
      description="The profile is removed for good. Past booking requests stay in your history."
      keepLabel="Keep"
      confirmLabel="Delete Pet"
      pendingText="Deleting..."
      pending={remove.isPending}
      error={remove.error}
      failureText="The pet could not be deleted. Please try again."
      onConfirm={() => pet && remove.mutate(pet.id)}
    />
  );
}
