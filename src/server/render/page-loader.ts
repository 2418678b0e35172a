import { createHash } from 'node:crypto';

/**
 * The page's one script tag loads this, and it loads the app after the first paint: the HTML and CSS render the
 * whole page, so on a slow connection they should not share the bandwidth with 100 KB of JavaScript that only
 * makes it interactive. Two animation frames mean one has painted; the timer covers tabs opened in the background,
 * where frames do not run. The module preloads are added at the same moment, so the chunks still load in parallel.
 */
const PAGE_LOADER = `const tag = document.querySelector('script[data-entry]');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of tag.dataset.preload.split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry);
};
requestAnimationFrame(() => requestAnimationFrame(start));
setTimeout(start, 500);
`;

export const PAGE_LOADER_SOURCE = PAGE_LOADER;
/** Named by its content, so it can be cached for good like the build's files. */
export const PAGE_LOADER_PATH = `/page-loader-${createHash('sha256').update(PAGE_LOADER).digest('hex').slice(0, 10)}.js`;
