import { Icon } from './icon.js';
import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'dark' | 'inverse';

const base =
  'focus-ring inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-slate-600 hover:bg-slate-100',
  /** On light sections that need more weight than the brand colour (the claim call to action). */
  dark: 'bg-slate-900 text-white hover:bg-slate-800',
  /** On dark or brand-coloured sections. */
  inverse: 'bg-white text-slate-900 hover:bg-teal-50',
};
const sizes = { sm: 'px-3 py-1.5 text-sm', md: 'px-5 py-2.5', lg: 'px-6 py-3', icon: 'p-1.5' } as const;
export type ButtonSize = keyof typeof sizes;

/**
 * The classes of a button, for links and Radix parts that must look like one. `className` may add layout (margin,
 * width, shadow) but not restyle: classes are joined, not merged (lib/cn.ts). A different look is a variant or a
 * size here.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
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
      {pending ? <Icon name="loader-2" className="size-4 animate-spin" /> : null}
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
