import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/use-session.js';

export const triggerClass =
  'focus-ring inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 data-[state=open]:bg-slate-50';

export const LoadingButton = () => (
  <button type="button" disabled className={`${triggerClass} cursor-wait opacity-70`}>
    Loading...
  </button>
);

// The dropdowns (Radix menu, floating positioning) are not needed for the first paint: the session is resolved in
// the browser after hydration, and until then the header shows 'Loading...' anyway.
const SessionDropdowns = lazy(() => import('./session-dropdowns.js'));

/** The header's session area: 'Loading...' while /api/auth/user is pending, then Sign In or the account menu. */
export function SessionMenu() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingButton />;
  return (
    <Suspense fallback={<LoadingButton />}>
      <SessionDropdowns />
    </Suspense>
  );
}
