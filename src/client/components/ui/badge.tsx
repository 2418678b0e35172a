import { Icon, type IconName } from './icon.js';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

/** What a badge says by its colour: approved or verified, waiting, refused, a feature, the brand, nothing special. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'brand' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  brand: 'bg-teal-50 text-teal-800 ring-teal-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
};
const SIZES = { sm: 'gap-1 px-2.5 py-0.5 text-xs', md: 'gap-1.5 px-3 py-1 text-sm' } as const;
const ICON_SIZES = { sm: 'size-3.5', md: 'size-4' } as const;
const WEIGHTS = { normal: 'font-normal', medium: 'font-medium', semibold: 'font-semibold' } as const;
const LIST_GAPS = { sm: 'gap-1.5', md: 'gap-2' } as const;

/**
 * A small rounded label (status, feature, category, count). `label` replaces what a screen reader hears ('3' reads
 * '3 pending'): as hidden text, since HTML allows no aria-label on a plain span.
 */
export function Badge({ tone = 'neutral', size = 'sm', weight = 'semibold', icon, className, children, label }: {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
  weight?: keyof typeof WEIGHTS;
  icon?: IconName;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <span className={cn('inline-flex items-center rounded-full ring-1', TONES[tone], SIZES[size], WEIGHTS[weight], className)}>
      {icon ? <Icon name={icon} className={cn('shrink-0', ICON_SIZES[size])} /> : null}
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}

/** A labelled list of badges (keywords, services), one list item each. */
export function BadgeList({ items, label, tone = 'brand', gap = 'sm', className, children }: {
  items: readonly string[];
  label: string;
  tone?: BadgeTone;
  gap?: keyof typeof LIST_GAPS;
  className?: string;
  /** Extra items after the badges (e.g. '+2 more'). */
  children?: ReactNode;
}) {
  return (
    <ul className={cn('flex flex-wrap', LIST_GAPS[gap], className)} aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex">
          <Badge tone={tone} weight="medium">
            {item}
          </Badge>
        </li>
      ))}
      {children}
    </ul>
  );
}
