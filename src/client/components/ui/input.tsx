import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';
import { useFieldControl } from './field.js';

const controlBase =
  'focus-ring border border-slate-300 bg-white placeholder:text-slate-500 focus-visible:border-teal-600 disabled:opacity-60 aria-[invalid=true]:border-red-600';

/** The look of every text box, text area and select trigger; red while the control is marked invalid. */
export const controlClass = cn(controlBase, 'w-full rounded-lg px-3 py-2 text-slate-900');

/** A control in a toolbar (the sort select): shorter and smaller text, sized by its place. */
export const compactControlClass = cn(controlBase, 'h-10 rounded-lg px-3 py-0 text-sm text-slate-900 shadow-sm');

const INPUT_VARIANTS = {
  text: controlClass,
  /** The site's search box: tall, rounder, room on the left for the search icon. */
  search: cn(controlBase, 'h-12 w-full rounded-xl py-2 pr-4 pl-11 text-base text-slate-900 shadow-sm'),
  /** The header's smaller search box. */
  'search-compact': cn(controlBase, 'h-10 w-full rounded-lg py-0 pr-3 pl-9 text-sm text-slate-900'),
  /** A file picker: the browser's button styled as a light brand button. */
  file: cn(
    controlBase,
    'w-full rounded-lg p-1.5 text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-teal-50 file:px-4 file:py-1.5 file:font-semibold file:text-teal-800 hover:file:bg-teal-100',
  ),
} as const;

/** A text box; inside a Field it takes the Field's id, description and invalid state. */
export function Input({ variant = 'text', className, ...props }: ComponentPropsWithRef<'input'> & { variant?: keyof typeof INPUT_VARIANTS }) {
  return <input {...useFieldControl()} className={cn(INPUT_VARIANTS[variant], className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea {...useFieldControl()} className={cn(controlClass, className)} {...props} />;
}
