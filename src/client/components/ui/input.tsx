import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';
import { useFieldControl } from './field.js';

/** The look of every text box, text area and select trigger; red while the control is marked invalid. */
export const controlClass =
  'focus-ring w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-600 disabled:opacity-60 aria-[invalid=true]:border-red-600';

/** A text box; inside a Field it takes the Field's id, description and invalid state. */
export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input {...useFieldControl()} className={cn(controlClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea {...useFieldControl()} className={cn(controlClass, className)} {...props} />;
}
