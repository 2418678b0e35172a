// A weekly schedule as text: the API's `hours` (the original contract's multi-line text) and the dashboard's lines.
// Zod-free, like week.ts; parse-hours-text.ts reads everything written here back into the same schedule.
import { clockLabel } from './status.js';
import { DAY_KEYS, DAY_SHORT, clockMinutes, isFullDay, type WeeklySchedule } from './week.js';

/** A schedule as short lines, consecutive days with the same hours together: 'Mon–Fri: 9 AM – 5 PM'. */
export function scheduleLines(schedule: WeeklySchedule | null): string[] {
  if (!schedule) return [];
  const texts = DAY_KEYS.map((day) => {
    const intervals = schedule[day];
    if (intervals.length === 0) return 'Closed';
    if (isFullDay(intervals)) return 'Open 24 hours';
    return intervals.map(({ start, end }) => `${clockLabel(clockMinutes(start))} – ${clockLabel(clockMinutes(end))}`).join(', ');
  });
  if (schedule.byAppointment && texts.every((text) => text === 'Closed')) return ['By appointment only'];
  const lines: string[] = [];
  for (let first = 0; first < DAY_KEYS.length; ) {
    let last = first;
    while (last + 1 < DAY_KEYS.length && texts[last + 1] === texts[first]) last++;
    const days = first === last ? DAY_SHORT[DAY_KEYS[first]!] : `${DAY_SHORT[DAY_KEYS[first]!]}–${DAY_SHORT[DAY_KEYS[last]!]}`;
    lines.push(`${days}: ${texts[first]}`);
    first = last + 1;
  }
  if (schedule.byAppointment) lines.push('Also by appointment');
  return lines;
}

/** The schedule as multi-line text, one line per day or run of days; null when no hours are given. */
export function scheduleText(schedule: WeeklySchedule | null): string | null {
  const lines = scheduleLines(schedule);
  return lines.length ? lines.join('\n') : null;
}
