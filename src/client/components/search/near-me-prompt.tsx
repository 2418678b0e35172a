import { useId, useState } from 'react';
import type { LocateFailure } from '../../lib/geolocation.js';
import { useLocate } from '../../lib/use-locate.js';
import { Button } from '../ui/button.js';
import { Field } from '../ui/field.js';
import { Icon } from '../ui/icon.js';
import { Input } from '../ui/input.js';

const FAILURES: Record<LocateFailure, string> = {
  denied: 'Your browser is not sharing your location with this site (you can allow it in its settings). Type your city instead:',
  failed: 'Your location could not be found just now. Try again, or type your city:',
};

/**
 * The search text asked for providers near the visitor ('vet near me', the answer's `nearMe`) and the page has no
 * position: ask for it plainly, above the results (which meanwhile come from everywhere). Sharing re-runs the
 * search with `near`, nearest first; after a refusal a city typed beside the text searches there instead.
 */
export function NearMePrompt({ q, onNear, onCity, disabled }: {
  /** The text as typed; the city is searched with it ('vet near me in Denver': the server reads both). */
  q: string;
  onNear: (near: string) => void;
  onCity: (q: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { locating, locate } = useLocate(onNear);
  const [city, setCity] = useState('');
  const failed = locating === 'denied' || locating === 'failed';
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-teal-200 bg-teal-50 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Icon name="map-pin" className="mt-0.5 size-6 shrink-0 text-teal-700" />
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              Show providers near you?
            </h3>
            <p className="text-sm text-slate-700">
              You searched for providers near you. Share your location to see the closest first (rounded to about 1 km, never
              stored). Until then, these results come from all over the country.
            </p>
          </div>
          <Button onClick={locate} pending={locating === 'asking'} pendingText="Finding you…" disabled={disabled}>
            <Icon name="navigation" className="size-4" />
            Share your location
          </Button>
          <div role="status" className="space-y-2">
            {failed ? <p className="text-sm font-medium text-slate-900">{FAILURES[locating]}</p> : null}
          </div>
          {failed ? (
            <form
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
              onSubmit={(event) => {
                event.preventDefault();
                if (city.trim()) onCity(`${q} in ${city.trim()}`);
              }}
            >
              <Field label="Your city" className="sm:w-72">
                <Input value={city} onChange={(event) => setCity(event.target.value)} autoComplete="address-level2" placeholder="e.g. Denver, CO" />
              </Field>
              <Button type="submit" variant="secondary">
                Search there
              </Button>
            </form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
