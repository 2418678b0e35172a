import type { City, Service } from '../../shared/catalog.js';
import { US_STATES } from './us-states.js';

type ServiceLike = Pick<Service, 'name' | 'slug' | 'keywords'>;
type CityLike = Pick<City, 'name' | 'slug' | 'state'>;

export type HeroSearchMatch<S extends ServiceLike, C extends CityLike> = { service?: S; city?: C };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lowercase, hyphens and underscores as spaces, runs of spaces collapsed: 'Dog-Grooming  Austin' -> 'dog grooming austin'. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Where `phrase` occurs in `text` as whole words (a trailing plural 's'/'es' allowed). */
function findPhrase(text: string, phrase: string): { index: number; length: number } | undefined {
  const wanted = normalize(phrase);
  if (!wanted) return undefined;
  const match = new RegExp(`(?:^|[^a-z0-9])(${escapeRegExp(wanted)}(?:es|s)?)(?=$|[^a-z0-9])`).exec(text);
  if (!match || match[1] === undefined) return undefined;
  return { index: match.index + match[0].length - match[1].length, length: match[1].length };
}

function blank(text: string, at: { index: number; length: number }): string {
  return `${text.slice(0, at.index)}${' '.repeat(at.length)}${text.slice(at.index + at.length)}`;
}

/** The service the text names, by name, slug or keyword; the longest (most specific) phrase wins, then list order. */
function findService<S extends ServiceLike>(text: string, services: readonly S[]) {
  let best: { service: S; at: { index: number; length: number } } | undefined;
  for (const service of services) {
    for (const phrase of [service.name, service.slug, ...service.keywords]) {
      const at = findPhrase(text, phrase);
      if (at && (!best || at.length > best.at.length)) best = { service, at };
    }
  }
  return best;
}

/**
 * The city the text names: 'name, state' first, then the name, then the state (its code or full name) giving
 * the state's first listed city (the list comes largest first). A lowercase two-letter code only counts when it
 * stands alone or after a comma, so 'near me' and 'in' never read as Maine or Indiana.
 */
function findCity<C extends CityLike>(raw: string, text: string, cities: readonly C[]): C | undefined {
  for (const city of cities) {
    const pair = new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(normalize(city.name))}\\s*,\\s*${city.state.toLowerCase()}(?=$|[^a-z0-9])`);
    if (pair.test(text)) return city;
  }
  let byName: { city: C; length: number } | undefined;
  for (const city of cities) {
    const at = findPhrase(text, city.name);
    if (at && (!byName || at.length > byName.length)) byName = { city, length: at.length };
  }
  if (byName) return byName.city;

  const rest = text.trim();
  for (const city of cities) {
    const code = city.state.toUpperCase();
    const upperCode = new RegExp(`(?:^|[^A-Za-z0-9])${code}(?=$|[^A-Za-z0-9])`);
    const codeAfterComma = new RegExp(`,\\s*${code.toLowerCase()}(?=$|[^a-z0-9])`);
    const fullName = US_STATES[code];
    if (
      upperCode.test(raw) ||
      codeAfterComma.test(text) ||
      rest === code.toLowerCase() ||
      (fullName !== undefined && findPhrase(text, fullName) !== undefined)
    ) {
      return city;
    }
  }
  return undefined;
}

/** Spec section 2, home hero search: which service and city a free text names. */
export function matchHeroSearch<S extends ServiceLike, C extends CityLike>(
  text: string,
  services: readonly S[],
  cities: readonly C[],
): HeroSearchMatch<S, C> {
  const normalized = normalize(text);
  const service = findService(normalized, services);
  // What named the service is not read again as a city (e.g. a keyword that is also a place name).
  const rest = service ? blank(normalized, service.at) : normalized;
  return { service: service?.service, city: findCity(text, rest, cities) };
}

/**
 * Where the hero search goes: both matched -> /{service}/{city}; service only -> /{service}; city only ->
 * /city/{city}; neither -> /services. Blank or whitespace-only text goes nowhere (null).
 */
export function heroSearchTarget(text: string, services: readonly ServiceLike[], cities: readonly CityLike[]): string | null {
  if (!text.trim()) return null;
  const { service, city } = matchHeroSearch(text, services, cities);
  if (service && city) return `/${service.slug}/${city.slug}`;
  if (service) return `/${service.slug}`;
  if (city) return `/city/${city.slug}`;
  return '/services';
}
