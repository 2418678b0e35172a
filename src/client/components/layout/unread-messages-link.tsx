import { apiPaths } from '#shared/api-paths.js';
import type { UnreadMessages } from '#shared/booking-conversation.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { useSession } from '../../lib/use-session.js';
import { Icon } from '../ui/icon.js';

/** Where the unread messages are: the customer's bookings, or the booking requests of the owner's first business with some. */
function inboxHref(type: 'customer' | 'business_owner', unread: UnreadMessages): string {
  if (type === 'customer') return '/customer/dashboard?tab=bookings';
  const first = unread.businesses[0];
  return first ? `/dashboard/business/${first.businessId}?tab=booking-requests` : '/dashboard/business';
}

/**
 * The header's unread-messages badge. It reads the counts only once the session is known to be signed in (after the
 * page has loaded, never for a visitor), and shows nothing while there are none: no zod, no extra script.
 */
export function UnreadMessagesLink({ className = '' }: { className?: string }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useApiQuery<UnreadMessages>(signedIn ? apiPaths.unreadBookingMessages : undefined);
  const total = query.data?.total ?? 0;
  if (!signedIn || total === 0) return null;
  const label = `${total} unread message${total === 1 ? '' : 's'}`;
  return (
    // A page load, not a client navigation: the dashboards open the tab an address names when they load, and the
    // badge is often pressed on the dashboard itself.
    <a
      href={inboxHref(session.type, query.data!)}
      className={`focus-ring relative inline-flex items-center justify-center rounded-lg p-2 text-slate-700 hover:bg-slate-100 ${className}`}
      aria-label={label}
      title={label}
      data-testid="unread-messages"
    >
      <Icon name="message-circle" className="size-5" />
      <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white">
        {total > 99 ? '99+' : total}
      </span>
    </a>
  );
}
