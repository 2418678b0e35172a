import type { ComponentProps } from 'react';
import { Controller, get, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '../../lib/cn.js';
import { Field } from './field.js';
import { Select, type SelectOption } from './select.js';

type FormFieldProps<Values extends FieldValues, Checked> = Omit<ComponentProps<typeof Field>, 'error'> & {
  control: Control<Values, unknown, Checked>;
  name: Path<Values>;
};

/** A Field whose error is the form's message for `name`: under the control, which is marked invalid with it. */
export function FormField<Values extends FieldValues, Checked>({ control, name, ...field }: FormFieldProps<Values, Checked>) {
  const { errors } = useFormState({ control, name });
  const error: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  // Top-aligned: beside a field whose message makes its grid row taller, the control stays under its label.
  return <Field {...field} className={cn('content-start', field.className)} error={typeof error === 'string' ? error : undefined} />;
}

/** A FormField holding the kit's Select; the select takes focus when the value is refused. */
export function FormSelect<Values extends FieldValues, Checked>({ control, name, options, placeholder, ...field }: Omit<FormFieldProps<Values, Checked>, 'children'> & {
  options: readonly SelectOption[];
  placeholder: string;
}) {
  return (
    <FormField control={control} name={name} {...field}>
      <Controller
        control={control}
        name={name}
        render={({ field: { ref, name: fieldName, value, onChange, onBlur } }) => (
          <Select ref={ref} name={fieldName} value={typeof value === 'string' ? value : ''} onValueChange={onChange} onBlur={onBlur} options={options} placeholder={placeholder} />
        )}
      />
    </FormField>
  );
}
