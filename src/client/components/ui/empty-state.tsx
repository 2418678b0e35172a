import { Icon, type IconName } from './icon.js';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

/** Where a list would be: a dashed box with an icon, what is missing, why or what to try, and an optional action. */
const EMPTY_SURFACES = {
  /** A dashed box on the page. */
  dashed: 'rounded-2xl border border-dashed border-slate-300 bg-white',
  /** A tinted box inside a card. */
  muted: 'rounded-xl bg-slate-50',
} as const;
const EMPTY_PADDINGS = { sm: 'px-6 py-10', md: 'px-6 py-12', lg: 'px-6 py-14' } as const;

export function EmptyState({ icon, title, text, action, surface = 'dashed', padding = 'md', className, titleAs: Title = 'p' }: {
  surface?: keyof typeof EMPTY_SURFACES;
  padding?: keyof typeof EMPTY_PADDINGS;
  icon?: IconName;
  title?: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** A heading level when the empty state stands in for a titled section. */
  titleAs?: 'p' | 'h2' | 'h3';
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 text-center', EMPTY_SURFACES[surface], EMPTY_PADDINGS[padding], className)}>
      {icon ? <Icon name={icon} className="size-10 text-slate-400" /> : null}
      {title ? <Title className="text-lg font-semibold text-slate-900">{title}</Title> : null}
      {text ? <p className="text-slate-600">{text}</p> : null}
      {action}
    </div>
  );
}
