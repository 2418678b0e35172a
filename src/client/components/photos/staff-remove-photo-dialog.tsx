import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';

/**
 * Staff take a photo off a public page (a business's gallery photo or a review's photo): `request` is the call
 * that removes it, `refresh` re-reads what showed it. Staff can remove any photo, reported or not.
 */
export function StaffRemovePhotoDialog({ request, refresh, onClose }: {
  request: { method: 'POST' | 'DELETE'; path: string };
  refresh: () => Promise<unknown>;
  onClose: () => void;
}) {
  const remove = useMutation({
    mutationFn: () => apiSend(request.method, request.path),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Photo removed' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Remove this photo?"
      description="It disappears from the public page at once. This cannot be undone."
      confirmLabel="Remove Photo"
      pendingText="Removing..."
      pending={remove.isPending}
      error={remove.error}
      failureText="The photo could not be removed. Please try again."
      onConfirm={() => remove.mutate()}
    />
  );
}
