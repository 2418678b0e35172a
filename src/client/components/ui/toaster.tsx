import * as ToastPrimitive from '@radix-ui/react-toast';
import { Icon } from './icon.js';
import { dismissToast, TOAST_DURATION, useToasts } from '../../lib/toast.js';

const TOAST_CLASS = [
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-9 shadow-lg',
  'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  'data-[state=open]:animate-[toast-in_150ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]',
].join(' ');

/** Renders the toasts of lib/toast.tsx with Radix Toast: swipe right past 50 px to close, F8 focuses them. */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={`${TOAST_CLASS} ${variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
        >
          <div className="grid gap-1">
            {title ? <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title> : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="focus-ring absolute top-2 right-2 rounded-md p-1 opacity-70 [--focus-color:currentColor] hover:opacity-100 focus:opacity-100"
          >
            <Icon name="x" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px] sm:flex-col" />
    </ToastPrimitive.Provider>
  );
}
