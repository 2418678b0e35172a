import { lazy, Suspense, useRef, useState } from 'react';
import type { LightboxAction, LightboxPhoto } from './lightbox.js';

// The lightbox's code loads when a photo is first opened (or its opener hovered or focused), never with the page.
const Lightbox = lazy(() => import('./lightbox.js'));
const preloadLightbox = () => void import('./lightbox.js');

/**
 * The one way a page opens photos full screen: `opener(i)` gives the button of photo i its handlers, `lightbox` is
 * the element to render. Closing puts focus back on the opener of the photo last shown, as a dialog should.
 */
export function useLightbox(photos: LightboxPhoto[], label: string, action?: LightboxAction) {
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const close = (at: number) => {
    setOpen(null);
    (openers.current[at] ?? openers.current[0])?.focus();
  };
  const opener = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      openers.current[index] = element;
    },
    onClick: () => setOpen(index),
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
