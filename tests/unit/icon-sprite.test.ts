import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSpriteModule, SPRITE_MODULE } from '../../scripts/icon-sprite.js';
import { ICON_NAMES } from '../../src/client/components/ui/icon-names.js';
import { ICON_SPRITE_SVG } from '../../src/shared/icon-sprite.js';

describe('icon sprite (decision 0017)', () => {
  it('is the drawing of exactly the names in icon-names.ts: run `npm run icons` after changing them', () => {
    expect(readFileSync(SPRITE_MODULE, 'utf8')).toBe(iconSpriteModule(ICON_NAMES));
  });

  it('draws each icon once, by name', () => {
    const ids = [...ICON_SPRITE_SVG.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...ICON_NAMES]);
  });
});
