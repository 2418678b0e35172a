import type { City, Service } from './catalog.js';
import { US_STATES } from './us-states.js';

// Free text typed in a search box (the hero, the header): which service and city it names, and what is left.
// The server decides with it where a search goes (src/server/search/), so there is one way to route free text.

type ServiceLike = Pick<Service, 'name' | 'slug' | 'keywords'>;
type CityLike = Pick<City, 'name' | 'slug' | 'state'>;

export type FreeTextMatch<S extends ServiceLike, C extends CityLike> = {
  service?: S;
  city?: C;
  /** The words that named neither, filler words ('in', 'near me') left out: what to search the listings for. */
  rest: string;
};

/** Words that say how, not what: left out of what is searched once the service or city is read. */
const FILLER = new Set(['in', 'near', 'me', 'at', 'the', 'a', 'an', 'for', 'my', 'of', 'around', 'nearby', 'and', 'best', 'top', 'area', 'zip', 'code']);

/**
 * A five-digit US zip code standing alone in the text (a ZIP+4 counts by its first five). Digits inside a word
 * ('unit 4b10032', a model number) are not a zip code.
 */
export function findZip(text: string): string | undefined {
  return /(?:^|[^\p{L}\p{N}])(\d{5})(?:-\d{4})?(?=$|[^\p{L}\p{N}])/u.exec(text)?.[1];
}

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

/**
 * The service the text names, by name, slug or keyword, or by the last word of its name alone ('grooming',
 * 'boarding': the first such service in catalogue order); the longest (most specific) phrase wins, then list order.
 */
function findService<S extends ServiceLike>(text: string, services: readonly S[]) {
  let best: { service: S; at: { index: number; length: number } } | undefined;
  for (const service of services) {
    const kind = service.name.split(' ').at(-1) ?? service.name;
    for (const phrase of [service.name, service.slug, ...service.keywords, kind]) {
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

/**
 * Which service and city a free text names (first the home page's hero search, now every search box): `zipCity`
 * is the city a zip code in the text belongs to, looked up by the caller (findZip), and wins over a city by name.
 */
export function matchFreeText<S extends ServiceLike, C extends CityLike>(
  text: string,
  services: readonly S[],
  cities: readonly C[],
  zipCity?: C,
): FreeTextMatch<S, C> {
  const zip = findZip(text);
  const withoutZip = zip ? text.replace(zip, ' ') : text;
  const normalized = normalize(withoutZip);
  const service = findService(normalized, services);
  // What named the service is not read again as a city (e.g. a keyword that is also a place name).
  const afterService = service ? blank(normalized, service.at) : normalized;
  const city = zipCity ?? findCity(withoutZip, afterService, cities);
  const afterCity = city && !zipCity ? blankCity(afterService, city) : afterService;
  const rest = afterCity
    .split(/[^a-z0-9']+/)
    .filter((word) => word && !FILLER.has(word))
    .join(' ');
  return { service: service?.service, city, rest };
}

/** The city's name, its state (code or full name) and the comma between, taken out of the text. */
function blankCity(text: string, city: CityLike): string {
  const code = city.state.toLowerCase();
  const state = normalize(US_STATES[city.state.toUpperCase()] ?? '');
  let out = text;
  for (const phrase of [normalize(city.name), state, code]) {
    const at = phrase ? findPhrase(out, phrase) : undefined;
    if (at) out = blank(out, at);
  }
  return out.replace(/,/g, ' ');
}
