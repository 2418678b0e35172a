/** At most this many words of a search count: more would only slow the query, not sharpen it. */
const MAX_WORDS = 6;

/** The words of search text as the search matches them: lowercase letters and digits, two or more characters. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** A prefix query for to_tsquery: each word as typed, quoted, `:*`, joined by `&` (all) or `|` (any), optionally weighted. */
export function prefixQuery(words: string[], join: '&' | '|', weight = ''): string {
  return words.map((word) => `'${word.replace(/'/g, "''")}':*${weight}`).join(` ${join} `);
}

/** A typed word and its corrections: what one word of the text may be. */
export type Spellings = { word: string; corrections: string[] };

/**
 * A tsquery where each word matches as typed (a prefix) or as one of its corrections (whole words), all words
 * required: `('groming':* | 'grooming') & ('hills':* | 'hill')`, optionally weighted ('A': the name only).
 */
export function spellingsQuery(words: Spellings[], weight = ''): string {
  const quote = (word: string) => `'${word.replace(/'/g, "''")}'`;
  return words
    .map(({ word, corrections }) => `(${[`${quote(word)}:*${weight}`, ...corrections.map((c) => `${quote(c)}${weight ? `:${weight}` : ''}`)].join(' | ')})`)
    .join(' & ');
}
