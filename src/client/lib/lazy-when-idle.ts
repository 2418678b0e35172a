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
  return lazyAfter(load, idle);
}

/**
 * The same for a part far down the page: its chunk is fetched once the element `selector` names (in the server's
 * HTML) comes near the viewport, so a visitor who never scrolls there never downloads it. A permanent link to
 * something inside scrolls it into view, which loads it at once.
 */
export function lazyWhenVisible<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, selector: string) {
  return lazyAfter(load, () => nearViewport(selector));
}

const nearViewport = (selector: string) =>
  new Promise<void>((resolve) => {
    const element = document.querySelector(selector);
    if (!element || !('IntersectionObserver' in window)) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
  });

/** A lazily loaded part whose chunk is fetched once the hydrated page reaches `when` (or at once on a live page). */
function lazyAfter<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, when: () => Promise<void>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(() => (typeof window === 'undefined' || isPageHydrated() ? preload() : whenPageHydrated().then(when).then(preload)));
  function WhenIdle(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(WhenIdle, { preload });
}
