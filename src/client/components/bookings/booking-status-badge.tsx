import type { BookingStatus } from '#shared/bookings.js';
import { Badge, type BadgeTone } from '../ui/badge.js';

const LOOK: Record<BookingStatus, { tone: BadgeTone; label: string }> = {
  requested: { tone: 'warning', label: 'Requested' },
  accepted: { tone: 'success', label: 'Accepted' },
  declined: { tone: 'danger', label: 'Declined' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
  completed: { tone: 'info', label: 'Completed' },
};

/** A booking request's state, as customer and owner both see it. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { tone, label } = LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-04' -> 'Fri, Dec 4, 2026': a calendar date, shown the same in every time zone. */
export const formatBookingDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
