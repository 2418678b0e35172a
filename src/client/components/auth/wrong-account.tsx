import { UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_AFTER_SIGN_IN, SIGN_IN_PATHS } from '../../../shared/auth.js';
import type { AccountType } from '../../../shared/users.js';
import type { Session } from '../../lib/use-session.js';
import { primaryButtonClass, secondaryButtonClass } from '../owners/form-controls.js';

const ACCOUNT_NAMES: Record<AccountType, string> = { customer: 'customer', business_owner: 'business owner' };

type SignedIn = Extract<Session, { status: 'signed-in' }>;

/**
 * Shown instead of a page that needs the other kind of account: it names the account the visitor is signed in with
 * and the one the page needs, and switches only when asked (signing in again through that account's sign-in).
 */
export function WrongAccount({ session, needs, returnTo }: { session: SignedIn; needs: AccountType; returnTo: string }) {
  const who = [session.user.firstName, session.user.lastName].filter(Boolean).join(' ') || session.user.email || 'your account';
  const current = ACCOUNT_NAMES[session.type];
  const wanted = ACCOUNT_NAMES[needs];
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <UserRoundCog className="size-12 text-teal-700" aria-hidden="true" />
      <h1 className="text-3xl font-bold text-slate-900">You&rsquo;re signed in as a {current}</h1>
      <p className="text-slate-600">
        You are signed in as {who}
        {session.user.email && who !== session.user.email ? ` (${session.user.email})` : ''} with a {current} account. This page needs a{' '}
        {wanted} account.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <a href={`${SIGN_IN_PATHS[needs]}?returnTo=${encodeURIComponent(returnTo)}`} className={primaryButtonClass}>
          Continue as {wanted}
        </a>
        <Link to={HOME_AFTER_SIGN_IN[session.type]} className={secondaryButtonClass}>
          Back to my {current} dashboard
        </Link>
      </div>
    </div>
  );
}
