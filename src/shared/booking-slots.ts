// The times a booking request may name: from the business's weekly hours, in its city's time zone. The request form
// computes the same slots in the browser that the server checks.
import { calendarDate, PART_OF_DAY_MINUTES, type PreferredTime } from './bookings.js';
import { clockLabel } from './hours/status.js';
import { DAY_KEYS, DAY_MINUTES, clockMinutes, localWeekMinute, weekRanges, type DayKey, type Interval, type WeeklySchedule } from './hours/week.js';

/** A visit is offered every half hour and must start at least half an hour before closing. */
export const SLOT_MINUTES = 30;
/** Businesses with no weekly openings (by appointment, or no hours given) take any daytime slot. */
export const DAYTIME: Interval = { start: '08:00', end: '18:00' };
/** A slot today must be at least this far ahead of now, in the business's time zone. */
export const NOTICE_MINUTES = 60;

/** The weekday of a calendar date (YYYY-MM-DD), whatever the zone: a date names a local day. */
export function weekdayOf(date: string): DayKey {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return DAY_KEYS[(sundayFirst + 6) % 7]!;
}

/** Whether the schedule has openings to book from (otherwise any daytime slot is offered). */
const hasOpenings = (schedule: WeeklySchedule | null): schedule is WeeklySchedule => schedule !== null && weekRanges(schedule).length > 0;

/** The openings of a date's weekday: its weekly hours, or daytime for a business without openings. */
export function openingsOn(schedule: WeeklySchedule | null, date: string): Interval[] {
  return hasOpenings(schedule) ? schedule[weekdayOf(date)] : [DAYTIME];
}

/**
 * The start times ('HH:MM', local) a request may name on `date` at `now` (ms): every half hour of each opening that
 * leaves half an hour before it closes; none on a past date, and today only from an hour after the local time.
 */
export function bookingSlots(schedule: WeeklySchedule | null, timeZone: string, date: string, now: number): string[] {
  const today = calendarDate(new Date(now), timeZone);
  if (date < today) return [];
  const earliest = date === today ? (localWeekMinute(now, timeZone) % DAY_MINUTES) + NOTICE_MINUTES : 0;
  const slots: string[] = [];
  for (const { start, end } of openingsOn(schedule, date)) {
    for (let minute = clockMinutes(start); minute + SLOT_MINUTES <= clockMinutes(end); minute += SLOT_MINUTES) {
      if (minute >= earliest) slots.push(clockText(minute));
    }
  }
  return [...new Set(slots)].sort();
}

/** 570 -> '09:30' */
export const clockText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** '09:30' -> '9:30 AM' */
export const slotLabel = (time: string) => clockLabel(clockMinutes(time));

/** Whether a business is open at some point of a part of the day on `date` (a request naming only the part). */
export function openInPartOfDay(schedule: WeeklySchedule | null, date: string, part: PreferredTime): boolean {
  if (!hasOpenings(schedule)) return true;
  const [from, to] = PART_OF_DAY_MINUTES[part];
  return openingsOn(schedule, date).some(({ start, end }) => clockMinutes(start) < to && clockMinutes(end) > from);
}
