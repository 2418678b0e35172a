import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSite } from '../lib/site.js';
import { safeJsonForScript } from '../lib/safe-json.js';
import type { buildRouteJsonLd } from '../route-json-ld.js';
import { matchDecodedPath } from '../routes.js';

type Build = typeof buildRouteJsonLd;

// The builders (3.6 KB gzip) are not part of the first load: the server's JSON-LD is already in the page, so the
// browser needs them only after a navigation. entry-server provides them before rendering; the browser loads
// them once the page has hydrated, and until then keeps the server's script for the address it was sent for.
let builders: Build | undefined;
export function provideJsonLdBuilders(build: Build) {
  builders = build;
}
const loadBuilders = () => import('../route-json-ld.js').then((module) => (builders = module.buildRouteJsonLd));

const sent =
  typeof document === 'undefined'
    ? undefined
    : {
        address: window.location.pathname + window.location.search,
        json: document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
      };

/**
 * The current page's JSON-LD in <head>, built from the answers its route already reads (the same query-cache
 * entries the page renders from), so it costs no request: rendered on the server, rebuilt after a navigation.
 */
export function RouteJsonLd() {
  const [pathname] = useLocation();
  const search = useSearch();
  const { publicUrl } = useSite();
  const [build, setBuild] = useState(() => builders);
  useEffect(() => {
    if (!build) void loadBuilders().then((loaded) => setBuild(() => loaded));
  }, [build]);
  const { route, params } = matchDecodedPath(pathname);
  const searchParams = new URLSearchParams(search);
  const paths = route.jsonLd ? (route.queries?.(params, searchParams) ?? []) : [];
  // Subscribes to the page's own queries (same keys, so never a second fetch); rebuilt when they change.
  const answers = useQueries({ queries: paths.map((path) => ({ queryKey: [path] })) });
  if (!route.jsonLd) return null;
  let json: string | null;
  if (build) {
    const byPath = new Map(paths.map((path, i) => [path, answers[i]?.data]));
    const schema = build(route.page, { params, search: searchParams, publicUrl, data: <T,>(path: string) => byPath.get(path) as T | undefined });
    json = schema ? safeJsonForScript(schema) : null;
  } else {
    json = sent && sent.address === pathname + search ? sent.json : null;
  }
  if (!json) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
