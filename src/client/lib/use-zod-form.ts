import './zod-browser.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldPaths, submitFailureOf } from './submit-failure.js';

/** The key of a form's own error (not a field's): shown by FormAlert near the submit button. */
export const FORM_ERROR = 'root.server';

/**
 * The one form pattern: react-hook-form checked by a zod schema from src/shared (the one the server validates with,
 * or a client variant derived from it). On a refused submit the first invalid field takes focus.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * The form's submit handler: runs `action` with the checked values (the form counts as submitting until it settles,
 * which is what the submit button's `pending` shows). When the call fails, what the server says about a field lands
 * on that field, the first one focused; anything else is the form's error (`FORM_ERROR`), never a toast.
 */
export function submitHandler<Values extends FieldValues, Checked>(
  form: UseFormReturn<Values, unknown, Checked>,
  action: (values: Checked) => Promise<unknown>,
  fallback: string,
) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      const failure = submitFailureOf(error, fieldPaths(form.formState.defaultValues), fallback);
      failure.fields.forEach(({ name, message }, index) =>
        form.setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (failure.message) form.setError(FORM_ERROR as Path<Values>, { type: 'server', message: failure.message });
    }
  });
}
