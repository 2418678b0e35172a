import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_TEXT_MAX, searchPageHref, type Suggestion } from '#shared/search-options.js';
import { cn } from '../../lib/cn.js';
import { SearchInput } from '../search-input.js';
import { useSuggestions } from './use-suggestions.js';

const KIND_LABEL: Record<Suggestion['kind'], string> = { service: 'Service', city: 'City', business: 'Business' };

/**
 * A search box with suggestions, the ARIA 1.2 combobox pattern (list autocomplete): the text box keeps focus, the
 * arrow keys move through the options (aria-activedescendant), Enter opens the chosen one or searches the text,
 * Escape closes the list, then clears the box; options work with the mouse too. Without script, the form submits
 * to /search, which decides where the text belongs (a service-in-city page or the results).
 */
export function SearchCombobox({ label, placeholder, compact, className, onGo, children }: {
  label: string;
  placeholder: string;
  compact?: boolean;
  className?: string;
  /** Called when the box navigates (the phone menu closes). */
  onGo?: () => void;
  /** Beside the box in the form (the hero's Search button). */
  children?: ReactNode;
}) {
  const id = useId();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useSuggestions(text, open);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    onGo?.();
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, Down goes to the first option and Up to the last; past either end, back to the box.
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href);
    }
  };

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        const href = searchPageHref(text);
        const from = window.location.pathname + window.location.search;
        go(href);
        // 'vet near me': the person's Enter is the gesture the browser's ask needs; the code that reads the phrase and
        // asks loads on a search, not with the box, which is on every page.
        void import('../../lib/geolocation.js').then(({ locateAfterSearch }) => locateAfterSearch(text, href, from, navigate));
      }}
    >
      <div className="relative w-full flex-1" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}>
        <SearchInput
          id={`${id}-input`}
          name="q"
          label={label}
          placeholder={placeholder}
          value={text}
          compact={compact}
          submitLabel={children ? undefined : 'Search the directory'}
          className="max-w-none"
          onChange={(value) => {
            setText(value);
            setOpen(true);
            setActive(-1);
          }}
          inputProps={{
            // A combobox is a text box: the HTML standard allows its role and aria-expanded there, not on type=search.
            type: 'text',
            enterKeyHint: 'search',
            // The API refuses longer text (400): the box stops there instead.
            maxLength: SEARCH_TEXT_MAX,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': `${id}-listbox`,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
            onKeyDown,
            onFocus: () => setOpen(true),
          }}
        />
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={`${label}: suggestions`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-xl bg-white py-1 text-left shadow-lg ring-1 ring-slate-200"
        >
          {options.map((option, index) => (
            <li
              key={option.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the box: the pattern's focus never leaves the text box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option.href)}
              onMouseMove={() => setActive(index)}
              className={cn('flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2', index === active && 'bg-teal-50 outline outline-2 -outline-offset-2 outline-teal-700')}
            >
              <span className="min-w-0 truncate font-medium text-slate-900">{option.label}</span>
              <span className="shrink-0 text-xs text-slate-600">
                {KIND_LABEL[option.kind]}
                {option.detail ? ` · ${option.detail}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {children}
    </form>
  );
}
