import { cn } from '../../lib/cn.js';
import type { IconName } from './icon-names.js';
import { ICON_SPRITE_PATH } from '#shared/icon-sprite.js';

export type { IconName } from './icon-names.js';

/**
 * An icon of the sprite (docs/decisions/0017): a reference to its <symbol> in one cached file (served by the server
 * at ICON_SPRITE_PATH), so a page carries a short <use> per icon instead of the drawing, and the app no JavaScript
 * per icon (the bundle keeps the path, not the sprite). Size and colour are classes
 * (`size-4 text-teal-700`, `fill-amber-400` to fill it); the stroke look is `.icon` in styles.css. Decorative
 * unless given `aria-label`.
 */
export function Icon({ name, className, 'aria-label': label }: { name: IconName; className?: string; 'aria-label'?: string }) {
  return (
    <svg className={cn('icon', className)} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
