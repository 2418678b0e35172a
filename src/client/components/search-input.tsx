import { Search } from 'lucide-react';
import { cn } from '../lib/cn.js';
import { Input } from './ui/input.js';

/**
 * The one search box of the site (home hero, listing results, city and service directories): a label for screen
 * readers, a search icon and the kit's text box. Search text has no rule to break (a blank search is ignored), so
 * search forms keep it in plain state rather than in a validated form.
 */
export function SearchInput({ id, label, placeholder, value, onChange, name, className }: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** For a form that also works before the script loads (it submits the text under this name). */
  name?: string;
  className?: string;
}) {
  return (
    <div className={cn('relative w-full max-w-xl', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        id={id}
        name={name}
        type="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 rounded-xl pr-4 pl-11 text-base shadow-sm"
      />
    </div>
  );
}
