import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { mediaSrc } from '#shared/media.js';
import type { LightboxAction, LightboxPhoto } from './lightbox.js';
import { usePhotoBase } from './public-photos.js';

// The lightbox's code loads when a photo is first opened (or its opener hovered or focused), never with the page.
const Lightbox = lazy(() => import('./lightbox.js'));
const preloadLightbox = () => void import('./lightbox.js');

/** The width a photo's link opens: the largest stored, which the lightbox also shows on a wide screen. */
const FULL_WIDTH = 1280;

/** A click that asks the browser for something else (a new tab or window, a download): left to the browser. */
const asksBrowser = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The one way a page opens photos full screen: `opener(i)` gives the link of photo i its address and handlers,
 * `lightbox` is the element to render. Each opener is a link to the full image, so a tap before the app's script has
 * loaded still shows the photo; once it has, a click opens the lightbox instead. Closing puts focus back on the
 * opener of the photo last shown, as a dialog should.
 */
export function useLightbox(photos: LightboxPhoto[], label: string, action?: LightboxAction) {
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLAnchorElement | null)[]>([]);
  const base = usePhotoBase();
  const close = (at: number) => {
    setOpen(null);
    (openers.current[at] ?? openers.current[0])?.focus();
  };
  const opener = (index: number) => ({
    href: mediaSrc(photos[index]!.image, FULL_WIDTH, base),
    ref: (element: HTMLAnchorElement | null) => {
      openers.current[index] = element;
    },
    onClick: (event: MouseEvent) => {
      if (asksBrowser(event)) return;
      event.preventDefault();
      setOpen(index);
    },
    onPointerEnter: preloadLightbox,
    onFocus: preloadLightbox,
  });
  const lightbox = (
    <Suspense fallback={null}>
      {open !== null ? <Lightbox photos={photos} label={label} start={open} action={action} onClose={close} /> : null}
    </Suspense>
  );
  return { opener, lightbox };
}
