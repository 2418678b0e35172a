import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { City, Service } from '../../../shared/catalog.js';
import { heroSearchTarget } from '../../lib/hero-search.js';
import { SearchInput } from '../search-input.js';
import { Button } from '../ui/button.js';

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
      <SearchInput
        id="hero-search"
        name="q"
        label="Search for a pet service and city"
        placeholder={HERO_PLACEHOLDER}
        value={text}
        onChange={setText}
        className="max-w-none flex-1"
      />
      <Button type="submit" size="lg" className="h-12">
        Search
      </Button>
    </form>
  );
}
