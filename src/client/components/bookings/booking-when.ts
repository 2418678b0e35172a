import { PREFERRED_TIME_LABELS, type PreferredTime } from '#shared/bookings.js';
import { clockMinutes } from '#shared/hours/week.js';
import { clockLabel } from '#shared/hours/status.js';
import { formatBookingDate } from './booking-status-badge.js';

/** 'Tue, Dec 8, 2026 at 9:30 AM' (a picked slot, the business's local time) or 'Tue, Dec 8, 2026, morning'. */
export function bookingWhen(request: { preferredDate: string; preferredTime: PreferredTime; startTime: string | null }): string {
  const date = formatBookingDate(request.preferredDate);
  return request.startTime ? `${date} at ${clockLabel(clockMinutes(request.startTime))}` : `${date}, ${PREFERRED_TIME_LABELS[request.preferredTime].toLowerCase()}`;
}
