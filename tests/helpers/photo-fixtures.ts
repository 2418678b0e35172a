import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test images made with sharp on the spot (no binary fixtures in the repository). */

/** Noise, so every call is a different image and a realistic size once compressed. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

export const jpegOf = (width: number, height: number) => noise(width, height).jpeg({ quality: 80 }).toBuffer();
export const pngOf = (width: number, height: number) => noise(width, height).png({ compressionLevel: 1 }).toBuffer();
export const webpOf = (width: number, height: number) => noise(width, height).webp({ quality: 70 }).toBuffer();

/** A flat-colour JPEG (small and fast) with a given colour: the browser test can tell photos apart by it. */
export const flatJpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();

/** A JPEG whose EXIF holds a camera, a GPS position and a rotation (orientation 6: shown turned 90° clockwise). */
export const jpegWithGps = (width: number, height: number) =>
  noise(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
    })
    .toBuffer();

/** A real PNG whose header says 20,000 x 20,000 pixels: a decompression bomb for any decoder that trusts it. */
export async function pngBomb(side = 20_000): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 256, height: 256, channels: 3, background: '#fff' } }).png().toBuffer());
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data (bytes 12-28).
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

export const htmlBytes = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const svgBytes = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="red"/></svg>');

/** A multipart/form-data body with one file part. */
export function multipartBody(content: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----photo${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
