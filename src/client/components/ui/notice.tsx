import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';

const TONES = {
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
} as const;

/**
 * A coloured box that tells the reader something about the page (a listing under review, a refusal, an error,
 * a missing setting). Give it `role="status"` or `role="alert"` when it appears in answer to something.
 */
export function Notice({ tone, icon: Icon, className, children, ...props }: ComponentPropsWithRef<'div'> & { tone: keyof typeof TONES; icon?: LucideIcon }) {
  return (
    <div className={cn('flex items-start gap-3 rounded-xl border p-4', TONES[tone], className)} {...props}>
      {Icon ? <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" /> : null}
      {children}
    </div>
  );
}
