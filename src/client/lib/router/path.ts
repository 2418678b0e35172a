/** Where a link or a navigation goes: an address (`/cities`, `?page=2`, `#reviews`) or its parts. */
export type To = string | Partial<Path>;

/** An address within the site, split as `window.location` splits it (search and hash keep their `?` and `#`). */
export type Path = { pathname: string; search: string; hash: string };

/** A scheme (`https:`, `mailto:`) or a protocol-relative `//`: somewhere the router does not handle. */
export const isExternal = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

// A lone '?' or '#' means none, so `?` (a query with every parameter removed) leads to the bare path.
const normalize = (part: string | undefined, mark: string) => (!part || part === mark ? '' : part.startsWith(mark) ? part : mark + part);

export function parsePath(address: string): Path {
  const hashAt = address.indexOf('#');
  const hash = hashAt >= 0 ? address.slice(hashAt) : '';
  const rest = hashAt >= 0 ? address.slice(0, hashAt) : address;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: normalize(searchAt >= 0 ? rest.slice(searchAt) : '', '?'),
    hash: normalize(hash, '#'),
  };
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;

/**
 * The full path `to` names, seen from the page at `from`: a query or a hash alone (`?page=2`) keeps the page's path,
 * a relative path is read against the page's path as a folder.
 */
export function resolveTo(to: To, from: Path): Path {
  const target = typeof to === 'string' ? parsePath(to) : { pathname: to.pathname ?? '', search: normalize(to.search, '?'), hash: normalize(to.hash, '#') };
  if (!target.pathname) return { ...target, pathname: from.pathname };
  if (target.pathname.startsWith('/')) return target;
  const base = from.pathname.endsWith('/') ? from.pathname : `${from.pathname}/`;
  return { ...target, pathname: new URL(target.pathname, `http://site${base}`).pathname };
}
