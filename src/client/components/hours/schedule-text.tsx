import { DAY_KEYS, type WeeklySchedule } from '#shared/hours/week.js';
import { scheduleLines } from '#shared/hours/schedule-text.js';

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
