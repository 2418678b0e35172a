import { cn } from '../../lib/cn.js';

// The looks of form controls, apart from the components, so a page that only styles a native <select> (a sort
// toolbar) does not load the form kit.

/** What every control shares: border, focus ring, red while marked invalid. */
export const controlBase =
  'focus-ring border border-slate-300 bg-white placeholder:text-slate-500 focus-visible:border-teal-600 disabled:opacity-60 aria-[invalid=true]:border-red-600';

/** The look of every text box, text area and select trigger. */
export const controlClass = cn(controlBase, 'w-full rounded-lg px-3 py-2 text-slate-900');

/** A control in a toolbar (the sort select): shorter and smaller text, sized by its place. */
export const compactControlClass = cn(controlBase, 'h-10 rounded-lg px-3 py-0 text-sm text-slate-900 shadow-sm');
