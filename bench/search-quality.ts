// The search query set of issue 24 (built from the seeded data) and its figures: latency (sequential and with
// concurrent clients) and quality per query class (a right answer among the first 5; 0-result rate), beside
// MiniSearch (fuzzy 0.2, prefix true) on the same queries and data.
import MiniSearch from 'minisearch';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/connect.js';
import { serviceSynonyms } from '../src/server/search/catalog-words.js';
import { searchListings } from '../src/server/search/search-service.js';
import { SEARCH_TEXT_MAX, searchQuerySchema, type SearchResponse } from '#shared/search.js';

type Listing = { id: number; name: string; description: string; city: string; citySlug: string; services: string[]; serviceSlugs: string[] };
/** What a right answer is: a listing of that name (or that id) in the first 5, or the service-in-city page (or a listing offering it there). */
type Expect = { name?: string; id?: number; service?: string; city?: string; gibberish?: boolean };
export type Query = { kind: string; q: string; expect: Expect };

async function listings(db: Db): Promise<Listing[]> {
  return queryRows<Listing>(
    db,
    sql`select b.id, b.name, coalesce(b.description, '') as description, c.name as city, c.slug as "citySlug",
          array(select s.name || ' ' || array_to_string(s.keywords, ' ') from business_services bs join services s on s.id = bs.service_id where bs.business_id = b.id and bs.is_public) as services,
          array(select s.slug from business_services bs join services s on s.id = bs.service_id where bs.business_id = b.id and bs.is_public) as "serviceSlugs"
        from businesses b join cities c on c.id = b.city_id where b.status = 'approved' order by b.id`,
  );
}

/** A deterministic typo of one kind at the middle of `word`. */
function typo(word: string, kind: 'substitution' | 'insertion' | 'deletion' | 'transposition'): string {
  const at = Math.floor(word.length / 2);
  const other = word[at] === 'x' ? 'z' : 'x';
  if (kind === 'substitution') return word.slice(0, at) + other + word.slice(at + 1);
  if (kind === 'insertion') return word.slice(0, at) + other + word.slice(at);
  if (kind === 'deletion') return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

/** The name with its longest words (5+ letters) changed, one change each, or undefined when it has too few. */
function withTypos(name: string, ...changes: ((word: string) => string)[]): string | undefined {
  const words = name.split(' ');
  const ranked = words.map((w, i) => ({ w, i })).filter(({ w }) => /^[A-Za-z]{5,}$/.test(w)).sort((a, b) => b.w.length - a.w.length);
  if (ranked.length < changes.length) return undefined;
  changes.forEach((change, k) => (words[ranked[k]!.i] = change(ranked[k]!.w.toLowerCase())));
  return words.join(' ');
}

const CITY_TYPOS: [string, string][] = [['chicgo', 'chicago'], ['devner', 'denver'], ['san fransisco', 'san-francisco'], ['austn', 'austin'], ['seatle', 'seattle'], ['bostn', 'boston']];
const GIBBERISH = ['qwxzvbn', 'zzzzqqqq plmokn', 'xkcdqwerty', 'q'.repeat(100), Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ').slice(0, SEARCH_TEXT_MAX)];

export async function buildQuerySet(db: Db, perClass = 25): Promise<{ queries: Query[]; data: Listing[] }> {
  const data = await listings(db);
  const step = Math.max(1, Math.floor(data.length / perClass));
  const sample = data.filter((_, i) => i % step === 0).slice(0, perClass);
  const queries: Query[] = [];
  for (const l of sample) {
    queries.push({ kind: 'exact name', q: l.name, expect: { name: l.name } });
    for (const kind of ['substitution', 'insertion', 'deletion', 'transposition'] as const) {
      const q = withTypos(l.name, (w) => typo(w, kind));
      if (q) queries.push({ kind: `typo: ${kind}`, q, expect: { name: l.name } });
    }
    // One typo in each of two words, or two in one word of nine letters or more.
    const longest = l.name.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
    const two = /^[A-Za-z]{9,}$/.test(longest)
      ? withTypos(l.name, (w) => typo(typo(w, 'deletion'), 'substitution'))
      : withTypos(l.name, (w) => typo(w, 'deletion'), (w) => typo(w, 'transposition'));
    if (two) queries.push({ kind: 'typo: two in a long name', q: two, expect: { name: l.name } });
    const last = l.name.split(' ').at(-1)!;
    if (last.length >= 5) queries.push({ kind: 'prefix', q: l.name.slice(0, -2), expect: { name: l.name } });
    queries.push({ kind: 'name + city', q: `${l.name} in ${l.city}`, expect: { id: l.id } });
  }
  const synonyms = Object.entries(serviceSynonyms());
  const cities = ['austin', 'chicago', 'denver', 'seattle', 'boston'];
  synonyms.forEach(([slug, said], i) => {
    const city = cities[i % cities.length]!;
    queries.push({ kind: 'synonym + city', q: `${said[i % said.length]} in ${city}`, expect: { service: slug, city } });
    const [typed, citySlug] = CITY_TYPOS[i % CITY_TYPOS.length]!;
    queries.push({ kind: 'service + misspelt city', q: `${said[0]} ${typed}`, expect: { service: slug, city: citySlug } });
  });
  for (const q of GIBBERISH) queries.push({ kind: 'gibberish', q, expect: { gibberish: true } });
  return { queries: queries.filter((query) => query.q.length <= SEARCH_TEXT_MAX), data };
}

type Judged = { right: boolean; empty: boolean };

function judge(expect: Expect, top: Listing[], redirect: string | null, offers: number): Judged {
  if (expect.gibberish) return { right: offers > 0, empty: top.length === 0 };
  if (redirect) return { right: expect.service !== undefined && redirect.startsWith(`/${expect.service}/${expect.city}`), empty: false };
  const right = top.some((l) =>
    expect.id !== undefined ? l.id === expect.id : expect.name !== undefined ? l.name === expect.name : l.serviceSlugs.includes(expect.service!) && l.citySlug === expect.city,
  );
  return { right, empty: top.length === 0 };
}

/** Each query once, in turn: what the app answers and how long each took (ms). */
export async function judgeApp(db: Db, queries: Query[], data: Listing[]) {
  const byId = new Map(data.map((l) => [l.id, l]));
  const judged: Judged[] = [];
  const ms: number[] = [];
  for (const { q, expect } of queries) {
    const started = performance.now();
    // A search cut short by the statement timeout counts as a wrong answer at the time it took.
    const answer: SearchResponse | undefined = await searchListings(db, searchQuerySchema.parse({ q })).catch(() => undefined);
    ms.push(performance.now() - started);
    if (!answer) {
      judged.push({ right: false, empty: true });
      continue;
    }
    // At scale the generated listings are not in `data`: they count as wrong answers.
    const top = answer.businesses.slice(0, 5).flatMap((b) => byId.get(b.id) ?? []);
    judged.push(judge(expect, top, answer.redirect, answer.didYouMean.length));
  }
  return { judged, ms };
}

/** `clients` loops over the query set at once (each from its own offset); every call's latency (ms). */
export async function concurrentLatencies(db: Db, queries: Query[], clients: number): Promise<number[]> {
  const ms: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < queries.length; i++) {
        const { q } = queries[(i + c * Math.floor(queries.length / clients)) % queries.length]!;
        const started = performance.now();
        await searchListings(db, searchQuerySchema.parse({ q })).catch(() => undefined);
        ms.push(performance.now() - started);
      }
    }),
  );
  return ms;
}

export function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  return { p50: at(50), p95: at(95), max: sorted.at(-1)!.toFixed(1) };
}

export function judgeMiniSearch(queries: Query[], data: Listing[]) {
  const synonyms = serviceSynonyms();
  const index = new MiniSearch<Listing & { serviceText: string }>({ fields: ['name', 'description', 'serviceText', 'city'], storeFields: [] });
  index.addAll(data.map((l) => ({ ...l, serviceText: [...l.services, ...l.serviceSlugs.flatMap((s) => synonyms[s] ?? [])].join(' ') })));
  const byId = new Map(data.map((l) => [l.id, l]));
  const started = performance.now();
  const judged = queries.map(({ q, expect }) => {
    const top = index.search(q, { fuzzy: 0.2, prefix: true }).slice(0, 5).map((hit) => byId.get(hit.id as number)!);
    return judge(expect, top, null, top.length);
  });
  return { judged, msPerQuery: (performance.now() - started) / queries.length };
}

/** Per class: how many, right in the first 5 (%), answered with nothing (%). */
export function byClass(queries: Query[], judged: Judged[]) {
  const classes = new Map<string, { n: number; right: number; empty: number }>();
  queries.forEach((query, i) => {
    const row = classes.get(query.kind) ?? { n: 0, right: 0, empty: 0 };
    row.n += 1;
    if (judged[i]!.right) row.right += 1;
    if (judged[i]!.empty) row.empty += 1;
    classes.set(query.kind, row);
  });
  return classes;
}
