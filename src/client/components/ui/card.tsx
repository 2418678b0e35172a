import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

const CARD_SURFACES = {
  /** Raised from the page: the default. */
  raised: 'rounded-2xl border border-slate-200 bg-white shadow-sm',
  /** Flat, for cards inside another panel or in a dense grid. */
  flat: 'rounded-2xl border border-slate-200 bg-white',
} as const;
const CARD_PADDINGS = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6', xl: 'p-8 sm:p-10' } as const;
export type CardPadding = keyof typeof CARD_PADDINGS;
export type CardSurface = keyof typeof CARD_SURFACES;

/** The classes of a card, for elements that must look like one (a form, a tab panel). */
export function cardClassFor(padding: CardPadding = 'lg', surface: CardSurface = 'raised', className?: string) {
  return cn(CARD_SURFACES[surface], CARD_PADDINGS[padding], className);
}

/** The default card look (raised, `p-6`). */
export const cardClass = cardClassFor();

type CardTag = 'section' | 'article' | 'div' | 'li';

/**
 * A white panel with a border: the container of dashboard sections, forms and summaries. `as` picks the element
 * its place in the page calls for (an article in a feed, an item of a list); a section by default. `padding` and
 * `surface` set its look; `className` only adds layout (classes are joined, not merged: lib/cn.ts).
 */
export function Card({ as, padding, surface, className, ...props }: { as?: CardTag; padding?: CardPadding; surface?: CardSurface } & ComponentPropsWithRef<'section'>) {
  const Tag = (as ?? 'section') as ElementType;
  return <Tag className={cardClassFor(padding, surface, className)} {...props} />;
}

/**
 * The top of a card in a feed: its heading (which names the card through `id`), a line under it, and something at
 * the side (a date, a status badge).
 */
export function CardHeader({ id, title, subtitle, aside, level = 'h3', className }: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  aside?: ReactNode;
  level?: 'h2' | 'h3';
  className?: string;
}) {
  const Heading = level;
  return (
    <header className={cn('flex flex-wrap items-start justify-between gap-3', className)}>
      <div>
        <Heading id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {aside}
    </header>
  );
}
