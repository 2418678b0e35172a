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
