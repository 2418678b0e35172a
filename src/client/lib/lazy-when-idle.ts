import { createElement, lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
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

/**
 * Like `lazyWhenIdle`, for a static part below the first screen (the footer): its chunk is fetched when the part
 * comes within a screen of the viewport, so a visitor who never scrolls there downloads none of it. Until then React
 * keeps the server's HTML, whose links work as plain links. Rendered inside a box of its own (`className`), which
 * is what the browser watches.
 */
export function lazyWhenVisible<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, className?: string) {
  let seen: () => void = () => {};
  const visible = new Promise<void>((resolve) => (seen = resolve));
  const Lazy = lazy(() => (typeof window === 'undefined' || isPageHydrated() ? load() : visible.then(load)));
  // Memoised: a boundary that receives new props before its code has loaded is rendered again on the client (the
  // server's HTML removed until the code arrives), so a parent's re-render must not reach it.
  return memo(function WhenVisible(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      if (!element || typeof IntersectionObserver === 'undefined') return seen();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && seen(), { rootMargin: '100% 0px' });
      observer.observe(element);
      void visible.then(() => observer.disconnect());
      return () => observer.disconnect();
    }, []);
    return createElement('div', { ref: box, className }, createElement(Suspense, { fallback: null }, createElement(Lazy, props)));
  });
}
