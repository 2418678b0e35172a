import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import { useSession } from '../../lib/use-session.js';
import { ACCOUNT_LINKS, SIGN_IN_LINKS, signOut } from './nav-links.js';
import { LoadingButton, TriggerContent, triggerClass } from './session-trigger.js';

const contentClass =
  'z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-[menu-in_120ms_ease-out]';
const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';

/**
 * The header's session menus (Radix dropdowns), in a chunk of their own, loaded on first use: until then the header
 * shows a plain button with the same content (session-menu.tsx), and the click on it opens the menu once loaded.
 */
export default function SessionDropdowns({ defaultOpen }: { defaultOpen?: boolean }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingButton />;

  if (session.status === 'signed-out') {
    return (
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className={triggerClass}>
          <TriggerContent session={session} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className={contentClass}>
            {SIGN_IN_LINKS.map((link, index) => (
              <DropdownMenu.Item key={link.to} asChild className={itemClass}>
                <Link to={link.to}>
                  {index === 0 ? (
                    <Icon name="search" className="size-4 text-teal-600" />
                  ) : (
                    <Icon name="briefcase" className="size-4 text-teal-600" />
                  )}
                  <span className="flex flex-col">
                    <span className="font-medium text-slate-900">{link.label}</span>
                    <span className="text-xs text-slate-500">{link.hint}</span>
                  </span>
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  }

  const account = ACCOUNT_LINKS[session.type];
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClass}>
        <TriggerContent session={session} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={contentClass}>
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {account.label}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={account.dashboard}>
              <Icon name="layout-dashboard" className="size-4 text-teal-600" />
              {account.dashboardLabel}
            </Link>
          </DropdownMenu.Item>
          {session.isStaff ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <Icon name="shield-check" className="size-4 text-teal-600" />
                Staff Review
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => signOut(session.type)}>
            <Icon name="log-out" className="size-4 text-slate-500" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
