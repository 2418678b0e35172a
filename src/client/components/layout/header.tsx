import { Icon } from '../ui/icon.js';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { NavLink } from './nav-link.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { HeaderSearch } from '../search/header-search.js';
import { buttonClass } from '../ui/button.js';
import { Logo } from './logo.js';
import { NAV_LINKS } from './nav-links.js';
import { SessionMenu } from './session-menu.js';
import { useSession } from '../../lib/use-session.js';

// The small-screen menu exists only while open, so it is not part of a page view: fetched when a pointer or focus
// reaches its button (a tap usually finds it ready), shown on the first open.
const loadMobileMenu = () => import('./mobile-menu.js');
const MobileMenu = lazy(loadMobileMenu);

// The unread-messages badge is for signed-in people only: a visitor's page view never downloads it.
const UnreadMessagesLink = lazy(() => import('./unread-messages-link.js').then((module) => ({ default: module.UnreadMessagesLink })));

function SignedInUnread({ className }: { className: string }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <UnreadMessagesLink className={className} />
    </Suspense>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `focus-ring rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-teal-700' : 'text-slate-600 hover:text-slate-900'
  }`;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch className="hidden w-72 lg:block xl:w-80" />
        {/* Beside the menu button on a phone, beside the account button on a wide screen. */}
        <SignedInUnread className="ml-auto md:order-last md:ml-0" />
        <div className="hidden items-center gap-3 md:flex">
          <Link to="/list-business" className={buttonClass('primary', 'sm', 'shadow-sm')}>
            List Your Business
          </Link>
          <SessionMenu />
        </div>
        <button
          type="button"
          className="focus-ring inline-flex items-center justify-center rounded-lg p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-wait md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          // Until the page is live a click would do nothing: the button says so instead of failing silently.
          disabled={!hydrated}
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
        </button>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onNavigate={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
