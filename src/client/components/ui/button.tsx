import { Loader2 } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.js';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const base =
  'focus-ring inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-slate-600 hover:bg-slate-100',
};
const sizes = { md: 'px-5 py-2.5', sm: 'px-3 py-1.5 text-sm', icon: 'p-1.5' } as const;

/** The classes of a button, for links and Radix parts that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** While true the button is disabled, shows a spinner and says `pendingText` (the work is under way). */
  pending?: boolean;
  pendingText?: string;
};

export function Button({ variant, size, pending = false, pendingText, className, children, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
