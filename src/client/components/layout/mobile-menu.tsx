import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import { NavLink } from './nav-link.js';
import { useSession } from '../../lib/use-session.js';
import { HeaderSearch } from '../search/header-search.js';
import { ACCOUNT_LINKS, NAV_LINKS, SIGN_IN_LINKS, signOut } from './nav-links.js';
import { displayName, UserAvatar } from './user-avatar.js';

const rowClass =
  'focus-ring-inset block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-50';

/** The small-screen menu: the header's links and session actions as a plain list. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden">
      <HeaderSearch className="mb-2 lg:hidden" onGo={onNavigate} />
      <ul className="space-y-1">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={rowClass} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Link to="/list-business" className={`${rowClass} text-teal-700`} onClick={onNavigate}>
            List Your Business
          </Link>
        </li>
      </ul>
      <div className="mt-3 border-t border-slate-100 pt-3">
        {session.status === 'loading' ? (
          <button type="button" disabled className={`${rowClass} w-full text-left opacity-70`}>
            Loading...
          </button>
        ) : session.status === 'signed-out' ? (
          <ul className="space-y-1">
            {SIGN_IN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={rowClass} onClick={onNavigate}>
                  {link.label}
                  <span className="block text-sm font-normal text-slate-500">{link.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="space-y-1">
            <div className="flex items-center gap-3 px-3 py-2">
              <UserAvatar user={session.user} />
              <div>
                <p className="flex items-center gap-1.5 font-medium text-slate-900">
                  {displayName(session.user)}
                  {session.type === 'business_owner' ? (
                    <Icon name="badge-check" className="size-4 text-green-600" aria-label="Business owner" />
                  ) : null}
                </p>
                <p className="text-sm text-slate-500">{ACCOUNT_LINKS[session.type].label}</p>
              </div>
            </div>
            <Link to={ACCOUNT_LINKS[session.type].dashboard} className={rowClass} onClick={onNavigate}>
              {ACCOUNT_LINKS[session.type].dashboardLabel}
            </Link>
            <button type="button" className={`${rowClass} flex w-full items-center gap-2 text-left`} onClick={() => signOut(session.type)}>
              <Icon name="log-out" className="size-4" />
              Sign Out
            </button>
          </div>
        )}
      </div>
    </nav>
  );
}

export default MobileMenu;
