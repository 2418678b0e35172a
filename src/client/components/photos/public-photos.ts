import { createContext, use } from 'react';
import { mediaBase } from '#shared/media.js';
import { useSite } from '../../lib/site.js';

/**
 * Whether the photos below are ones everyone may see (a public listing's cover, gallery and visible reviews): they
 * are then addressed at MEDIA_PUBLIC_URL when the operator set one. Default false, the site's own `/media`, which
 * serves each photo to whoever may see it; a CDN fetches without the visitor's session, so it could show a private
 * photo to no one.
 */
export const PublicPhotosContext = createContext(false);

/** The base of the photos' addresses here (shared/media.ts mediaBase): the same on the server and after hydration. */
export function usePhotoBase(): string {
  return mediaBase(useSite(), use(PublicPhotosContext));
}
