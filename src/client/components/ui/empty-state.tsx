import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

/** Where a list would be: a dashed box with an icon, what is missing, why or what to try, and an optional action. */
export function EmptyState({ icon: Icon, title, text, action, className, titleAs: Title = 'p' }: {
  icon?: LucideIcon;
  title?: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** A heading level when the empty state stands in for a titled section. */
  titleAs?: 'p' | 'h2' | 'h3';
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center', className)}>
      {Icon ? <Icon className="size-10 text-slate-400" aria-hidden="true" /> : null}
      {title ? <Title className="text-lg font-semibold text-slate-900">{title}</Title> : null}
      {text ? <p className="text-slate-600">{text}</p> : null}
      {action}
    </div>
  );
}
