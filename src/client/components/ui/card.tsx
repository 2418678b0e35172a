import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/** A white panel with a border: the container of dashboard sections, forms and summaries. */
export function Card({ className, ...props }: ComponentPropsWithRef<'section'>) {
  return <section className={cn(cardClass, className)} {...props} />;
}
