import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { decodeAddressPath } from '../lib/routing.js';
import { useSite } from '../lib/site.js';
import { safeJsonForScript } from '../lib/safe-json.js';
import type { buildRouteJsonLd } from '../route-json-ld.js';
import { matchDecodedPath } from '../routes.js';

type Build = typeof buildRouteJsonLd;

// The builders (about 3 KB gzip) are not part of a page view: the server's JSON-LD is already in the page, so the
// browser needs them only after a client navigation. entry-server provides them before rendering; the browser
// loads them when the address first differs from the one the page was sent for, and keeps the server's script
// until then.
let builders: Build | undefined;
export function provideJsonLdBuilders(build: Build) {
  builders = build;
}
const loadBuilders = () => import('../route-json-ld.js').then((module) => (builders = module.buildRouteJsonLd));

const sent =
  typeof document === 'undefined'
    ? undefined
    : {
        // As wouter's useLocation and useSearch give it.
        address: decodeAddressPath(window.location.pathname) + window.location.search,
        json: document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
      };

/**
 * The current page's JSON-LD in <head>, built from the answers its route already reads (the same query-cache
 * entries the page renders from), so it costs no request: rendered on the server, rebuilt after a navigation.
 */
export function RouteJsonLd() {
  const [pathname] = useLocation();
  const search = useSearch();
  const { publicUrl, mediaPublicUrl, brand } = useSite();
  const [build, setBuild] = useState(() => builders);
  const onSentAddress = sent?.address === pathname + (search ? `?${search}` : '');
  useEffect(() => {
    if (!build && !onSentAddress) void loadBuilders().then((loaded) => setBuild(() => loaded));
  }, [build, onSentAddress]);
  const { route, params } = matchDecodedPath(pathname);
  const searchParams = new URLSearchParams(search);
  const paths = route.jsonLd ? (route.queries?.(params, searchParams) ?? []) : [];
  // Subscribes to the page's own queries (same keys, so never a second fetch); rebuilt when they change.
  const answers = useQueries({ queries: paths.map((path) => ({ queryKey: [path] })) });
  if (!route.jsonLd) return null;
  let json: string | null;
  if (build) {
    const byPath = new Map(paths.map((path, i) => [path, answers[i]?.data]));
    const schema = build(route.page, { params, search: searchParams, publicUrl, mediaPublicUrl, brand, data: <T,>(path: string) => byPath.get(path) as T | undefined });
    json = schema ? safeJsonForScript(schema) : null;
  } else {
    json = onSentAddress ? sent!.json : null;
  }
  if (!json) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
