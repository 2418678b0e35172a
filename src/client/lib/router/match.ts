export type RouteParams = Readonly<Record<string, string | undefined>>;

type CompiledRoute<T> = { value: T; pattern: RegExp; names: string[]; score: number; order: number };

const DYNAMIC_SEGMENT = /^:[\w-]+$/;

/**
 * How specific a path pattern is, so `/business/find` wins over `/business/:id` and anything over `*` whatever the
 * table's order: each static segment weighs 10, each parameter 3, an empty one 1, and a splat costs 2.
 */
function specificity(path: string): number {
  const segments = path.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (DYNAMIC_SEGMENT.test(segment) ? 3 : segment === '' ? 1 : 10), segments.length - (splat ? 2 : 0));
}

function compile<T>(path: string, value: T, order: number): CompiledRoute<T> {
  const full = path.startsWith('/') ? path : `/${path}`;
  const names: string[] = [];
  let source = full
    .replace(/\/*\*?$/, '')
    .replace(/[\\.+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_match, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  if (full.endsWith('*')) {
    names.push('*');
    source += '(?:\\/(.+)|\\/*)';
  } else {
    // A trailing slash reaches the same page.
    source += '\\/*';
  }
  return { value, pattern: new RegExp(`^${source}$`, 'i'), names, score: specificity(full), order };
}

// An address segment with a malformed escape (`%E0%A4%A`) is kept as typed rather than failing the match.
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A matcher for a table of path patterns (`/business/:id`, `*`): the most specific pattern that matches wins,
 * the table's order breaks ties; static segments match whatever their case; parameters come back decoded.
 */
export function createPathMatcher<T>(routes: { path: string; value: T }[]) {
  const compiled = routes
    .map((route, order) => compile(route.path, route.value, order))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return (pathname: string): { value: T; params: RouteParams } | undefined => {
    for (const route of compiled) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodeSegment(found[index + 1] ?? '');
      });
      return { value: route.value, params };
    }
    return undefined;
  };
}
