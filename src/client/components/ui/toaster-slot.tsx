import { lazy, Suspense } from 'react';
import { useToasts } from '../../lib/toast.js';

// Radix Toast loads with the first toast, not with every page: toasts raised while it loads wait in the store
// (lib/toast.tsx) and show once it has; the server renders none.
const Toaster = lazy(() => import('./toaster.js'));

export function ToasterSlot() {
  const raised = useToasts().length > 0;
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
