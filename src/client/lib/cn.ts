import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not merge: a later utility does not replace an earlier one of the same property, so
 * a kit component's `className` may only add layout (margin, width, grid placement); a different look is a prop of
 * the component. (A merger, tailwind-merge, cost 8.4 KB gzip on every page's first load.)
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
