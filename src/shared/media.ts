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
 * photo (a public one for five minutes at a time), so a removal takes effect; see server/media/routes.ts. `base` is
 * empty (the site's own address) or, for a public photo, where public photos are served (`mediaBase`).
 */
export const mediaPath = (hash: string, width: number, base = '') => `${base}/media/${hash}-${width}.webp`;

/** The pattern the media route accepts; anything else is answered 404 without touching storage. */
export const MEDIA_NAME_PATTERN = /^([0-9a-f]{32})-(\d{2,4})\.webp$/;

export const srcSet = (image: PhotoImage, base = '') => image.widths.map((width) => `${mediaPath(image.hash, width, base)} ${width}w`).join(', ');

/** The stored width closest above `wanted` (or the largest): the `src` fallback for browsers without srcset. */
export function bestWidth(image: PhotoImage, wanted: number): number {
  return image.widths.find((width) => width >= wanted) ?? image.widths[image.widths.length - 1] ?? image.width;
}

export const mediaSrc = (image: PhotoImage, wanted: number, base = '') => mediaPath(image.hash, bestWidth(image, wanted), base);

/** Where the site's public photos are addressed: MEDIA_PUBLIC_URL's value, or empty (unset). */
export type MediaSite = { mediaPublicUrl: string };

/**
 * The base of a photo's address: MEDIA_PUBLIC_URL (a CDN whose origin is this site's `/media`) for a photo everyone
 * may see, else empty, the site's own `/media`. A photo only its owner, author or staff may see keeps the site's
 * address: the CDN fetches without their session, so it could never show it (docs/decisions/0036).
 */
export const mediaBase = (site: MediaSite, isPublic: boolean) => (isPublic ? site.mediaPublicUrl : '');

/**
 * The absolute address of a listing's picture for JSON-LD and og:image: its cover's largest width, if it has one
 * (a cover is only ever a public listing's, so MEDIA_PUBLIC_URL's when set, else this site's).
 * It lives here, not beside the JSON-LD builders, so the business page can name it without loading them.
 */
export function coverUrl(site: MediaSite & { publicUrl: string }, business: { cover: PhotoImage | null; imageUrl: string | null }): string | null {
  return business.cover ? mediaSrc(business.cover, 1280, site.mediaPublicUrl || site.publicUrl) : business.imageUrl;
}
