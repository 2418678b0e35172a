import { createElement, lazy, type ComponentType } from 'react';
import { isPageHydrated, whenPageHydrated } from './use-hydrated.js';

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 100);
  });

/**
 * A static part of a page (links and text, no state) whose code is not part of the first load. The server renders
 * it in full (renderDocument waits for every boundary), so the HTML is whole and its links work as plain links; in
 * the browser React keeps that HTML (a dehydrated Suspense boundary: wrap it in `<Suspense fallback={null}>`) and
 * hydrates it once its chunk, fetched when the hydrated page is idle, arrives. Once the page is live (a later
 * navigation) the chunk loads at once; after `preload()` has finished it renders without suspending.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(() => (typeof window === 'undefined' || isPageHydrated() ? preload() : whenPageHydrated().then(idle).then(preload)));
  function WhenIdle(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(WhenIdle, { preload });
}
