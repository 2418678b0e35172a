import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Icon } from './icon.js';
import type { ReactNode, Ref } from 'react';
import { FieldError } from './field.js';

/** A Radix checkbox with its label (and an optional description and error) beside it. */
export function Checkbox({ id, checked, onCheckedChange, onBlur, label, description, error, disabled, ref }: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex items-start gap-3">
      <CheckboxPrimitive.Root
        ref={ref}
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="focus-ring mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white aria-[invalid=true]:border-red-600 data-[state=checked]:border-teal-600 data-[state=checked]:bg-teal-600 data-[state=checked]:text-white"
      >
        <CheckboxPrimitive.Indicator>
          <Icon name="check" className="size-3.5" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-slate-500">
            {description}
          </p>
        ) : null}
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
