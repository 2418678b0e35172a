import { bookingSlots, openInPartOfDay, openingsOn, slotLabel, weekdayOf } from '#shared/booking-slots.js';
import { PREFERRED_TIME_LABELS, type CreateBookingRequest } from '#shared/bookings.js';
import { DAY_NAMES, type WeeklySchedule } from '#shared/hours/week.js';
import { AppError } from '../errors.js';

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dateText = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/**
 * Refuses a request for a time the business is closed (400 naming the field): a start time must be one of the slots
 * its weekly hours offer on that date (bookingSlots, in its time zone); a part of the day alone (the original
 * contract) must overlap an opening that weekday. Businesses with no openings take any daytime slot.
 */
export function checkOpenAt(schedule: WeeklySchedule | null, timeZone: string, request: CreateBookingRequest, now: number): void {
  const { preferredDate: date, startTime, preferredTime } = request;
  const closedAllDay = openingsOn(schedule, date).length === 0;
  if (startTime) {
    if (bookingSlots(schedule, timeZone, date, now).includes(startTime)) return;
    const message = closedAllDay
      ? `The business is closed on ${DAY_NAMES[weekdayOf(date)]}s. Please choose another date.`
      : `The business does not take visits at ${slotLabel(startTime)} on ${dateText(date)}. Please choose one of the times offered.`;
    throw new AppError('BAD_REQUEST', message, { [closedAllDay ? 'preferredDate' : 'startTime']: message });
  }
  if (openInPartOfDay(schedule, date, preferredTime)) return;
  const message = closedAllDay
    ? `The business is closed on ${DAY_NAMES[weekdayOf(date)]}s. Please choose another date.`
    : `The business is closed on ${DAY_NAMES[weekdayOf(date)]} ${PREFERRED_TIME_LABELS[preferredTime].toLowerCase()}s. Please choose another time.`;
  throw new AppError('BAD_REQUEST', message, { [closedAllDay ? 'preferredDate' : 'preferredTime']: message });
}
