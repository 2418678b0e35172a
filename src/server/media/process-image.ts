import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS } from '#shared/media.js';
import { MAX_PHOTO_PIXELS, MIN_PHOTO_SIDE, PHOTO_MESSAGES } from '#shared/photos.js';
import { AppError } from '../errors.js';
import { createUploadGate, type UploadGate } from '../owners/upload-gate.js';
import { sniffImageKind } from './image-kind.js';

/** Images processed at once by one process (each uses sharp's own threads, off the event loop); the rest queue. */
export const PROCESSING_SLOTS = 2;
const PROCESSING_QUEUE = 16;
const PROCESSING_WAIT_MS = 20_000;

// sharp's operation cache keeps decoded images around between calls; uploads are never the same twice in a row.
sharp.cache(false);

export type ProcessedImage = {
  /** The public name (outputName). */
  hash: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  variants: { width: number; content: Buffer }[];
};

/** SHA-256, shortened to 32 hex digits (128 bits are plenty to tell images apart). */
const shortHash = (...parts: Buffer[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 32);
};

/**
 * What an uploaded file is known by inside its gallery or review (its duplicates are refused before decoding). It
 * never leaves the server: a public name made from it would tell anyone holding a file whether it was uploaded.
 */
export const uploadHash = (bytes: Buffer) => shortHash(bytes);

/**
 * The public name of a processed image: the hash of its WebP variants, in ascending width (migration 0021 names the
 * images stored before it the same way, in SQL). It says nothing about the uploaded file, and the same output is
 * stored once.
 */
export const outputName = (variants: { content: Buffer }[]) => shortHash(...variants.map((variant) => variant.content));

/** The widths to store for an image `width` pixels wide: the standard ones below it, and its own when smaller. */
export function variantWidths(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((target) => target < width) as number[];
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return [...widths, largest].filter((value, i, all) => all.indexOf(value) === i);
}

/**
 * Checks and processes an uploaded photo: JPEG, PNG or WebP by its bytes (415 otherwise), at most MAX_PHOTO_PIXELS
 * (a bomb is refused from its header, before decoding), decodable to the end (a truncated file is refused), at
 * least MIN_PHOTO_SIDE on its short side. The output is auto-rotated, carries no metadata at all (sharp writes
 * none unless asked: EXIF, GPS, XMP, ICC are dropped) and is WebP in variantWidths, plus a blurred placeholder.
 */
export function createImageProcessor(gate: UploadGate = createUploadGate(PROCESSING_SLOTS, PROCESSING_QUEUE, PROCESSING_WAIT_MS)) {
  return async function processImage(bytes: Buffer): Promise<ProcessedImage> {
    if (!sniffImageKind(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.wrongType);
    const release = await gate.enter();
    try {
      return await processChecked(bytes);
    } finally {
      release();
    }
  };
}

export type ImageProcessor = ReturnType<typeof createImageProcessor>;

let shared: ImageProcessor | undefined;
/**
 * The process's one processor: business and review photo uploads share its PROCESSING_SLOTS and its queue, entered
 * only once an upload's body has arrived, and by one upload per account at a time (`inUploadTurn`), so the queue is
 * first come, first served between accounts.
 */
export const sharedImageProcessor = () => (shared ??= createImageProcessor());

const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated', sequentialRead: true });

async function processChecked(bytes: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    // The header alone (no pixels decoded): the pixel limit is checked below, with its own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.tooManyPixels);
  // Orientations 5-8 swap the sides once rotated.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  if (Math.min(width, height) < MIN_PHOTO_SIDE) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.tooSmall);

  try {
    // Decode once (rotated, sRGB), then resize the decoded pixels for each width.
    const { data, info } = await input(bytes).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const widths = variantWidths(info.width);
    const variants = await Promise.all(
      widths.map(async (target) => ({
        width: target,
        content: await sharp(data, raw).resize({ width: target, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer(),
      })),
    );
    const tiny = await sharp(data, raw).resize({ width: 12 }).blur(1).webp({ quality: 30 }).toBuffer();
    return {
      hash: outputName(variants),
      width: info.width,
      height: info.height,
      widths,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.tooManyPixels);
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.unreadable);
  }
}
