import { createContext, startTransition, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RouteParams } from './match.js';
import { createPath, parsePath, resolveTo, type Path, type To } from './path.js';

export type NavigateOptions = { replace?: boolean };
export type Navigate = (to: To, options?: NavigateOptions) => void;

type Router = { location: Path; navigate: Navigate };

const RouterContext = createContext<Router | null>(null);
const ParamsContext = createContext<RouteParams>({});

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('A link or a router hook is rendered outside BrowserRouter or StaticRouter');
  return router;
}

const readWindowLocation = (): Path => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/**
 * The browser's address as React state. A navigation writes the history entry at once and renders the next page
 * in a transition, so the current page stays on screen (not a fallback) while the next one's code loads; Back and
 * Forward do the same.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readWindowLocation);
  useEffect(() => {
    const follow = () => startTransition(() => setLocation(readWindowLocation()));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    const href = createPath(resolveTo(to, readWindowLocation()));
    if (options.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    startTransition(() => setLocation(readWindowLocation()));
  }, []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

const navigateOnServer: Navigate = () => {
  throw new Error('Navigation is not possible while rendering on the server');
};

/** The request's address, for rendering on the server. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo(() => ({ location: parsePath(location), navigate: navigateOnServer }), [location]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

export const useLocation = (): Path => useRouter().location;

/** Navigates from the current page; `?page=2` keeps the page's path. Stable across renders of the same page. */
export function useNavigate(): Navigate {
  const { location, navigate } = useRouter();
  const from = useRef(location);
  useEffect(() => {
    from.current = location;
  });
  return useCallback<Navigate>((to, options) => navigate(resolveTo(to, from.current), options), [navigate]);
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query and a setter that navigates to the same path with another query. */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) => navigate(`?${(typeof next === 'function' ? next(params) : next).toString()}`, options),
    [navigate, params],
  );
  return [params, setParams];
}

/** The parameters of the route being rendered (`:id` of `/business/:id`), decoded. */
export function RouteParamsProvider({ params, children }: { params: RouteParams; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

export const useParams = (): RouteParams => use(ParamsContext);
