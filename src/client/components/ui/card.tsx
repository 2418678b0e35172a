import type { ComponentPropsWithRef, ElementType } from 'react';
import { cn } from '../../lib/cn.js';

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

type CardTag = 'section' | 'article' | 'div' | 'li';

/**
 * A white panel with a border: the container of dashboard sections, forms and summaries. `as` picks the element
 * its place in the page calls for (an article in a feed, an item of a list); a section by default.
 */
export function Card({ as, className, ...props }: { as?: CardTag } & ComponentPropsWithRef<'section'>) {
  const Tag = (as ?? 'section') as ElementType;
  return <Tag className={cn(cardClass, className)} {...props} />;
}
