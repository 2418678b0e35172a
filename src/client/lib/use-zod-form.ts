import './zod-browser.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldPaths, submitFailureOf } from './submit-failure.js';

/** The key of a form's own error (not a field's); FormAlert shows it near the submit button. */
const FORM_ERROR = 'root.server';

/**
 * The one form pattern: react-hook-form checked by a zod schema from src/shared (the one the server validates with,
 * or a client variant derived from it). Write the default values in the order the fields appear: that order decides
 * which refused field takes focus (see submitHandler).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'shouldFocusError'>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    // react-hook-form would focus in the order fields registered, and a select (registered by its Controller when
    // it renders) registers after every text box of the form: it would never be first.
    shouldFocusError: false,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * The form's submit handler. A refused value: every message under its field, the first refused field (in the order
 * of the default values) focused. Valid: runs `action` with the checked values (the form counts as submitting until
 * it settles, which is what the submit button's `pending` shows). When the call fails, what the server says about a
 * field lands on that field, the first one focused; anything else is the form's error (`FORM_ERROR`), never a toast.
 */
export function submitHandler<Values extends FieldValues, Checked>(
  form: UseFormReturn<Values, unknown, Checked>,
  action: (values: Checked) => Promise<unknown>,
  fallback: string,
) {
  const fields = () => fieldPaths(form.formState.defaultValues);
  return form.handleSubmit(
    async (values) => {
      try {
        await action(values);
      } catch (error) {
        const failure = submitFailureOf(error, fields(), fallback);
        for (const { name, message } of failure.fields) form.setError(name as Path<Values>, { type: 'server', message });
        if (failure.fields[0]) form.setFocus(failure.fields[0].name as Path<Values>);
        if (failure.message) form.setError(FORM_ERROR as Path<Values>, { type: 'server', message: failure.message });
      }
    },
    (errors) => {
      const first = fields().find((name) => get(errors, name));
      if (first) form.setFocus(first as Path<Values>);
    },
  );
}
