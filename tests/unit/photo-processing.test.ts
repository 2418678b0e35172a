import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors.js';
import { sniffImageKind } from '../../src/server/media/image-kind.js';
import { createImageProcessor, PROCESSING_SLOTS, variantWidths } from '../../src/server/media/process-image.js';
import { createUploadGate } from '../../src/server/owners/upload-gate.js';
import { PHOTO_MESSAGES } from '#shared/photos.js';
import { htmlBytes, jpegOf, jpegWithGps, pngBomb, pngOf, svgBytes, webpOf } from '../helpers/photo-fixtures.js';

const processImage = createImageProcessor();

async function refusal(bytes: Buffer) {
  const error = await processImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).statusCode, message: (error as AppError).message };
}

describe('photo type detection', () => {
  it('tells JPEG, PNG and WebP by their bytes, whatever the name', async () => {
    expect(sniffImageKind(await jpegOf(300, 300))?.mimeType).toBe('image/jpeg');
    // A PNG renamed .jpg is still a PNG: the name is never read.
    expect(sniffImageKind(await pngOf(300, 300))?.mimeType).toBe('image/png');
    expect(sniffImageKind(await webpOf(300, 300))?.mimeType).toBe('image/webp');
    expect(sniffImageKind(htmlBytes())).toBeNull();
    expect(sniffImageKind(svgBytes())).toBeNull();
  });

  it('refuses HTML and SVG (415), a truncated JPEG and a 20,000 x 20,000 bomb (400), each with a message', async () => {
    expect(await refusal(htmlBytes())).toEqual({ status: 415, message: PHOTO_MESSAGES.wrongType });
    expect(await refusal(svgBytes())).toEqual({ status: 415, message: PHOTO_MESSAGES.wrongType });
    const jpeg = await jpegOf(800, 600);
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))).toEqual({ status: 400, message: PHOTO_MESSAGES.unreadable });
    expect(await refusal(await pngBomb())).toEqual({ status: 400, message: PHOTO_MESSAGES.tooManyPixels });
    expect(await refusal(await jpegOf(640, 150))).toEqual({ status: 400, message: PHOTO_MESSAGES.tooSmall });
  });
});

describe('photo processing', () => {
  it('stores WebP at 320, 640 and 1280 wide with the right heights, and a tiny placeholder', async () => {
    const started = performance.now();
    const image = await processImage(await jpegOf(2400, 1600));
    const elapsed = performance.now() - started;
    expect(image.widths).toEqual([320, 640, 1280]);
    expect([image.width, image.height]).toEqual([2400, 1600]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.content).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, Math.round((variant.width * 1600) / 2400)]);
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(400);
    console.info(`processing a 2400 x 1600 JPEG took ${elapsed.toFixed(0)} ms`);
  });

  it('never upscales: a 500 px wide photo is stored at 320 and 500', async () => {
    const image = await processImage(await pngOf(500, 400));
    expect(image.widths).toEqual([320, 500]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(200)).toEqual([200]);
    const widths = await Promise.all(image.variants.map(async (v) => (await sharp(v.content).metadata()).width));
    expect(widths).toEqual([320, 500]);
  });

  it('strips every piece of metadata (GPS, camera, EXIF, ICC) and applies the rotation it named', async () => {
    const original = await jpegWithGps(900, 600);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Model');
    const image = await processImage(original);
    // Orientation 6 turns the picture: 900 x 600 becomes 600 x 900.
    expect([image.width, image.height]).toEqual([600, 900]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.content).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.content.toString('latin1')).not.toMatch(/Secret Model|TestCam/);
    }
  });

  it(`processes at most ${PROCESSING_SLOTS} photos at once; the others wait their turn`, async () => {
    const gate = createUploadGate(PROCESSING_SLOTS, 16, 20_000);
    const limited = createImageProcessor(gate);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, gate.active)), 1);
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => jpegOf(1000, 800)));
    await Promise.all(photos.map((bytes) => limited(bytes)));
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(PROCESSING_SLOTS);
    expect(gate.active).toBe(0);
  });
});
