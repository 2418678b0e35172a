import { clockLabel } from '#shared/hours/status.js';
import { DAY_KEYS, DAY_MINUTES, FULL_DAY, clockMinutes, isFullDay, type DayKey, type Interval, type WeeklySchedule } from '#shared/hours/week.js';

/** What a day of the editor is set to; derived from its openings, so the schedule is the only state. */
export type DayMode = 'closed' | 'hours' | '24h';
const WEEKDAYS: DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
/** The opening a day gets when it is opened, or another opening is added after the last one. */
export const DEFAULT_OPENING: Interval = { start: '09:00', end: '17:00' };

export const modeOf = (intervals: readonly Interval[]): DayMode => (intervals.length === 0 ? 'closed' : isFullDay(intervals) ? '24h' : 'hours');

export function withMode(intervals: Interval[], mode: DayMode): Interval[] {
  if (mode === 'closed') return [];
  if (mode === '24h') return [FULL_DAY];
  return modeOf(intervals) === 'hours' ? intervals : [DEFAULT_OPENING];
}

/** The time pickers' step: quarter hours, as appointments are booked. */
const STEP_MINUTES = 15;
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The choices of an opens or closes picker, labelled with AM/PM ('9:00 AM'): opens from 12:00 AM to 11:45 PM,
 * closes from 12:15 AM to midnight at the end of the day ('24:00', labelled 'Midnight'). A stored time off the
 * quarter hours (imported, or typed as text through the API) is kept as a choice of its own, so opening the editor
 * never changes it.
 */
export function timeOptions(which: 'opens' | 'closes', current: string): { value: string; label: string }[] {
  const minutes: number[] = [];
  const first = which === 'opens' ? 0 : STEP_MINUTES;
  const last = which === 'opens' ? DAY_MINUTES - STEP_MINUTES : DAY_MINUTES;
  for (let minute = first; minute <= last; minute += STEP_MINUTES) minutes.push(minute);
  const kept = clockMinutes(current);
  if (!Number.isNaN(kept) && !minutes.includes(kept)) minutes.push(kept);
  minutes.sort((a, b) => a - b);
  const options = minutes.map((minute) => ({ value: clockOf(minute), label: minute === DAY_MINUTES ? 'Midnight' : clockLabelWithMinutes(minute) }));
  // Anything else (not a clock time at all) stays visible as it is, for its message to make sense.
  if (Number.isNaN(kept) && current) options.unshift({ value: current, label: current });
  return options;
}

/** '9:00 AM' (the pickers show minutes always, so a list of quarter hours lines up). */
function clockLabelWithMinutes(minute: number): string {
  const label = clockLabel(minute);
  return label.includes(':') ? label : label.replace(' ', ':00 ');
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
