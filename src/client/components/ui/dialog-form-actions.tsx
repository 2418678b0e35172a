import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { Button, type ButtonVariant } from './button.js';
import { DialogClose } from './dialog.js';
import { FormAlert } from './form-alert.js';

/** The foot of a form in a Dialog: the form's own error, Cancel (closes the dialog), and submit with its progress. */
export function DialogFormActions<Values extends FieldValues, Checked>({ control, failureTitle, pendingText, variant, children }: {
  control: Control<Values, unknown, Checked>;
  failureTitle?: string;
  pendingText: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState({ control });
  return (
    <>
      <FormAlert control={control} title={failureTitle} />
      <div className="flex justify-end gap-3 pt-2">
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={variant} pending={isSubmitting} pendingText={pendingText}>
          {children}
        </Button>
      </div>
    </>
  );
}
