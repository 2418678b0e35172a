import { describe, expect, it } from 'vitest';
import { HOURS_MESSAGES, weeklyScheduleSchema } from '#shared/hours/schedule-schema.js';
import { emptySchedule, sortSchedule } from '#shared/hours/week.js';

const issues = (input: unknown) => {
  const result = weeklyScheduleSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('weekly schedule schema', () => {
  it('accepts several openings a day, closed days and 24 hours; the server stores each day in order', () => {
    const parsed = weeklyScheduleSchema.parse({
      ...emptySchedule(),
      mon: [{ start: '13:00', end: '18:00' }, { start: '09:00', end: '12:00' }],
      sat: [{ start: '00:00', end: '24:00' }],
    });
    expect(sortSchedule(parsed).mon).toEqual([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '18:00' }]);
    expect(parsed.sat).toEqual([{ start: '00:00', end: '24:00' }]);
    expect(parsed.byAppointment).toBe(false);
  });

  it('accepts by appointment with no openings', () => {
    expect(weeklyScheduleSchema.parse(emptySchedule(true)).byAppointment).toBe(true);
  });

  it('names the field of an end before its start, and of an overlap', () => {
    expect(issues({ ...emptySchedule(), tue: [{ start: '18:00', end: '02:00' }] })).toEqual([`tue.0.end: ${HOURS_MESSAGES.order('Tuesday')}`]);
    expect(issues({ ...emptySchedule(), wed: [{ start: '09:00', end: '09:00' }] })).toEqual([`wed.0.end: ${HOURS_MESSAGES.order('Wednesday')}`]);
    expect(issues({ ...emptySchedule(), mon: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '18:00' }] })).toEqual([
      `mon.1.start: ${HOURS_MESSAGES.overlap('Monday')}`,
    ]);
    // Each message names the day and the time it concerns.
    expect(HOURS_MESSAGES.order('Tuesday')).toMatch(/^Tuesday: closes must be after opens\./);
    // Touching openings do not overlap.
    expect(issues({ ...emptySchedule(), mon: [{ start: '09:00', end: '12:00' }, { start: '12:00', end: '18:00' }] })).toEqual([]);
  });

  it('refuses times that are not clock times, and too many openings', () => {
    expect(issues({ ...emptySchedule(), fri: [{ start: '9am', end: '25:00' }] })).toEqual([`fri.0.start: ${HOURS_MESSAGES.time('Friday', 'opens')}`, `fri.0.end: ${HOURS_MESSAGES.time('Friday', 'closes')}`]);
    expect(issues({ ...emptySchedule(), fri: [{ start: '24:00', end: '24:00' }] })).toEqual([`fri.0.start: ${HOURS_MESSAGES.time('Friday', 'opens')}`]);
    const five = ['01', '03', '05', '07', '09'].map((h) => ({ start: `${h}:00`, end: `${h}:30` }));
    expect(issues({ ...emptySchedule(), sun: five })).toEqual([`sun: ${HOURS_MESSAGES.tooMany('Sunday')}`]);
  });
});
