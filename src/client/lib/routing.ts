import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { useSearch as useAddressSearch, type BrowserSearchHook } from 'wouter/use-browser-location';

/** Route parameters as wouter gives them (`useParams`): named (`:id`, `*`) and positional. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * An address's path as wouter reads it before matching (`decodeURI`, a malformed escape kept as typed), so the
 * server matches a request's raw path exactly as the browser's `<Switch>` matches `location.pathname`.
 */
export function decodeAddressPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

type CompiledPattern = { keys: string[]; pattern: RegExp };

const compiled = new Map<string, CompiledPattern>();

/**
 * wouter's default parser (regexparam: case-insensitive, one optional trailing slash), each pattern compiled once;
 * the browser's `<Router parser>` and the server's matching share it.
 */
export function routeParser(pattern: string, loose?: boolean): CompiledPattern {
  const key = `${loose ? 'loose:' : ''}${pattern}`;
  let found = compiled.get(key);
  if (!found) compiled.set(key, (found = parse(pattern, loose) as CompiledPattern));
  return found;
}

/** wouter's own matching of one pattern, given a decoded path (wouter's `useLocation`, or `decodeAddressPath`). */
export function matchPattern(pattern: string, decodedPath: string): RouteParams | null {
  const [matches, params] = matchRoute(routeParser, pattern, decodedPath);
  return matches ? params : null;
}

/**
 * The query string as the address has it. wouter passes whatever this hook returns through `decodeURI` before
 * `useSearch` and `useSearchParams` read it, which would decode an escaped `%` once too often (`q=%2541` read as
 * `A`, where the server reads `%41`); writing every `%` as `%25` first makes that decoding give back the address's
 * own query, so the browser and the server read the same parameters.
 */
export const useAddressQuery: BrowserSearchHook = (options) => useAddressSearch(options).replaceAll('%', '%25');
