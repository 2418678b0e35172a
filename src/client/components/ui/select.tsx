import type { Ref } from 'react';
import { cn } from '../../lib/cn.js';
import { useFieldControl } from './field.js';
import { Icon } from './icon.js';
import { controlClass } from './input.js';

export type SelectOption = { value: string; label: string };

/**
 * A native select in the kit's look (decision 0025): the browser gives it keyboard, screen-reader and phone
 * behaviour, and it adds no script. The placeholder is the first option while nothing is chosen. `ref` reaches the
 * select, so a form can focus it when its value is invalid; inside a Field it takes the Field's id and description.
 */
export function Select({ value, onValueChange, onBlur, options, placeholder, name, disabled, className, ref, ...aria }: {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  placeholder: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-label'?: string;
}) {
  const field = useFieldControl();
  const chosen = options.some((option) => option.value === value);
  return (
    <div className={cn('relative', className)}>
      <select
        ref={ref}
        name={name}
        disabled={disabled}
        value={chosen ? value : ''}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        {...field}
        {...aria}
        className={cn(controlClass, 'appearance-none pr-9', chosen ? '' : 'text-slate-500')}
      >
        {chosen ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-slate-900">
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevron-down" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
