import { Icon, type IconName } from './icon.js';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';

const TONES = {
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
} as const;

const SIZES = {
  md: 'flex items-start gap-3 rounded-xl border p-4',
  sm: 'flex items-start gap-3 rounded-lg border px-4 py-3',
  xs: 'flex items-start gap-3 rounded-lg border px-3 py-2 text-sm',
  /** Across the page under the header: a bottom border only, the content lays itself out. */
  banner: 'block border-b',
} as const;

/**
 * A coloured box that tells the reader something about the page (a listing under review, a refusal, an error,
 * a missing setting). Give it `role="status"` or `role="alert"` when it appears in answer to something.
 */
export function Notice({ tone, size = 'md', icon, className, children, ...props }: ComponentPropsWithRef<'div'> & {
  tone: keyof typeof TONES;
  size?: keyof typeof SIZES;
  icon?: IconName;
}) {
  return (
    <div className={cn(SIZES[size], TONES[tone], className)} {...props}>
      {icon ? <Icon name={icon} className="mt-0.5 size-5 shrink-0" /> : null}
      {children}
    </div>
  );
}
