import { Icon } from './icon.js';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

/**
 * A form's own error, near its submit button: a failed submit that names no field of the form (lib/use-zod-form.ts).
 * Announced as it appears; it stays until the next submit, where a toast would cover the form and go.
 */
export function FormAlert<Values extends FieldValues, Checked>({ control, title }: { control: Control<Values, unknown, Checked>; title?: string }) {
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{message}</p>
      </div>
    </div>
  );
}
