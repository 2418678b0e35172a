import { DAY_KEYS, DAY_MINUTES, DAY_SHORT, WEEK_MINUTES, localWeekMinute, weekRanges, type WeeklySchedule } from './week.js';

/** Within this many minutes of closing a business 'closes soon'. */
export const CLOSES_SOON_MINUTES = 60;

export type OpenState = 'open' | 'closes-soon' | 'closed' | 'always' | 'appointment';
/** Today's status: `label` is the headline ('Open now'), `detail` the next change ('closes 7 PM'). */
export type OpenStatus = { state: OpenState; label: string; detail: string | null };

/** 540 -> '9 AM', 1170 -> '7:30 PM', 0 or 1440 -> '12 AM' (midnight). */
export function clockLabel(minuteOfDay: number): string {
  const minutes = ((minuteOfDay % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A week minute as 'Mon 9 AM'; `today` (the current week minute) drops the day when it is the same local day. */
function whenLabel(weekMinute: number, today: number): string {
  const minute = weekMinute % WEEK_MINUTES;
  const day = Math.floor(minute / DAY_MINUTES);
  const time = clockLabel(minute % DAY_MINUTES);
  if (day === Math.floor(today / DAY_MINUTES) && minute >= today) return time;
  return `${DAY_SHORT[DAY_KEYS[day]!]} ${time}`;
}

/**
 * The status of a schedule at `instant` in `timeZone`; null when the business gave no hours. Openings that touch
 * across midnight or across Sunday night count as one, so 'closes' names the real closing time.
 */
export function openStatus(schedule: WeeklySchedule | null, timeZone: string, instant: number): OpenStatus | null {
  if (!schedule) return null;
  const ranges = weekRanges(schedule);
  if (ranges.length === 0) return schedule.byAppointment ? { state: 'appointment', label: 'By appointment', detail: null } : null;
  if (ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] === WEEK_MINUTES) return { state: 'always', label: 'Open 24 hours', detail: null };
  const now = localWeekMinute(instant, timeZone);
  // Unroll the week twice so an opening that runs from Sunday into Monday is one range.
  const unrolled = [...ranges, ...ranges.map(([s, e]) => [s + WEEK_MINUTES, e + WEEK_MINUTES] as [number, number])];
  const joined: [number, number][] = [];
  for (const range of unrolled) {
    const last = joined.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else joined.push([...range]);
  }
  const current = joined.find(([s, e]) => s <= now && now < e);
  if (current) {
    const left = current[1] - now;
    // Closing within a day needs no day name: 'closes 2 AM' after a late Friday evening.
    const detail = `closes ${left < DAY_MINUTES ? clockLabel(current[1] % DAY_MINUTES) : whenLabel(current[1], now)}`;
    return left <= CLOSES_SOON_MINUTES ? { state: 'closes-soon', label: 'Closes soon', detail } : { state: 'open', label: 'Open now', detail };
  }
  const next = joined.find(([s]) => s > now)!;
  return { state: 'closed', label: 'Closed', detail: `opens ${whenLabel(next[0], now)}` };
}

/** 'Open now, closes 7 PM' as one sentence (cards, screen readers). */
export const statusText = (status: OpenStatus) => (status.detail ? `${status.label}, ${status.detail}` : status.label);
