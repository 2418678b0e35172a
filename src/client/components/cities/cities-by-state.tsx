import { Link } from 'wouter';
import type { City } from '#shared/catalog.js';
import { formatNumber } from '../../lib/format.js';
import { stateName } from '../../lib/us-states.js';

type StateGroup = { code: string; name: string; cities: City[] };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const stateAnchor = (code: string) => `state-${code.toLowerCase()}`;
const letterAnchor = (letter: string) => `states-${letter.toLowerCase()}`;

/** States by name, each with its cities by name. */
export function groupByState(cities: readonly City[]): StateGroup[] {
  const groups = new Map<string, City[]>();
  for (const city of cities) groups.set(city.state, [...(groups.get(city.state) ?? []), city]);
  return [...groups]
    .map(([code, list]) => ({ code, name: stateName(code), cities: list.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The city directory, grouped by state, with an A-Z list that jumps to the first state of each letter (letters
 * without a state are shown dimmed, not as links). Each city is one compact entry, so a phone scrolls a few
 * screens, not dozens.
 */
export function CitiesByState({ cities }: { cities: readonly City[] }) {
  const groups = groupByState(cities);
  const firstOfLetter = new Map<string, string>();
  for (const group of groups) if (!firstOfLetter.has(group.name[0]!)) firstOfLetter.set(group.name[0]!, group.code);
  return (
    <>
      <nav aria-label="States A to Z" className="sticky top-16 z-10 -mx-4 mb-6 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <ul className="flex flex-wrap gap-1">
          {LETTERS.map((letter) => (
            <li key={letter}>
              {firstOfLetter.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`} className="focus-ring flex size-8 items-center justify-center rounded-md text-sm font-semibold text-teal-700 hover:bg-teal-50">
                  {letter}
                </a>
              ) : (
                <span aria-hidden="true" className="flex size-8 items-center justify-center text-sm text-slate-300">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        {groups.map((group) => {
          const letter = group.name[0]!;
          const first = firstOfLetter.get(letter) === group.code;
          return (
            <section key={group.code} id={stateAnchor(group.code)} aria-labelledby={`${stateAnchor(group.code)}-heading`} className="scroll-mt-32">
              {/* The letter's anchor sits on its first state, so the jump list lands on a heading. */}
              <h2 id={`${stateAnchor(group.code)}-heading`} className="scroll-mt-32 border-b border-slate-200 pb-2 text-lg font-bold text-slate-900">
                {first ? <span id={letterAnchor(letter)} className="scroll-mt-32" /> : null}
                {group.name}
                <span className="ml-2 text-sm font-normal text-slate-600">
                  {group.cities.length} {group.cities.length === 1 ? 'city' : 'cities'}
                </span>
              </h2>
              <ul className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.cities.map((city) => (
                  <CityEntry key={city.id} city={city} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}

function CityEntry({ city }: { city: City }) {
  return (
    <li className="min-w-0">
      <div className="flex items-baseline gap-2">
        <h3 className="font-semibold text-slate-900">
          {/* Named with its state for links read out of context; the section heading shows the state. */}
          <Link to={`/city/${city.slug}`} aria-label={`${city.name}, ${city.state}`} className="focus-ring rounded hover:text-teal-700 hover:underline">
            {city.name}
          </Link>
        </h3>
        <span className="text-xs text-slate-600">pop. {formatNumber(city.population)}</span>
      </div>
      <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm">
        <Link to={`/dog-grooming/${city.slug}`} className="focus-ring rounded text-teal-700 hover:underline">
          Dog Grooming
        </Link>
        <Link to={`/veterinarian/${city.slug}`} className="focus-ring rounded text-teal-700 hover:underline">
          Veterinarians
        </Link>
      </p>
    </li>
  );
}
