import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated.js';

// Radix Toast is loaded after hydration, off the first paint: nothing can raise a toast before the page is live,
// and toasts raised while it loads wait in the store (lib/toast.tsx) and show once it has.
const Toaster = lazy(() => import('./toaster.js'));

export function ToasterSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
