import * as SelectPrimitive from '@radix-ui/react-select';
import { Icon } from './icon.js';
import type { Ref } from 'react';
import { cn } from '../../lib/cn.js';
import { useFieldControl } from './field.js';
import { controlClass } from './input.js';

export type SelectOption = { value: string; label: string };

/**
 * A Radix select (keyboard and screen-reader behaviour come from the primitive). `ref` reaches the trigger, so a
 * form can focus it when its value is invalid; inside a Field it takes the Field's id and description.
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
  ref?: Ref<HTMLButtonElement>;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-label'?: string;
}) {
  const field = useFieldControl();
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} name={name} disabled={disabled}>
      <SelectPrimitive.Trigger
        ref={ref}
        onBlur={onBlur}
        {...field}
        {...aria}
        className={cn(controlClass, 'flex items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500', className)}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <Icon name="chevron-down" className="size-4 text-slate-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2">
                  <Icon name="check" className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
