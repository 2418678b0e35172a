// Kept apart from the zod schemas (ids.ts) so the route table, which the browser loads first, can use it.

/**
 * A whole number as an address spells it: digits, no sign, no leading zero, no spaces, no exponent, no hex.
 * One number has one spelling, so an id or a page number names one address and one cache entry.
 */
const CANONICAL_WHOLE_NUMBER = /^[1-9]\d*$/;

export function isCanonicalWholeNumber(text: string): boolean {
  return CANONICAL_WHOLE_NUMBER.test(text);
}

/**
 * The canonical spelling of a positive whole number written another way (`08773`, `+8773`, `8773 `, `0x2245`, `1e3`,
 * `8773.0`: whatever `Number()`, which the site once read addresses with, took for one), so a page can send the
 * visitor there. Null when the text is canonical already or names no positive whole number.
 */
export function canonicalSpelling(text: string): string | null {
  if (isCanonicalWholeNumber(text) || text.trim() === '') return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? String(value) : null;
}
