import type { CSSProperties } from 'react';
import { mediaSrc, srcSet, type PhotoImage } from '#shared/media.js';
import { usePhotoBase } from './public-photos.js';

/**
 * A stored photo: every width in `srcset` (the browser picks by `sizes`), its own width and height so the box is
 * reserved before it loads (no layout shift), and the blurred placeholder painted underneath meanwhile. Its address
 * is MEDIA_PUBLIC_URL's inside a public part of a page (public-photos.ts), else this site's.
 */
export function PhotoImg({ image, alt, sizes, eager = false, blur = true, className }: {
  image: PhotoImage;
  alt: string;
  sizes: string;
  /** Above the fold: load at once (the first row of cards, the gallery's cover). Otherwise lazily. */
  eager?: boolean;
  /** The blurred placeholder underneath; small thumbnails do without (each one costs the page's HTML ~200 bytes). */
  blur?: boolean;
  className?: string;
}) {
  const base = usePhotoBase();
  const style: CSSProperties | undefined = blur ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
  return (
    <img
      src={mediaSrc(image, 640, base)}
      srcSet={srcSet(image, base)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
