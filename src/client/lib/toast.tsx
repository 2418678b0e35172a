import { useSyncExternalStore, type ReactNode } from 'react';

/** One toast visible, shown 5000 ms, a dismissed toast kept 1000000 ms before removal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title?: ReactNode; description?: ReactNode; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: string; open: boolean };

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const NO_TOASTS: ToastItem[] = [];

function emit() {
  for (const listener of listeners) listener();
}

function remove(id: string) {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Closes a toast (its exit animation runs); it leaves the list after the removal delay. */
export function dismissToast(id: string) {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  setTimeout(() => remove(id), TOAST_REMOVE_DELAY);
}

/** The one way to notify the user: `toast({ title, description, variant: 'destructive' })`. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts now, newest first. */
export function getToasts(): ToastItem[] {
  return items;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, () => NO_TOASTS);
}
