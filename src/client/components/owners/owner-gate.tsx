import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useSession } from '../../lib/use-session.js';
import { WrongAccount } from '../auth/wrong-account.js';
import { PageLoading } from '../page-states.js';

/**
 * What an owner's dashboard shows before its own content: 'Loading your dashboard...' until the page is live and
 * its data has answered, and the wrong-account screen for anyone signed in as a customer. `children` runs only
 * after that, so it may read the data.
 */
export function OwnerGate({ pending, refused, returnTo, children }: {
  pending: boolean;
  /** The data was refused: the page explains why once the session says who is asking. */
  refused: boolean;
  returnTo: string;
  children: () => ReactNode;
}) {
  const hydrated = useHydrated();
  const session = useSession();
  if (!hydrated || pending || (refused && session.status === 'loading')) return <PageLoading text="Loading your dashboard..." />;
  if (session.status === 'signed-in' && session.type !== 'business_owner') {
    return <WrongAccount session={session} needs="business_owner" returnTo={returnTo} />;
  }
  return children();
}
