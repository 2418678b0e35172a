import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/use-session.js';
import { LoadingButton } from './session-trigger.js';

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
