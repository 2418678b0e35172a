import { Fragment } from 'react';
import { clockLabel } from '#shared/hours/status.js';
import { DAY_KEYS, DAY_NAMES, DAY_MINUTES, clockMinutes, isFullDay, localWeekMinute, type WeeklySchedule } from '#shared/hours/week.js';

/** A day's openings; each stays on one line, so a narrow screen breaks between openings, never inside one. */
function DayHours({ intervals }: { intervals: WeeklySchedule['mon'] }) {
  if (intervals.length === 0) return <>Closed</>;
  if (isFullDay(intervals)) return <>Open 24 hours</>;
  return intervals.map(({ start, end }, index) => (
    <Fragment key={start}>
      {index > 0 ? ', ' : ''}
      <span className="whitespace-nowrap">
        {clockLabel(clockMinutes(start))} – {clockLabel(clockMinutes(end))}
      </span>
    </Fragment>
  ));
}

/** The week's hours, Monday first, with today (in the business's time zone) marked. */
export function WeeklyHoursTable({ schedule, timeZone, now }: { schedule: WeeklySchedule; timeZone: string; now: number }) {
  const today = DAY_KEYS[Math.floor(localWeekMinute(now, timeZone) / DAY_MINUTES)];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours by day</caption>
      <tbody>
        {DAY_KEYS.map((day) => {
          const isToday = day === today;
          return (
            <tr key={day} className={isToday ? 'bg-teal-50 font-semibold text-slate-900' : 'text-slate-700'} aria-current={isToday ? 'date' : undefined}>
              <th scope="row" className="py-1.5 pr-4 pl-2 text-left font-medium">
                {DAY_NAMES[day]}
                {isToday ? <span className="ml-2 text-xs font-semibold text-teal-800">Today</span> : null}
              </th>
              <td className="py-1.5 pr-2 text-right">
                <DayHours intervals={schedule[day]} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
