import { clockLabel } from '../../../shared/hours/status.js';
import { DAY_KEYS, DAY_SHORT, clockMinutes, isFullDay, type WeeklySchedule } from '../../../shared/hours/week.js';

/** A schedule as short lines, consecutive days with the same hours together: 'Mon–Fri 9 AM – 5 PM'. */
export function scheduleLines(schedule: WeeklySchedule | null): string[] {
  if (!schedule) return [];
  const texts = DAY_KEYS.map((day) => {
    const intervals = schedule[day];
    if (intervals.length === 0) return 'Closed';
    if (isFullDay(intervals)) return 'Open 24 hours';
    return intervals.map(({ start, end }) => `${clockLabel(clockMinutes(start))} – ${clockLabel(clockMinutes(end))}`).join(', ');
  });
  const lines: string[] = [];
  for (let first = 0; first < DAY_KEYS.length; ) {
    let last = first;
    while (last + 1 < DAY_KEYS.length && texts[last + 1] === texts[first]) last++;
    const days = first === last ? DAY_SHORT[DAY_KEYS[first]!] : `${DAY_SHORT[DAY_KEYS[first]!]}–${DAY_SHORT[DAY_KEYS[last]!]}`;
    lines.push(`${days}: ${texts[first]}`);
    first = last + 1;
  }
  if (schedule.byAppointment) lines.push(texts.every((t) => t === 'Closed') ? 'By appointment only' : 'Also by appointment');
  return schedule.byAppointment && texts.every((t) => t === 'Closed') ? ['By appointment only'] : lines;
}

/** The owner's own view of the hours (dashboard). */
export function ScheduleText({ schedule }: { schedule: WeeklySchedule | null }) {
  const lines = scheduleLines(schedule);
  if (lines.length === 0) return <span>Hours not specified</span>;
  return (
    <span className="grid">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/** A recorded hours value (the history keeps a schedule as JSON, and older free text as it was) as one line. */
export function recordedHoursText(value: string): string {
  try {
    const parsed = JSON.parse(value) as WeeklySchedule;
    if (parsed && typeof parsed === 'object' && DAY_KEYS.every((day) => Array.isArray(parsed[day]))) return scheduleLines(parsed).join('; ') || 'No hours';
  } catch {
    // Free text from before weekly schedules.
  }
  return value;
}
