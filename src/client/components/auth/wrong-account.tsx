import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import { HOME_AFTER_SIGN_IN } from '#shared/auth.js';
import type { AccountType } from '#shared/users.js';
import type { Session } from '../../lib/use-session.js';
import { MessageState } from '../page-states.js';
import { buttonClass } from '../ui/button.js';
import { apiPaths } from '#shared/api-paths.js';

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
    <MessageState
      icon={<Icon name="user-round-cog" className="size-12 text-teal-700" />}
      title={<>You&rsquo;re signed in as a {current}</>}
      text={
        <>
          You are signed in as {who}
          {session.user.email && who !== session.user.email ? ` (${session.user.email})` : ''} with a {current} account. This page needs a{' '}
          {wanted} account.
        </>
      }
    >
      <a href={`${apiPaths.signIn[needs]}?returnTo=${encodeURIComponent(returnTo)}`} className={buttonClass()}>
        Continue as {wanted}
      </a>
      <Link to={HOME_AFTER_SIGN_IN[session.type]} className={buttonClass('secondary')}>
        Back to my {current} dashboard
      </Link>
    </MessageState>
  );
}
