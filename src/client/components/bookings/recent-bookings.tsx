import type { BookingRequestList } from '#shared/bookings.js';
import { EmptyState } from '../ui/empty-state.js';
import { BookingStatusBadge, formatBookingDate } from './booking-status-badge.js';

const SHOWN = 3;

/** The Overview's Recent Activity: the latest booking requests and their state, or the empty state. */
export function RecentBookings({ data }: { data: BookingRequestList | undefined }) {
  const latest = data?.bookingRequests.slice(0, SHOWN) ?? [];
  if (latest.length === 0) return <EmptyState icon="clock" title="No recent activity" text="Book your first service to get started!" />;
  return (
    <ul className="grid gap-3" aria-label="Latest booking requests">
      {latest.map((request) => (
        <li key={request.id} className="flex items-start justify-between gap-3 rounded-lg border border-slate-100 p-3">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">
              {request.service.name} at {request.business.name}
            </p>
            <p className="text-slate-600">{formatBookingDate(request.preferredDate)}</p>
          </div>
          <BookingStatusBadge status={request.status} />
        </li>
      ))}
    </ul>
  );
}
