import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/api.js';
import { Button } from './button.js';
import { Dialog, DialogClose } from './dialog.js';
import { Notice } from './notice.js';

/**
 * Asks before an action that cannot be undone (delete, cancel): the danger button runs it, the other button keeps
 * things as they are. While the action runs the dialog cannot be closed; a refusal shows inside it, in the server's
 * words when it gave some (a pet on an open request, say), otherwise `failureText`.
 */
export function ConfirmDialog({ open, onClose, title, description, keepLabel = 'Cancel', confirmLabel, pendingText, pending, error, failureText, onConfirm }: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  keepLabel?: string;
  confirmLabel: string;
  pendingText: string;
  pending: boolean;
  /** The last attempt's error, or null. */
  error: unknown;
  failureText: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} busy={pending} title={title} description={description}>
      {error ? (
        <Notice role="alert" tone="danger" className="mb-4">
          <p>{serverMessage(error) ?? failureText}</p>
        </Notice>
      ) : null}
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {keepLabel}
          </Button>
        </DialogClose>
        <Button variant="danger" pending={pending} pendingText={pendingText} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
