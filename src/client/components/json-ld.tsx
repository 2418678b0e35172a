import { useQueries } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useSite } from '../lib/site.js';
import { safeJsonForScript } from '../lib/safe-json.js';
import { matchPageRoute } from '../routes.js';

/**
 * The current page's JSON-LD in <head>, built from the answers its route already reads (the same query-cache
 * entries the page renders from), so it costs no request: rendered on the server, rebuilt after a navigation.
 */
export function RouteJsonLd() {
  const { pathname, search } = useLocation();
  const { publicUrl } = useSite();
  const { route, params } = matchPageRoute(pathname);
  const searchParams = new URLSearchParams(search);
  const paths = route.jsonLd ? (route.queries?.(params, searchParams) ?? []) : [];
  // Subscribes to the page's own queries (same keys, so never a second fetch); rebuilt when they change.
  const answers = useQueries({ queries: paths.map((path) => ({ queryKey: [path] })) });
  if (!route.jsonLd) return null;
  const byPath = new Map(paths.map((path, i) => [path, answers[i]?.data]));
  const schema = route.jsonLd({ params, search: searchParams, publicUrl, data: <T,>(path: string) => byPath.get(path) as T | undefined });
  if (!schema) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJsonForScript(schema) }} />;
}
