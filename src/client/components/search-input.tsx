import type { ComponentPropsWithRef } from 'react';
import { Icon } from './ui/icon.js';
import { cn } from '../lib/cn.js';
import { Input } from './ui/input.js';

/**
 * The one search box of the site (home hero, header, listing results, city and service directories): a label for
 * screen readers, a search icon and the kit's text box. Search text has no rule to break (a blank search is
 * ignored), so search forms keep it in plain state rather than in a validated form. `inputProps` carries what a
 * combobox adds (its role, ARIA state and keys). In a form with no button of its own, `submitLabel` makes the search
 * icon the form's submit button (a search form needs one for keyboard and assistive-technology users).
 */
export function SearchInput({ id, label, placeholder, value, onChange, name, className, compact, submitLabel, inputProps }: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** For a form that also works before the script loads (it submits the text under this name). */
  name?: string;
  className?: string;
  /** The header's smaller box. */
  compact?: boolean;
  submitLabel?: string;
  inputProps?: Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange' | 'className'>;
}) {
  return (
    <div className={cn('relative w-full max-w-xl', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {submitLabel ? null : <Icon name="search" className={cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-400', iconPlace(compact))} />}
      <Input
        id={id}
        name={name}
        type="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        {...inputProps}
        onChange={(event) => onChange(event.target.value)}
        variant={compact ? 'search-compact' : 'search'}
      />
      {submitLabel ? (
        <button
          type="submit"
          aria-label={submitLabel}
          className={cn('focus-ring absolute top-1/2 -translate-y-1/2 rounded-md text-slate-500 hover:text-teal-700', compact ? 'left-1.5 p-1.5' : 'left-2 p-1.5')}
        >
          <Icon name="search" className={compact ? 'size-4' : 'size-5'} />
        </button>
      ) : null}
    </div>
  );
}

const iconPlace = (compact?: boolean) => (compact ? 'left-3 size-4' : 'left-3.5 size-5');
