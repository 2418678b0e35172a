import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/connect.js';
import type { SearchCatalog } from './catalog-words.js';
import { allowedEdits, editDistance } from './edit-distance.js';

/**
 * Nearest spellings read per typed word from the lexicon (trigram distance, through its GiST index): a bounded
 * amount of work whatever is typed. Real edit distance then keeps the few within reach.
 */
export const LEXICON_CANDIDATES = 40;
/** Corrections kept per typed word, nearest first: each is one more term of the listing query. */
export const MAX_CORRECTIONS = 6;
/** Words longer than this are nobody's name or typo: matched as typed, not corrected. */
export const LONGEST_CORRECTED_WORD = 24;

/** A typed word and what it may mean: its spellings for the listing text, and the services and cities it names. */
export type ExpandedWord = {
  word: string;
  /** Whole words it may be (its corrections and its singular), beside the word itself as a prefix. */
  corrections: string[];
  serviceIds: number[];
  cityIds: number[];
  /** Whether it is a word of some listing's name, a service or a city as typed (not a typo). */
  known: boolean;
};

/** 'groomers' -> 'groomer', 'classes' -> 'class'; short words and '-ss' stay. */
function singularsOf(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return [];
  return word.endsWith('es') ? [word.slice(0, -1), word.slice(0, -2)] : [word.slice(0, -1)];
}

/**
 * The edits allowed between a typed word and a known one: by the longer of the two, so a letter dropped from a
 * five-letter word ('gren' for 'green') is forgiven as one added to it is.
 */
const allowance = (typed: string, known: string) => allowedEdits(typed.length >= known.length ? typed : known);

/** Within the edits the typed word allows; the last word typed may also be the start of a longer word. */
function distanceTo(typed: string, known: string, last: boolean): number {
  const allowed = allowance(typed, known);
  const whole = editDistance(typed, known, allowed);
  if (!last || whole <= allowed || known.length <= typed.length) return whole;
  // As the start of a longer word, by what the typed part itself allows.
  const typedAllows = allowedEdits(typed);
  const start = editDistance(typed, known.slice(0, typed.length), typedAllows);
  return start <= typedAllows ? start + 0.5 : Number.POSITIVE_INFINITY;
}

/**
 * One statement for the whole text: each typed word's nearest lexicon words; then, in memory, the corrections within
 * its allowed edits (one for 5-8 letters, two for 9+) among those and the catalogue's words, and the services and
 * cities its spellings name (the last word also by prefix: 'aus' names Austin).
 */
export async function expandWords(db: DbOrTx, words: string[], catalog: SearchCatalog): Promise<ExpandedWord[]> {
  // From four letters: one short of the five that allow an edit.
  const fuzzy = words.filter((word) => word.length >= 4 && word.length <= LONGEST_CORRECTED_WORD && !/\d/.test(word));
  const rows = fuzzy.length
    ? await queryRows<{ typed: string; word: string }>(
        db,
        sql`select t.w as "typed", c.word from unnest(array[${sql.join(fuzzy.map((w) => sql`${w}::text`), sql`, `)}]) t(w)
            cross join lateral (select word from search_lexicon order by word <-> t.w limit ${LEXICON_CANDIDATES}) c`,
      )
    : [];
  return words.map((word, index) => {
    const last = index === words.length - 1;
    const near = new Map<string, number>();
    const consider = (candidate: string) => {
      if (candidate === word || near.has(candidate)) return;
      const distance = distanceTo(word, candidate, last);
      if (distance <= allowance(word, candidate) + 0.5 && distance > 0) near.set(candidate, distance);
    };
    let known = catalog.vocabulary.has(word);
    if (fuzzy.includes(word)) {
      for (const row of rows) {
        if (row.typed !== word) continue;
        if (row.word === word) known = true;
        else consider(row.word);
      }
      for (const candidate of catalog.vocabulary) consider(candidate);
    }
    const corrections = [
      ...singularsOf(word),
      ...[...near].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([candidate]) => candidate),
    ].slice(0, MAX_CORRECTIONS);
    const spellings = new Set([word, ...corrections]);
    const names = (words: Set<string>, byPrefix: boolean) =>
      [...words].some((w) => spellings.has(w) || (byPrefix && w.startsWith(word)));
    const serviceIds = [...catalog.serviceWords].filter(([, ws]) => names(ws, word.length >= 3)).map(([id]) => id);
    const cityIds = [...catalog.cityWords].filter(([, ws]) => names(ws, last && word.length >= 3)).map(([id]) => id);
    return { word, corrections, serviceIds, cityIds, known };
  });
}
