import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Icon } from './icon.js';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

/** Closes the dialog it is in; renders its child (a Button) as the closing control. */
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal dialog: title, description, a close button, focus kept inside and returned on close (Radix). While
 * `busy`, Escape, the overlay and the close button do not close it, so a pending save is not abandoned.
 */
export function Dialog({ open, onOpenChange, title, description, busy = false, className, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          // Without a description Radix must be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="text-xl font-semibold text-slate-900">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              className="focus-ring rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 disabled:opacity-60"
              aria-label="Close"
              disabled={busy}
            >
              <Icon name="x" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="mt-6">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
