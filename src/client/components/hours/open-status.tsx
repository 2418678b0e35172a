import { openStatus, type OpenState } from '#shared/hours/status.js';
import type { WeeklySchedule } from '#shared/hours/week.js';
import { cn } from '../../lib/cn.js';
import { Icon } from '../ui/icon.js';

const TONES: Record<OpenState, string> = {
  open: 'text-emerald-700',
  always: 'text-emerald-700',
  'closes-soon': 'text-amber-800',
  closed: 'text-red-700',
  appointment: 'text-sky-800',
};

/** Today's status in the business's time zone: 'Open now · closes 7 PM'. Nothing when it gave no hours. */
export function OpenStatusLine({ schedule, timeZone, now, className }: { schedule: WeeklySchedule | null; timeZone: string; now: number; className?: string }) {
  const status = openStatus(schedule, timeZone, now);
  if (!status) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', className)} data-open-state={status.state}>
      <Icon name={status.state === 'appointment' ? 'calendar-clock' : 'clock'} className={cn('size-4 shrink-0', TONES[status.state])} />
      <span className={cn('font-semibold', TONES[status.state])}>{status.label}</span>
      {status.detail ? <span className="text-slate-600">· {status.detail}</span> : null}
    </p>
  );
}
