import { z } from 'zod';
import { clockMinutes, type WeeklySchedule } from './week.js';

export const HOURS_MESSAGES = {
  time: 'Enter a time as HH:MM (24-hour clock).',
  order: 'Closing time must be after opening time. For hours past midnight, close at 24:00 and open at 00:00 the next day.',
  overlap: 'This opening overlaps another one on the same day.',
  tooMany: 'At most 4 openings a day.',
} as const;

const clockSchema = z.string().refine((value) => !Number.isNaN(clockMinutes(value)), HOURS_MESSAGES.time);

export const intervalSchema = z
  .object({ start: clockSchema, end: clockSchema })
  .superRefine((interval, ctx) => {
    const start = clockMinutes(interval.start);
    const end = clockMinutes(interval.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (start === 24 * 60) ctx.addIssue({ code: 'custom', path: ['start'], message: HOURS_MESSAGES.time });
    else if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: HOURS_MESSAGES.order });
  });

/** One day's openings: at most four, none overlapping (the server stores them earliest first, see sortSchedule). */
const daySchema = z
  .array(intervalSchema)
  .max(4, HOURS_MESSAGES.tooMany)
  .superRefine((intervals, ctx) => {
    const sorted = intervals.map((interval, index) => ({ index, start: clockMinutes(interval.start), end: clockMinutes(interval.end) }));
    sorted.sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) ctx.addIssue({ code: 'custom', path: [sorted[i]!.index, 'start'], message: HOURS_MESSAGES.overlap });
    }
  });

/**
 * A business's weekly hours (see week.ts for the rules): each day closed (no openings), open in up to four
 * intervals, or 24 hours ('00:00'-'24:00'); `byAppointment` with no openings at all reads 'By appointment'.
 */
export const weeklyScheduleSchema = z.object({
  mon: daySchema,
  tue: daySchema,
  wed: daySchema,
  thu: daySchema,
  fri: daySchema,
  sat: daySchema,
  sun: daySchema,
  byAppointment: z.boolean().default(false),
}) satisfies z.ZodType<WeeklySchedule, unknown>;

