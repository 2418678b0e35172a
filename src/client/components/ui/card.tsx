import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
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
