import type { Session } from '../../lib/use-session.js';
import { Icon } from '../ui/icon.js';
import { ACCOUNT_LINKS } from './nav-links.js';
import { displayName, UserAvatar } from './user-avatar.js';

/** The look of the header's account buttons, shared by the first paint and the lazily loaded dropdowns. */
export const triggerClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-ring data-[state=open]:bg-slate-50';

export const LoadingButton = () => (
  <button type="button" disabled className={`${triggerClass} cursor-wait opacity-70`}>
    Loading...
  </button>
);

/**
 * What the header's session button shows: 'Sign In', or the account's avatar and name. The same content sits in
 * the plain button of the first load and in the menu's trigger once the menu has loaded (session-dropdowns.tsx).
 */
export function TriggerContent({ session }: { session: Exclude<Session, { status: 'loading' }> }) {
  if (session.status === 'signed-out') {
    return (
      <>
        Sign In
        <Icon name="chevron-down" className="size-4" />
      </>
    );
  }
  return (
    <>
      {/* The accessible name comes from the content, so it always contains the visible name (WCAG 2.5.3). */}
      <span className="sr-only">{ACCOUNT_LINKS[session.type].label} menu: </span>
      <span aria-hidden="true">
        <UserAvatar user={session.user} />
      </span>
      <span className="max-w-32 truncate">{displayName(session.user)}</span>
      {session.type === 'business_owner' ? <Icon name="badge-check" className="size-4 text-green-600" aria-label="Business owner" /> : null}
      <Icon name="chevron-down" className="size-4" />
    </>
  );
}
