import { use, type ComponentType } from 'react';
import type { PageRoute } from '../routes.js';

// Screens load lazily, one chunk each. The server and the browser load the current screen's module before they
// render, so the first render (and hydration) is synchronous and never shows a fallback the server did not send.
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

export function loadPage(route: PageRoute): Promise<ComponentType> {
  let promise = loading.get(route.page);
  if (!promise) {
    promise = route.load().then((module) => {
      loaded.set(route.page, module.default);
      return module.default;
    });
    // A failed chunk load (deploy in between, offline) may be retried by the next navigation.
    promise.catch(() => loading.delete(route.page));
    loading.set(route.page, promise);
  }
  return promise;
}

/** Whether the route's chunk has arrived (a navigation to it can render at once). */
export const isPageLoaded = (route: PageRoute) => loaded.has(route.page);

/** The route's page component: at once when loaded, else suspends until its chunk arrives. */
export function usePageComponent(route: PageRoute): ComponentType {
  return loaded.get(route.page) ?? use(loadPage(route));
}
