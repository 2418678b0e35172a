// The search page's parameters, kept apart from the zod schemas in search.ts so the browser (the header's search
// box, the results page) can use them without loading zod.

/** The parameters of the /search page's address that go on to its API read, in one order (also the cache key). */
export const SEARCH_QUERY_KEYS = ['q', 'city', 'types', 'minRating', 'price', 'distance', 'open', 'sort', 'page', 'near'] as const;

/** The longest search text anyone may send; longer is refused with a message (400). */
export const SEARCH_TEXT_MAX = 100;
/** Suggestions start at this many characters: one letter matches too much to help. */
export const SUGGEST_MIN_CHARS = 2;

/** The API query of a /search page address: its known parameters, in one order, empty ones left out. */
export function searchApiSearch(search: URLSearchParams): URLSearchParams {
  const forwarded = new URLSearchParams();
  for (const key of SEARCH_QUERY_KEYS) {
    const value = search.get(key);
    if (value) forwarded.set(key, value);
  }
  return forwarded;
}

/** Where the search box sends free text: the search page, which decides (on the server) where it belongs. */
export function searchPageHref(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() })}`;
}

export type SuggestionKind = 'service' | 'city' | 'business';
/** One suggestion of the search box; `href` is where choosing it goes. */
export type Suggestion = { kind: SuggestionKind; label: string; detail: string; href: string };
