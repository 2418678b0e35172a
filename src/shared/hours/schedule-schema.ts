import { z } from 'zod';
import { parseHoursText } from './parse-hours-text.js';
import { DAY_NAMES, clockMinutes, sortSchedule, type DayKey, type WeeklySchedule } from './week.js';

/** How hours can be written as text, shown when a text cannot be read. */
export const HOURS_TEXT_EXAMPLE = "'Mon-Fri 9AM-6PM; Sat 10AM-2PM', '24/7' or 'By appointment'";
export const HOURS_TEXT_MAX = 1000;

export const HOURS_MESSAGES = {
  /** Each message of a day's openings names the day and the time it concerns: 'Tuesday: closes must be after opens'. */
  time: (day: string, which: 'opens' | 'closes') => `${day}: ${which} must be a time as HH:MM (24-hour clock).`,
  order: (day: string) =>
    `${day}: closes must be after opens. For hours past midnight, close at midnight (24:00) and open at 12 AM (00:00) the next day.`,
  overlap: (day: string) => `${day}: opens during another opening of the same day.`,
  tooMany: (day: string) => `${day}: at most 4 openings a day.`,
  /** `part` is the piece of the text that could not be read (its start, when long). */
  unreadable: (part: string) =>
    `We could not read the hours at '${part.length > 40 ? `${part.slice(0, 40)}…` : part}'. Write them like ${HOURS_TEXT_EXAMPLE}.`,
  notHours: `Hours must be text like ${HOURS_TEXT_EXAMPLE}, or a weekly schedule.`,
  tooLong: `Hours must be ${HOURS_TEXT_MAX} characters or fewer.`,
  conflict: 'The hours and the schedule sent describe different weeks. Send one of them.',
} as const;

const isClock = (value: string) => !Number.isNaN(clockMinutes(value));

/** One opening of `day` (its name, for the messages). */
const intervalSchema = (day: string) =>
  z
    .object({
      start: z.string().refine(isClock, HOURS_MESSAGES.time(day, 'opens')),
      end: z.string().refine(isClock, HOURS_MESSAGES.time(day, 'closes')),
    })
    .superRefine((interval, ctx) => {
      const start = clockMinutes(interval.start);
      const end = clockMinutes(interval.end);
      if (Number.isNaN(start) || Number.isNaN(end)) return;
      if (start === 24 * 60) ctx.addIssue({ code: 'custom', path: ['start'], message: HOURS_MESSAGES.time(day, 'opens') });
      else if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: HOURS_MESSAGES.order(day) });
    });

/** One day's openings: at most four, none overlapping (the server stores them earliest first, see sortSchedule). */
const daySchema = (day: DayKey) =>
  z
    .array(intervalSchema(DAY_NAMES[day]))
    .max(4, HOURS_MESSAGES.tooMany(DAY_NAMES[day]))
    .superRefine((intervals, ctx) => {
      const sorted = intervals.map((interval, index) => ({ index, start: clockMinutes(interval.start), end: clockMinutes(interval.end) }));
      sorted.sort((a, b) => a.start - b.start);
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i]!.start < sorted[i - 1]!.end) ctx.addIssue({ code: 'custom', path: [sorted[i]!.index, 'start'], message: HOURS_MESSAGES.overlap(DAY_NAMES[day]) });
      }
    });

/**
 * A business's weekly hours (see week.ts for the rules): each day closed (no openings), open in up to four
 * intervals, or 24 hours ('00:00'-'24:00'); `byAppointment` with no openings at all reads 'By appointment'.
 */
export const weeklyScheduleSchema = z.object({
  mon: daySchema('mon'),
  tue: daySchema('tue'),
  wed: daySchema('wed'),
  thu: daySchema('thu'),
  fri: daySchema('fri'),
  sat: daySchema('sat'),
  sun: daySchema('sun'),
  byAppointment: z.boolean().default(false),
}) satisfies z.ZodType<WeeklySchedule, unknown>;


/**
 * Hours as a write takes them (the original contract sent text): the weekly schedule, or text read by
 * parseHoursText ('Mon-Fri 9AM-6PM'); empty text or null is no hours. Text that cannot be read is refused, naming
 * the part it could not read and showing how to write it.
 */
export const hoursInputSchema = z
  .union([z.string().max(HOURS_TEXT_MAX, HOURS_MESSAGES.tooLong), weeklyScheduleSchema], { error: HOURS_MESSAGES.notHours })
  .nullable()
  .transform((hours, ctx): WeeklySchedule | null => {
    if (typeof hours !== 'string') return hours;
    const parsed = parseHoursText(hours);
    if (parsed.ok) return parsed.schedule;
    ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.unreadable(parsed.part) });
    return z.NEVER;
  })
  .describe(`Opening hours as text (${HOURS_TEXT_EXAMPLE}) or as a weekly schedule (see \`schedule\`); empty or null: no hours`);

const sameWeek = (a: WeeklySchedule | null, b: WeeklySchedule | null) =>
  JSON.stringify(a && sortSchedule(a)) === JSON.stringify(b && sortSchedule(b));

/**
 * The schedule a write sets, from `schedule` or from `hours` (text or schedule); undefined when it sends neither.
 * Both may be sent (a client sending back what it read) when they describe the same week.
 */
export function scheduleOfWrite(
  write: { hours?: WeeklySchedule | null; schedule?: WeeklySchedule | null },
  ctx: z.RefinementCtx,
): WeeklySchedule | null | undefined {
  const { hours, schedule } = write;
  if (hours !== undefined && schedule !== undefined && !sameWeek(hours, schedule)) {
    ctx.addIssue({ code: 'custom', path: ['hours'], message: HOURS_MESSAGES.conflict });
  }
  return schedule !== undefined ? schedule : hours;
}
