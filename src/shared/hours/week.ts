// The weekly schedule of a business and what it means at one instant, in the business's own time zone. No zod here:
// cards and the business page use it in the browser's first load (the schema is in schedule-schema.ts).

export const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayKey = (typeof DAY_KEYS)[number];
export const DAY_NAMES: Record<DayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
export const DAY_SHORT: Record<DayKey, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/**
 * One opening, 'HH:MM' 24-hour clock, within one day: `end` is after `start` and may be '24:00' (midnight at the end
 * of the day). Hours past midnight are two intervals, '18:00'-'24:00' and the next day's '00:00'-'02:00'; the status
 * joins them, so the card says 'closes 2 AM'.
 */
export type Interval = { start: string; end: string };
/** Each day's openings, earliest first (none: closed that day); `byAppointment` also takes visits by arrangement. */
export type WeeklySchedule = Record<DayKey, Interval[]> & { byAppointment: boolean };

export const DAY_MINUTES = 1440;
export const WEEK_MINUTES = 7 * DAY_MINUTES;
export const FULL_DAY: Interval = { start: '00:00', end: '24:00' };

export const emptySchedule = (byAppointment = false): WeeklySchedule => ({
  mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], byAppointment,
});

/** 'HH:MM' -> minutes after midnight (0-1440); NaN when it is not a clock time. */
export function clockMinutes(text: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES ? minutes : Number.NaN;
}

export const isFullDay = (intervals: readonly Interval[]) =>
  intervals.length === 1 && intervals[0]!.start === '00:00' && intervals[0]!.end === '24:00';

/**
 * Each day's openings earliest first, keys in one order: how the server stores and compares a schedule, whatever
 * order the editor sent it in (jsonb reorders keys, so a schedule read back is put through this too).
 */
export function sortSchedule(schedule: WeeklySchedule): WeeklySchedule {
  const sorted = emptySchedule(schedule.byAppointment);
  for (const day of DAY_KEYS) {
    sorted[day] = schedule[day].map(({ start, end }) => ({ start, end })).sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start));
  }
  return sorted;
}

/** The schedule as half-open minute ranges of the week (Monday 00:00 = 0), joined where they touch or overlap. */
export function weekRanges(schedule: WeeklySchedule): [number, number][] {
  const ranges: [number, number][] = [];
  DAY_KEYS.forEach((day, index) => {
    for (const { start, end } of schedule[day]) ranges.push([index * DAY_MINUTES + clockMinutes(start), index * DAY_MINUTES + clockMinutes(end)]);
  });
  ranges.sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const range of ranges) {
    const last = joined.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else joined.push([...range]);
  }
  return joined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes since the local Monday 00:00 at `instant` (ms since the epoch) in an IANA time zone. */
export function localWeekMinute(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = DAY_KEYS.indexOf(part('weekday').toLowerCase() as DayKey);
  return day * DAY_MINUTES + (Number(part('hour')) % 24) * 60 + Number(part('minute'));
}
