import { useEffect, useRef, useState } from 'react';
import { SearchInput } from '../search-input.js';
import { SERVICE_CITY_LIMITS } from '#shared/listing-options.js';
import type { UpdateListing } from './listing-query.js';

const TYPING_DELAY_MS = 350;

/**
 * The search box of the results. Typing updates the URL (and so the results) after a short pause; the first update
 * of a typing spell adds a history entry and later ones replace it, so Back returns to the page before the search,
 * not to every prefix typed. Back and Forward bring the box in line with the URL.
 */
export function ListingSearch({ q, update, label, placeholder }: { q: string; update: UpdateListing; label: string; placeholder: string }) {
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const [sentQ, setSentQ] = useState<string | null>(null);
  const spell = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed: from our own update (keep what is typed since), or from Back/Forward or a link (show it).
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== sentQ) setDraft(q);
    setSentQ(null);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() === q.trim()) return;
    setSentQ(text.trim());
    update({ q: text }, { replace: spell.current });
    spell.current = true;
  };

  return (
    <form
      role="search"
      className="w-full"
      onSubmit={(event) => {
        event.preventDefault();
        send(draft);
        spell.current = false;
      }}
    >
      <div onBlur={() => (spell.current = false)}>
        <SearchInput
          id="listing-search"
          label={label}
          submitLabel="Search these results"
          placeholder={placeholder}
          value={draft}
          inputProps={{ maxLength: SERVICE_CITY_LIMITS.q }}
          onChange={(text) => {
            setDraft(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(text), TYPING_DELAY_MS);
          }}
        />
      </div>
    </form>
  );
}
