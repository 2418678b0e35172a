/**
 * Processed images and their addresses, for the server and the client alike. It imports nothing (cards on every
 * listing page build their srcset with it, so a schema import here would land in the first paint's bundle).
 */

/** Widths every photo is stored in (WebP), capped at the image's own width: never upscaled. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

/** A processed image as pages receive it: enough to build `src`, `srcset` and a box that never shifts. */
export type PhotoImage = {
  hash: string;
  width: number;
  height: number;
  /** Stored widths, ascending. */
  widths: number[];
  /** A tiny blurred WebP (data: URL) shown while the image loads. */
  placeholder: string;
};

/**
 * `/media/{hash}-{width}.webp`, `hash` being the hash of the processed output. Served only while someone may see the
 * photo (a public one for five minutes at a time), so a removal takes effect; see server/media/routes.ts.
 */
export const mediaPath = (hash: string, width: number) => `/media/${hash}-${width}.webp`;

/** The pattern the media route accepts; anything else is answered 404 without touching storage. */
export const MEDIA_NAME_PATTERN = /^([0-9a-f]{32})-(\d{2,4})\.webp$/;

export const srcSet = (image: PhotoImage) => image.widths.map((width) => `${mediaPath(image.hash, width)} ${width}w`).join(', ');

/** The stored width closest above `wanted` (or the largest): the `src` fallback for browsers without srcset. */
export function bestWidth(image: PhotoImage, wanted: number): number {
  return image.widths.find((width) => width >= wanted) ?? image.widths[image.widths.length - 1] ?? image.width;
}

export const mediaSrc = (image: PhotoImage, wanted: number) => mediaPath(image.hash, bestWidth(image, wanted));

/**
 * The absolute address of a listing's picture for JSON-LD and og:image: its cover's largest width, if it has one.
 * It lives here, not beside the JSON-LD builders, so the business page can name it without loading them.
 */
export function coverUrl(publicUrl: string, business: { cover: PhotoImage | null; imageUrl: string | null }): string | null {
  return business.cover ? `${publicUrl}${mediaSrc(business.cover, 1280)}` : business.imageUrl;
}
