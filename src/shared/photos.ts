import { z } from 'zod';
import { idSchema } from './ids.js';

/** Owner photos: limits, messages and the shapes of the dashboard's photo calls. */

export const MAX_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_CAPTION_LENGTH = 140;
/** The shorter side must be at least this many pixels: smaller images look broken on a card. */
export const MIN_PHOTO_SIDE = 200;
/** Decoded pixels allowed (about 50 megapixels, above any phone camera): more is a decompression bomb. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** What the file picker offers; the server decides by the bytes, never by the name or declared type. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

export const PHOTO_MESSAGES = {
  tooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  wrongType: 'Please upload a JPEG, PNG or WebP photo.',
  unreadable: 'This photo could not be read. It may be damaged or incomplete; please try another file.',
  tooSmall: `This photo is too small: its shorter side must be at least ${MIN_PHOTO_SIDE} pixels.`,
  tooManyPixels: 'This photo has too many pixels to process (over 50 megapixels). Please resize it and try again.',
  noFile: 'Please choose a photo to upload.',
  limit: `A business can show ${MAX_PHOTOS} photos. Delete one to add another.`,
  duplicate: 'This photo is already in the gallery.',
  notFound: 'Photo not found',
  captionTooLong: `Captions can be at most ${MAX_CAPTION_LENGTH} characters.`,
  nothingToChange: 'Nothing to change: send a caption, a position or isCover.',
  coverOff: 'Choose another photo as the cover instead: a gallery always has one.',
} as const;

export const photoImageSchema = z.object({
  hash: z.string().describe("The image's name, a hash of its processed WebP output; served at /media/{hash}-{width}.webp"),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()).describe('Stored widths, ascending (320, 640, 1280; never above the image width)'),
  placeholder: z.string().describe('A tiny blurred WebP as a data: URL'),
});

export const photoSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  position: z.number().int().describe('0-based place in the gallery'),
  isCover: z.boolean(),
  image: photoImageSchema,
});
export type Photo = z.infer<typeof photoSchema>;

export const publicPhotoSchema = photoSchema.pick({ id: true, caption: true, isCover: true, image: true });
export type PublicPhoto = z.infer<typeof publicPhotoSchema>;

export const photoListResponseSchema = z.object({
  photos: z.array(photoSchema).describe('In gallery order'),
  limit: z.number().int(),
});
export type PhotoListResponse = z.infer<typeof photoListResponseSchema>;

export const photoResponseSchema = z.object({ photo: photoSchema, photos: z.array(photoSchema) });
export type PhotoResponse = z.infer<typeof photoResponseSchema>;

export const updatePhotoPayloadSchema = z
  .object({
    caption: z.string().trim().max(MAX_CAPTION_LENGTH, PHOTO_MESSAGES.captionTooLong).optional(),
    position: z.number().int().min(0).max(MAX_PHOTOS - 1).optional().describe('Move the photo to this 0-based place'),
    isCover: z.literal(true, { message: PHOTO_MESSAGES.coverOff }).optional().describe('Make this photo the cover'),
  })
  .strict()
  .refine((body) => body.caption !== undefined || body.position !== undefined || body.isCover !== undefined, {
    message: PHOTO_MESSAGES.nothingToChange,
  });
export type UpdatePhotoPayload = z.infer<typeof updatePhotoPayloadSchema>;

/** The dashboard's caption form. */
export const captionFormSchema = z.object({ caption: z.string().trim().max(MAX_CAPTION_LENGTH, PHOTO_MESSAGES.captionTooLong) });

export const photoParamsSchema = z.object({ id: idSchema, photoId: idSchema });
