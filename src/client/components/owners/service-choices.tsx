import { Controller, get, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Service } from '#shared/catalog.js';
import { Checkbox } from '../ui/checkbox.js';
import { FieldError } from '../ui/field.js';

const ERROR_ID = 'services-error';

/**
 * Services Offered: one checkbox per service, one message under the group; the first box takes focus when refused.
 * `name` is the form's list of service ids (the listing form's `business.serviceIds`, the dashboard's `serviceIds`).
 */
export function ServiceChoices<Values extends FieldValues, Checked>({ control, services, name }: {
  control: Control<Values, unknown, Checked>;
  services: readonly Service[];
  name: Path<Values>;
}) {
  const { errors } = useFormState({ control, name });
  const error: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby={typeof error === 'string' ? ERROR_ID : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Services Offered<span aria-hidden="true"> *</span>
      </legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const chosen = field.value as number[];
          return (
            <div className="grid gap-3 md:grid-cols-2">
              {services.map((service, index) => (
                <Checkbox
                  key={service.id}
                  ref={index === 0 ? field.ref : undefined}
                  id={`service-${service.id}`}
                  checked={chosen.includes(service.id)}
                  onCheckedChange={(checked) => field.onChange(checked ? [...chosen, service.id] : chosen.filter((id) => id !== service.id))}
                  onBlur={field.onBlur}
                  label={service.name}
                  description={service.description}
                />
              ))}
            </div>
          );
        }}
      />
      {typeof error === 'string' ? <FieldError id={ERROR_ID}>{error}</FieldError> : null}
    </fieldset>
  );
}
