import { Icon } from './icon.js';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.js';

const BASE = 'focus-ring group flex h-full border border-slate-200 transition hover:border-teal-300 hover:shadow-md';
const LAYOUTS = {
  /** Icon, text and an arrow in a line: lists of destinations (cities, services in a city). */
  row: 'items-center',
  /** Icon above the text, a footer at the bottom: a grid of services. On phones, where the grid is one column, a row. */
  column: 'items-start sm:flex-col',
} as const;
/** Padding and the gap between icon and text, by layout; `md` is the default. */
const SIZES = {
  row: { lg: 'gap-3 p-5', md: 'gap-3 p-4', sm: 'gap-3 px-4 py-3', xs: 'gap-2 px-3 py-2.5 sm:px-4 sm:py-3' },
  column: { lg: 'gap-4 p-5 sm:gap-3', md: 'gap-4 p-4 sm:gap-3 sm:p-5', sm: 'gap-4 p-4 sm:gap-3', xs: 'gap-2 px-3 py-2.5 sm:gap-3' },
} as const;
const RADII = { lg: 'rounded-2xl', md: 'rounded-xl' } as const;
const SURFACES = { white: 'bg-white', muted: 'bg-slate-50 hover:bg-white' } as const;

/**
 * A whole card that is one link (one tab stop): a service, a city, a service in a city. The title turns teal on
 * hover; `heading` makes it an h3 for pages where the cards are the section's items.
 */
export function LinkCard({ to, title, text, icon, footer, layout = 'row', size = 'md', radius = 'lg', surface = 'white', arrow = layout === 'row', heading = false, className, ...aria }: {
  to: string;
  title: ReactNode;
  text?: ReactNode;
  icon?: ReactNode;
  footer?: ReactNode;
  layout?: keyof typeof LAYOUTS;
  size?: keyof (typeof SIZES)['row'];
  /** `md` for cards in dense lists (rounded-xl). */
  radius?: keyof typeof RADII;
  surface?: keyof typeof SURFACES;
  arrow?: boolean;
  heading?: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  const Title = heading ? 'h3' : 'span';
  return (
    <Link to={to} className={cn(BASE, LAYOUTS[layout], SIZES[layout][size], RADII[radius], SURFACES[surface], className)} {...aria}>
      {icon}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', layout === 'column' && 'sm:gap-3')}>
        <div className="flex flex-col gap-1">
          <Title className="font-semibold text-slate-900 group-hover:text-teal-700">{title}</Title>
          {text ? <p className="text-sm text-slate-600">{text}</p> : null}
        </div>
        {footer ? <p className={cn('text-sm font-medium text-slate-700', layout === 'column' && 'mt-auto')}>{footer}</p> : null}
      </div>
      {arrow ? <Icon name="arrow-right" className="size-4 shrink-0 text-slate-400 group-hover:text-teal-700" /> : null}
    </Link>
  );
}
