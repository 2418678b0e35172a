import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useSession } from '../../lib/use-session.js';
import { LoadingButton, TriggerContent, triggerClass } from './session-trigger.js';

// The dropdowns (Radix menu, floating positioning: about 20 KB gzip) load on first use, not with every page: a
// pointer over the button or focus on it starts the download, so a click usually finds them ready.
const loadDropdowns = () => import('./session-dropdowns.js');
const SessionDropdowns = lazy(loadDropdowns);

/**
 * The header's session area: 'Loading...' while /api/auth/user is pending, then Sign In or the account's button,
 * a plain button until its menu is first opened (click, Enter, Space or Arrow Down, as the menu button would).
 */
export function SessionMenu() {
  const session = useSession();
  const [used, setUsed] = useState(false);
  if (session.status === 'loading') return <LoadingButton />;
  const button = (open: () => void) => (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={() => void loadDropdowns()}
      onFocus={() => void loadDropdowns()}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open();
      }}
    >
      <TriggerContent session={session} />
    </button>
  );
  if (!used) return button(() => setUsed(true));
  return (
    <Suspense fallback={button(() => undefined)}>
      <SessionDropdowns defaultOpen />
    </Suspense>
  );
}
