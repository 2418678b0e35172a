/** What an uploaded image really is, by its first bytes (never by its name or declared type). */
export type ImageKind = { mimeType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' };

/** JPEG, PNG or WebP by their signatures; null for anything else (HTML, SVG, GIF, a renamed executable...). */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  const starts = (offset: number, ...signature: number[]) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mimeType: 'image/png', extension: 'png' };
  // RIFF....WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return { mimeType: 'image/webp', extension: 'webp' };
  return null;
}
