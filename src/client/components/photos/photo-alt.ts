import type { PublicPhoto } from '#shared/photos.js';

/** A photo's text alternative: the owner's caption, or the business and its place in the gallery. */
export const photoAlt = (photo: PublicPhoto, businessName: string, index: number) => photo.caption || `${businessName}, photo ${index + 1}`;
