/**
 * DEMO DATA: the demo listings' photos are illustrations drawn at seed time, never photographs: a coloured card
 * with the icon of the business's kind of service, its initials and name, and the word 'Illustration', so nobody
 * mistakes it for a picture of the place. Rendered by sharp to PNG and then processed exactly as an upload is.
 */
import sharp from 'sharp';
import { ICON_SPRITE_SVG } from '#shared/icon-sprite.js';
import type { ServiceSeed } from './services-data.js';

type Category = ServiceSeed['category'];

// 16:9 as the gallery shows it; everything that matters stays inside the middle 4:3 (cards) and the icon inside the
// middle square (thumbnails), since each crops to its own shape.
const WIDTH = 800;
const HEIGHT = 450;

/** Per category: the card's colours and the icon the site shows for it (components/category.tsx). */
const LOOKS: Record<Category, { background: string; accent: string; icon: string }> = {
  grooming: { background: '#fdf2f8', accent: '#be185d', icon: 'scissors' },
  medical: { background: '#f0f9ff', accent: '#0369a1', icon: 'stethoscope' },
  training: { background: '#fffbeb', accent: '#92400e', icon: 'graduation-cap' },
  care: { background: '#f5f3ff', accent: '#6d28d9', icon: 'heart-handshake' },
  exercise: { background: '#f7fee7', accent: '#3f6212', icon: 'footprints' },
};

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The inner shapes of one icon of the site's sprite. */
function iconShapes(name: string): string {
  const match = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(ICON_SPRITE_SVG);
  return match?.[1] ?? '';
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !['and', 'the', 'of', '&'].includes(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** Splits a name into at most two lines of about `max` characters. */
function lines(name: string, max = 22): string[] {
  const words = name.split(/\s+/);
  const result = [''];
  for (const word of words) {
    const current = result[result.length - 1]!;
    if (current && (current + ' ' + word).length > max && result.length < 2) result.push(word);
    else result[result.length - 1] = current ? `${current} ${word}` : word;
  }
  return result;
}

/** The card as SVG; `variant` 1 is a second card for the same business (its service line on the accent colour). */
export function illustrationSvg(input: { name: string; service: string; category: Category; variant?: number }): string {
  const look = LOOKS[input.category];
  const inverse = input.variant === 1;
  const background = inverse ? look.accent : look.background;
  const ink = inverse ? '#ffffff' : look.accent;
  const nameLines = lines(input.name);
  const names = nameLines.map((line, index) => `<text x="400" y="${292 + index * 42}" font-size="34" font-weight="bold">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>
<circle cx="400" cy="138" r="92" fill="${inverse ? '#ffffff' : look.accent}" opacity="${inverse ? 0.18 : 0.12}"/>
<g transform="translate(352 76) scale(4)" fill="none" stroke="${ink}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${iconShapes(look.icon)}</g>
<g font-family="DejaVu Sans, sans-serif" fill="${ink}" text-anchor="middle">
<text x="400" y="206" font-size="24" font-weight="bold" letter-spacing="4">${escapeXml(initialsOf(input.name))}</text>${names}
<text x="400" y="${nameLines.length > 1 ? 378 : 336}" font-size="22">${escapeXml(input.service)}</text>
<text x="400" y="430" font-size="15" opacity="0.8">Illustration · demo data</text></g>
</svg>`;
}

/** The card as PNG bytes, which the upload pipeline (process-image.ts) takes like any uploaded file. */
export const renderIllustration = (input: Parameters<typeof illustrationSvg>[0]): Promise<Buffer> =>
  sharp(Buffer.from(illustrationSvg(input))).png({ compressionLevel: 1 }).toBuffer();
