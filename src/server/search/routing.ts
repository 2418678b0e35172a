import type { City, Service } from '#shared/catalog.js';
import { findZip, matchFreeText } from '#shared/free-text.js';
import { formatNear } from '#shared/listing-options.js';
import type { SearchQuery } from '#shared/search.js';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/connect.js';
import type { SearchCatalog } from './catalog-words.js';
import type { ExpandedWord } from './expand.js';
import { searchWords, spellingsQuery } from './words.js';
import { cityOfZip } from './zip-city.js';

/** Filters the service-in-city page also takes: a search that moves there keeps them. */
const CARRIED = ['minRating', 'price', 'distance', 'open', 'sort'] as const;

export type SearchPlan =
  | { redirect: string }
  | {
      redirect: null;
      city: City | null;
      text: string;
      /** 'vets near me': the text is this service alone, asked for around the visitor: its providers are listed. */
      service?: Service;
    };

/**
 * The text with each misspelt service or city word put right ('dog grooming in chicgo' -> '... chicago'), so a
 * service-in-city page is found through typos; a word some listing's name has as typed is left as it is.
 */
export function correctCatalogWords(text: string, words: ExpandedWord[], catalog: SearchCatalog): { text: string; typedOf: Map<string, string> } {
  const fixes = new Map<string, string>();
  for (const word of words) {
    const fix = word.known ? undefined : word.corrections.find((c) => catalog.vocabulary.has(c));
    if (fix) fixes.set(word.word, fix);
  }
  const typedOf = new Map([...fixes].map(([typed, fix]) => [fix, typed]));
  if (fixes.size === 0) return { text, typedOf };
  return { text: text.toLowerCase().replace(/[\p{L}\p{N}]+/gu, (w) => fixes.get(w) ?? w), typedOf };
}

/** Whether a public listing in the city has every word in its name (typos tolerated): then the text is its name. */
async function namesListing(db: DbOrTx, city: City, words: ExpandedWord[]): Promise<boolean> {
  if (words.length === 0) return false;
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from businesses where status = 'approved' and city_id = ${city.id}
          and search_vector @@ to_tsquery('simple', ${spellingsQuery(words, 'A')})) as "found"`,
  );
  return Boolean(row?.found);
}

/**
 * Where a search belongs. Text naming a service and a city (by name, 'name, ST', or a zip code of its listings;
 * typos tolerated) goes to that service-in-city page, the rest of the text as its search, unless the text is the
 * name of a listing in that city ('Sunny Grooming Co. in New York'): then that listing is searched for. A service
 * or a city alone goes to its page; otherwise the results are searched here, within the city the text or `city`
 * names. Decided on the server only, for the API and the /search page alike. `words` are the text's words, expanded.
 */
export async function planSearch(
  db: DbOrTx,
  query: SearchQuery,
  catalog: SearchCatalog,
  words: ExpandedWord[],
  /** The text asked for results near the visitor ('vets near me'): a service alone stays here, to be placed. */
  nearMe = false,
): Promise<SearchPlan> {
  const { services, cities } = catalog;
  const given = query.city ? (cities.find((c) => c.slug === query.city) ?? null) : null;
  const zip = findZip(query.q);
  const zipCity = zip ? await cityOfZip(db, zip) : undefined;
  // Typos are put right only to name a service and a city together ('groomng austn'): a lone misspelt service or
  // city is searched for as typed, whose corrections find its listings.
  const asTyped = matchFreeText(query.q, services, cities, zipCity);
  const fixed = correctCatalogWords(query.q, words, catalog);
  const fixedMatch = matchFreeText(fixed.text, services, cities, zipCity);
  const useFixed = !(asTyped.service && asTyped.city) && Boolean(fixedMatch.service && fixedMatch.city);
  const corrected = useFixed ? fixed : { text: query.q, typedOf: new Map<string, string>() };
  const match = useFixed ? fixedMatch : asTyped;
  // A zip code no listing carries is searched as text (it may be part of a name or description).
  const rest = zip && !zipCity ? `${match.rest} ${zip}`.trim() : match.rest;
  const city = given ?? match.city ?? null;
  if (match.service && city && rest && query.types.length === 0) {
    // The words beside the city, as typed: a listing's name with a service word in it stays a search.
    const typed = new Map(words.map((w) => [w.word, w]));
    const named = searchWords(matchFreeText(corrected.text, [], cities, zipCity).rest)
      .map((w) => typed.get(corrected.typedOf.get(w) ?? w))
      .filter((w): w is ExpandedWord => w !== undefined);
    if (await namesListing(db, city, named)) return { redirect: null, city, text: named.map((w) => w.word).join(' ') };
  }
  if (match.service && city && query.types.length === 0) {
    const carried = new URLSearchParams();
    if (rest) carried.set('q', rest);
    for (const key of CARRIED) {
      const value = query[key];
      if (key === 'open') {
        if (value) carried.set(key, '1');
      } else if (value !== undefined && !(key === 'distance' && value === 'any') && !(key === 'sort' && value === 'best-match')) carried.set(key, String(value));
    }
    if (query.near) carried.set('near', formatNear(query.near.latitude, query.near.longitude));
    const search = carried.toString();
    return { redirect: `/${match.service.slug}/${city.slug}${search ? `?${search}` : ''}` };
  }
  // Text that is only a service or only a city ('vets', 'Austin, TX') goes to its directory page, as the hero did;
  // with the visitor's location, or asking for it ('groomers near me'), it stays here, sorted by distance from them.
  // 'dog grooming near me' means that service's providers: listed by the service (an index read), not its words
  // searched ('dog' is in most listings' text).
  if (nearMe && match.service && !city && !rest) return { redirect: null, city: null, text: '', service: match.service };
  const plain = !rest && !given && !query.near && query.types.length === 0 && query.page === 1;
  if (plain && match.service && !city && !nearMe) return { redirect: `/${match.service.slug}` };
  if (plain && city && !match.service) return { redirect: `/city/${city.slug}` };
  // A service named without a city is still searched for by its words, which match its providers.
  const typedRest = searchWords(rest).map((w) => corrected.typedOf.get(w) ?? w).join(' ');
  return { redirect: null, city, text: match.city && !given ? typedRest : query.q };
}
