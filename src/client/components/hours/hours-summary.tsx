import type { WeeklySchedule } from '#shared/hours/week.js';
import { weekRanges } from '#shared/hours/week.js';
import { OpenStatusLine } from './open-status.js';
import { useNow } from './use-now.js';
import { WeeklyHoursTable } from './weekly-hours-table.js';

/**
 * The business page's hours: today's status and the weekly table, both in the city's time zone. `renderedAt` is
 * the instant the server read the business (see useNow), so hydration renders what the server rendered.
 */
export function HoursSummary({ schedule, timeZone, renderedAt }: { schedule: WeeklySchedule | null; timeZone: string; renderedAt: number }) {
  const now = useNow(renderedAt);
  if (!schedule) return <p className="text-slate-700">Hours not specified</p>;
  const hasOpenings = weekRanges(schedule).length > 0;
  return (
    <div className="space-y-3">
      <OpenStatusLine schedule={schedule} timeZone={timeZone} now={now} className="text-base" />
      {hasOpenings ? <WeeklyHoursTable schedule={schedule} timeZone={timeZone} now={now} /> : null}
      {schedule.byAppointment && hasOpenings ? <p className="text-sm text-slate-600">Visits outside these hours by appointment.</p> : null}
      <p className="text-xs text-slate-500">Times are local to the business ({timeZone.replace(/_/g, ' ')}).</p>
    </div>
  );
}
