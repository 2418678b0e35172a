import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { mediaSrc, srcSet, type PhotoImage } from '../../../shared/media.js';

/** What the lightbox shows of a photo: a business's gallery and a review's photos both map to it. */
export type LightboxPhoto = { id: number; image: PhotoImage; alt: string; caption?: string };
/** One extra control for the shown photo (e.g. 'Report photo'): the lightbox closes, then `onSelect` runs. */
export type LightboxAction = { label: string; icon: ReactNode; onSelect: (index: number) => void };
import { Icon } from '../ui/icon.js';

const SWIPE_PX = 40;
const control = 'focus-ring inline-flex items-center justify-center rounded-full bg-white/10 p-3 text-white hover:bg-white/20';

/**
 * Photos full screen: arrow keys or the buttons move, a swipe moves on touch screens, Escape or Close ends it and
 * the caller puts focus back where it was. Focus stays inside while it is open; the page behind does not scroll.
 */
export default function Lightbox({ photos, label, start, action, onClose }: {
  photos: LightboxPhoto[];
  /** The dialog's name, e.g. 'Photos of Happy Paws'. */
  label: string;
  start: number;
  action?: LightboxAction;
  onClose: (at: number) => void;
}) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const photo = photos[index]!;
  const move = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(index);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Tab') {
      // Keep focus among the dialog's own buttons.
      const stops = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : at === stops.length - 1 ? 0 : at + 1;
      event.preventDefault();
      stops[next]?.focus();
    }
  };
  const onTouchStart = (event: TouchEvent) => (touchX.current = event.touches[0]?.clientX ?? null);
  const onTouchEnd = (event: TouchEvent) => {
    const from = touchX.current;
    const to = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    move(to < from ? 1 : -1);
  };

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white [--focus-color:white]"
    >
      <div className="flex items-center justify-between gap-4 p-3">
        <p aria-live="polite" className="text-sm font-medium">
          Photo {index + 1} of {count}
        </p>
        <div className="flex items-center gap-2">
          {action ? (
            <button
              type="button"
              onClick={() => {
                onClose(index);
                action.onSelect(index);
              }}
              className={`${control} gap-2 px-4 py-2 text-sm font-medium`}
            >
              {action.icon}
              {action.label}
            </button>
          ) : null}
          <button ref={closeButton} type="button" onClick={() => onClose(index)} aria-label="Close photos" className={control}>
            <Icon name="x" className="size-5" />
          </button>
        </div>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          key={photo.id}
          src={mediaSrc(photo.image, 1280)}
          srcSet={srcSet(photo.image)}
          sizes="100vw"
          width={photo.image.width}
          height={photo.image.height}
          alt={photo.alt}
          className="max-h-full max-w-full object-contain"
          style={{ backgroundImage: `url(${photo.image.placeholder})`, backgroundSize: 'cover' }}
        />
        {count > 1 ? (
          <>
            <button type="button" onClick={() => move(-1)} aria-label="Previous photo" className={`${control} absolute top-1/2 left-2 -translate-y-1/2`}>
              <Icon name="chevron-left" className="size-6"/>
            </button>
            <button type="button" onClick={() => move(1)} aria-label="Next photo" className={`${control} absolute top-1/2 right-2 -translate-y-1/2`}>
              <Icon name="chevron-right" className="size-6"/>
            </button>
          </>
        ) : null}
      </div>
      <p className="min-h-12 px-4 py-3 text-center text-sm text-slate-200">{photo.caption}</p>
    </div>,
    document.body,
  );
}
