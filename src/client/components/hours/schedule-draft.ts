import { DAY_KEYS, FULL_DAY, isFullDay, type DayKey, type Interval, type WeeklySchedule } from '#shared/hours/week.js';

/** What a day of the editor is set to; derived from its openings, so the schedule is the only state. */
export type DayMode = 'closed' | 'hours' | '24h';
export const DAY_MODES: { value: DayMode; label: string }[] = [
  { value: 'closed', label: 'Closed' },
  { value: 'hours', label: 'Open' },
  { value: '24h', label: '24 hours' },
];
const WEEKDAYS: DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
/** The opening a day gets when it is opened, or another opening is added after the last one. */
export const DEFAULT_OPENING: Interval = { start: '09:00', end: '17:00' };

export const modeOf = (intervals: readonly Interval[]): DayMode => (intervals.length === 0 ? 'closed' : isFullDay(intervals) ? '24h' : 'hours');

export function withMode(intervals: Interval[], mode: DayMode): Interval[] {
  if (mode === 'closed') return [];
  if (mode === '24h') return [FULL_DAY];
  return modeOf(intervals) === 'hours' ? intervals : [DEFAULT_OPENING];
}

/** Monday's openings on Tuesday to Friday too (the weekend is left as it is). */
export function copyMondayToWeekdays(schedule: WeeklySchedule): WeeklySchedule {
  const copy = { ...schedule };
  for (const day of WEEKDAYS) copy[day] = schedule.mon.map((interval) => ({ ...interval }));
  return copy;
}

/** A week with no opening that is not by appointment says nothing: it is sent as 'no hours' (null). */
export function hoursPayload(schedule: WeeklySchedule): WeeklySchedule | null {
  const empty = DAY_KEYS.every((day) => schedule[day].length === 0);
  return empty && !schedule.byAppointment ? null : schedule;
}
