import { sql } from 'drizzle-orm';
import type { City } from '#shared/catalog.js';
import type { SearchResponse } from '#shared/search.js';
import { queryRows, type DbOrTx } from '../db/connect.js';
import type { SearchCatalog } from './catalog-words.js';
import { editDistance } from './edit-distance.js';
import type { ExpandedWord } from './expand.js';

type Offer = SearchResponse['didYouMean'][number];

const SERVICES_OFFERED = 2;
const CITIES_OFFERED = 2;
const BUSINESSES_OFFERED = 3;
/** Nearest lexicon words per typed word whose listings are offered. */
const NEAR_WORDS = 2;

/** How alike two words are, 0 to 1: shared length less the edits between them; a word the other starts with counts whole. */
function likeness(typed: string, known: string): number {
  if (known.startsWith(typed) || typed.startsWith(known)) return Math.min(typed.length, known.length) / Math.max(typed.length, known.length) + 0.5;
  const longest = Math.max(typed.length, known.length);
  return 1 - editDistance(typed, known, longest) / longest;
}

/** The `count` entries whose words come nearest the typed words (catalogue order breaks ties: the main services, the largest cities). */
function nearestOf<T>(entries: T[], wordsOf: (entry: T) => Set<string>, typed: ExpandedWord[], count: number): T[] {
  const scored = entries.map((entry, index) => {
    let best = 0;
    for (const { word } of typed) for (const known of wordsOf(entry)) best = Math.max(best, likeness(word, known));
    return { entry, best, index };
  });
  return scored.sort((a, b) => b.best - a.best || a.index - b.index).slice(0, count).map((s) => s.entry);
}

/**
 * What to offer when nothing matched (no dead end, even for one unknown word): the services and cities whose words
 * come nearest the typed ones (in memory, from the catalogue), and the best-reviewed public listings whose names
 * have the lexicon words nearest them (one statement, read through the lexicon's and search_vector's indexes).
 */
export async function nearestOffers(db: DbOrTx, typed: ExpandedWord[], catalog: SearchCatalog, city: City | null): Promise<Offer[]> {
  const services = nearestOf(catalog.services, (s) => catalog.serviceWords.get(s.id)!, typed, SERVICES_OFFERED);
  const cities = city ? [] : nearestOf(catalog.cities, (c) => catalog.cityWords.get(c.id)!, typed, CITIES_OFFERED);
  const words = typed.map((w) => w.word).filter((w) => w.length >= 3);
  const listings = words.length
    ? await queryRows<{ id: number; name: string; city: string; state: string }>(
        db,
        sql`with near as (
              select c.word from unnest(array[${sql.join(words.map((w) => sql`${w}::text`), sql`, `)}]) t(w)
              cross join lateral (select word from search_lexicon order by word <-> t.w limit ${NEAR_WORDS}) c
            )
            select b.id, b.name, ci.name as "city", ci.state from businesses b join cities ci on ci.id = b.city_id
            where b.status = 'approved' ${city ? sql`and b.city_id = ${city.id}` : sql``}
              and b.search_vector @@ (select to_tsquery('simple', coalesce(string_agg(quote_literal(word) || ':A', ' | '), '')) from near)
            order by b.review_count desc, b.id limit ${BUSINESSES_OFFERED}`,
      )
    : [];
  return [
    ...listings.map((b) => ({ kind: 'business' as const, label: `${b.name} (${b.city}, ${b.state})`, href: `/business/${b.id}` })),
    ...services.map((s) => ({ kind: 'service' as const, label: city ? `${s.name} in ${city.name}, ${city.state}` : s.name, href: city ? `/${s.slug}/${city.slug}` : `/${s.slug}` })),
    ...cities.map((c) => ({ kind: 'city' as const, label: `${c.name}, ${c.state}`, href: `/city/${c.slug}` })),
  ];
}
