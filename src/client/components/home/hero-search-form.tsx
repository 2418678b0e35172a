import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { City, Service } from '../../../shared/catalog.js';
import { heroSearchTarget } from '../../lib/hero-search.js';

export const HERO_PLACEHOLDER = "Try 'dog grooming austin' or 'veterinarian near me'";

/**
 * The home page's search: reads a service and a city out of free text (lib/hero-search.ts) and goes there.
 * Before the script loads the form still works: it submits to the service directory's search.
 */
export function HeroSearchForm({ services, cities }: { services: readonly Service[]; cities: readonly City[] }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      action="/services"
      method="get"
      className="mx-auto flex w-full max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/5 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const to = heroSearchTarget(text, services, cities);
        if (to) void navigate(to);
      }}
    >
      <label htmlFor="hero-search" className="sr-only">
        Search for a pet service and city
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          id="hero-search"
          name="q"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={HERO_PLACEHOLDER}
          className="h-12 w-full rounded-xl border-0 bg-transparent pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-teal-600 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-xl bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        Search
      </button>
    </form>
  );
}
