import { useMemo, useRef, useState, type ReactNode } from 'react';
import YetAnotherLightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { mediaPath, mediaSrc, type PhotoImage } from '#shared/media.js';
import { usePhotoBase } from './public-photos.js';

/** What the lightbox shows of a photo: a business's gallery and a review's photos both map to it. */
export type LightboxPhoto = { id: number; image: PhotoImage; alt: string; caption?: string };
/** One extra control for the shown photo (e.g. 'Report photo'): the lightbox closes, then `onSelect` runs. */
export type LightboxAction = { label: string; icon: ReactNode; onSelect: (index: number) => void };

const actionClass =
  'focus-ring mr-2 inline-flex items-center gap-2 self-center rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white [--focus-color:white] hover:bg-white/20';

/**
 * Photos full screen, by yet-another-react-lightbox (decision 0030): a modal dialog named `label` with the rest of
 * the page inert, arrow keys, the buttons or a swipe move (wrapping around), Escape or Close ends it and the caller
 * puts focus back on the photo's opener. Focus starts on Close; the count is announced as it changes.
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
  const shown = useRef(start);
  const count = photos.length;
  const close = () => onClose(shown.current);
  const base = usePhotoBase();
  // Stable across renders: the lightbox starts over when it is given other slides.
  const slides = useMemo(
    () =>
      photos.map((photo) => ({
        src: mediaSrc(photo.image, 1280, base),
        alt: photo.alt,
        width: photo.image.width,
        height: photo.image.height,
        srcSet: photo.image.widths.map((width) => ({
          src: mediaPath(photo.image.hash, width, base),
          width,
          height: Math.round((photo.image.height / photo.image.width) * width),
        })),
      })),
    [photos, base],
  );
  return (
    <YetAnotherLightbox
      open
      index={start}
      close={close}
      slides={slides}
      labels={{ Lightbox: label, Close: 'Close photos', Previous: 'Previous photo', Next: 'Next photo' }}
      carousel={{ finite: count <= 1 }}
      controller={{ closeOnBackdropClick: false }}
      on={{
        view: ({ index: at }) => {
          shown.current = at;
          setIndex(at);
        },
        // Focus starts on Close, as it did: a screen reader hears the dialog's name and its way out first.
        entered: () => document.querySelector<HTMLElement>('.yarl__toolbar [aria-label="Close photos"]')?.focus(),
      }}
      toolbar={{
        buttons: [
          <p key="count" aria-live="polite" className="mr-auto self-center px-3 text-sm font-medium text-white">
            Photo {index + 1} of {count}
          </p>,
          action ? (
            <button
              key="action"
              type="button"
              className={actionClass}
              onClick={() => {
                close();
                action.onSelect(shown.current);
              }}
            >
              {action.icon}
              {action.label}
            </button>
          ) : null,
          'close',
        ],
      }}
      render={{
        ...(count <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
        slideFooter: ({ slide }) => {
          const caption = photos.find((photo) => mediaSrc(photo.image, 1280, base) === slide.src)?.caption;
          return caption ? <p className="absolute inset-x-0 bottom-0 bg-slate-950/70 px-4 py-3 text-center text-sm text-slate-200">{caption}</p> : null;
        },
      }}
    />
  );
}
