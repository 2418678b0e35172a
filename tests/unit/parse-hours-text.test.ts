import { describe, expect, it } from 'vitest';
import { parseHoursText } from '#shared/hours/parse-hours-text.js';
import { HOURS_MESSAGES, weeklyScheduleSchema } from '#shared/hours/schedule-schema.js';
import { scheduleText } from '#shared/hours/schedule-text.js';
import { DAY_KEYS, emptySchedule, type DayKey, type WeeklySchedule } from '#shared/hours/week.js';

/** A schedule from 'HH:MM-HH:MM' openings per day; days left out are closed. */
function week(days: Partial<Record<DayKey, string[]>>, byAppointment = false): WeeklySchedule {
  const schedule = emptySchedule(byAppointment);
  for (const day of DAY_KEYS) {
    schedule[day] = (days[day] ?? []).map((opening) => {
      const [start, end] = opening.split('-') as [string, string];
      return { start, end };
    });
  }
  return schedule;
}
const each = (days: readonly DayKey[], openings: string[]) => Object.fromEntries(days.map((day) => [day, openings]));
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const ALL = DAY_KEYS;

const read = (text: string) => {
  const parsed = parseHoursText(text);
  if (!parsed.ok) throw new Error(`could not read '${parsed.part}' in '${text}'`);
  return parsed.schedule;
};
const unread = (text: string) => {
  const parsed = parseHoursText(text);
  return parsed.ok ? null : parsed.part;
};

describe('parseHoursText: the common forms', () => {
  it.each<[string, WeeklySchedule]>([
    ['Mon-Fri 9AM-6PM', week(each(WEEKDAYS, ['09:00-18:00']))],
    ['Mon-Sat 8:30 AM - 5 PM, Sun 10AM-2PM', week({ ...each([...WEEKDAYS, 'sat'], ['08:30-17:00']), sun: ['10:00-14:00'] })],
    ['Mon-Fri 9AM-6PM; Sat 10AM-2PM', week({ ...each(WEEKDAYS, ['09:00-18:00']), sat: ['10:00-14:00'] })],
    ['Mon-Fri 9AM-6PM\nSat 10AM-2PM', week({ ...each(WEEKDAYS, ['09:00-18:00']), sat: ['10:00-14:00'] })],
    ['Mon–Fri 9AM–6PM', week(each(WEEKDAYS, ['09:00-18:00']))],
    ['mon-fri 9am-6pm, sat 10am-noon', week({ ...each(WEEKDAYS, ['09:00-18:00']), sat: ['10:00-12:00'] })],
    ['Monday - Friday 9:00-18:00', week(each(WEEKDAYS, ['09:00-18:00']))],
    ['Monday to Friday: 8:30 a.m. to 5 p.m.', week(each(WEEKDAYS, ['08:30-17:00']))],
    ['Mon-Fri 9-5', week(each(WEEKDAYS, ['09:00-17:00']))],
    ['Mon-Fri 9-5pm', week(each(WEEKDAYS, ['09:00-17:00']))],
    ['Mon-Fri 9am-5', week(each(WEEKDAYS, ['09:00-17:00']))],
    ['Tue-Sat 10-2', week(each(['tue', 'wed', 'thu', 'fri', 'sat'], ['10:00-14:00']))],
    ['Daily 7-7', week(each(ALL, ['07:00-19:00']))],
    ['Mon-Sun 09:00-17:00', week(each(ALL, ['09:00-17:00']))],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('reads closed days written before or after them, and days never named as closed', () => {
    const weekdays = week(each(WEEKDAYS, ['09:00-17:00']));
    expect(read('Mon-Fri 9-5, Sat-Sun closed')).toEqual(weekdays);
    expect(read('Mon-Fri 9-5, Closed Sat-Sun')).toEqual(weekdays);
    expect(read('Mon-Fri 9-5')).toEqual(weekdays);
    expect(read('Daily 8am-8pm, Closed Sun')).toEqual(week(each(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['08:00-20:00'])));
    expect(read('Closed Sun, Mon-Sat 8am-8pm')).toEqual(week(each(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['08:00-20:00'])));
    expect(read('Sunday closed; Monday 9am-1pm')).toEqual(week({ mon: ['09:00-13:00'] }));
    expect(read('Closed Sat, Sun; Mon-Fri 9-5')).toEqual(weekdays);
    expect(read('Closed Sat & Sun')).toEqual(week({}));
  });

  it('reads day lists, full and short day names, weekdays and weekends', () => {
    expect(read('Mon, Wed, Fri 9-5')).toEqual(week(each(['mon', 'wed', 'fri'], ['09:00-17:00'])));
    expect(read('Tues & Thurs 1pm-6pm')).toEqual(week(each(['tue', 'thu'], ['13:00-18:00'])));
    expect(read('Wednesday 9am-5pm')).toEqual(week({ wed: ['09:00-17:00'] }));
    expect(read('Weekdays 8-6, weekends 10-4')).toEqual(week({ ...each(WEEKDAYS, ['08:00-18:00']), ...each(['sat', 'sun'], ['10:00-16:00']) }));
    expect(read('Fri-Mon 10am-4pm')).toEqual(week(each(['fri', 'sat', 'sun', 'mon'], ['10:00-16:00'])));
  });

  it('reads several openings a day and hours without days as every day', () => {
    expect(read('Mon-Fri 9AM-12PM, 1PM-5PM')).toEqual(week(each(WEEKDAYS, ['09:00-12:00', '13:00-17:00'])));
    expect(read('9am-5pm')).toEqual(week(each(ALL, ['09:00-17:00'])));
  });

  it('reads noon and midnight, and hours past midnight as the next morning', () => {
    expect(read('Sat noon-midnight')).toEqual(week({ sat: ['12:00-24:00'] }));
    expect(read('Fri 6PM-2AM')).toEqual(week({ fri: ['18:00-24:00'], sat: ['00:00-02:00'] }));
    expect(read('Sun 22:00-06:00')).toEqual(week({ sun: ['22:00-24:00'], mon: ['00:00-06:00'] }));
    expect(read('Mon-Fri 12am-8am, 6pm-12am')).toEqual(week(each(WEEKDAYS, ['00:00-08:00', '18:00-24:00'])));
  });

  it('reads 24/7, 24 hours and by appointment', () => {
    const always = week(each(ALL, ['00:00-24:00']));
    expect(read('24/7')).toEqual(always);
    expect(read('Open 24 hours')).toEqual(always);
    expect(read('open 24/7')).toEqual(always);
    expect(read('Mon-Fri 24 hours, Sat-Sun 9am-5pm')).toEqual(week({ ...each(WEEKDAYS, ['00:00-24:00']), ...each(['sat', 'sun'], ['09:00-17:00']) }));
    expect(read('By appointment')).toEqual(emptySchedule(true));
    expect(read('by appointment only')).toEqual(emptySchedule(true));
    expect(read('Mon-Fri 9-5, Sat by appointment')).toEqual(week(each(WEEKDAYS, ['09:00-17:00']), true));
    expect(read('Mon-Fri 9AM-6PM, also by appointment')).toEqual(week(each(WEEKDAYS, ['09:00-18:00']), true));
  });

  it('takes the later hours of a day named twice', () => {
    expect(read('Daily 9-5; Sun 10-2')).toEqual(week({ ...each(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:00-17:00']), sun: ['10:00-14:00'] }));
  });

  it('reads empty text as no hours', () => {
    expect(read('')).toBeNull();
    expect(read('  \n ')).toBeNull();
  });

  it('always gives a schedule the schema accepts', () => {
    for (const text of ['Mon-Fri 9-5', '24/7', 'By appointment', 'Fri 6PM-2AM, Sat 10am-3am', 'Mon 9-12, 11-3']) {
      expect(weeklyScheduleSchema.safeParse(read(text)).success, text).toBe(true);
    }
  });
});

describe('parseHoursText: what it refuses', () => {
  it.each<[string, string]>([
    ['whenever we feel like it', 'whenever we feel like it'],
    ['Mon-Fri', 'mon-fri'],
    ['Mon-Fri 9AM', '9am'],
    ['Mon 25:00-26:00', '25:00-26:00'],
    ['Mon 13pm-5pm', '13pm-5pm'],
    ['Mon 9:75-17:00', '9:75-17:00'],
    ['Mon 9am-9am', '9am-9am'],
    ['Closed', 'closed'],
    ['Mon-Fri 9-5, 24 hours', '24 hours'],
    ['Mon 9-5, 10am-noon, closed', 'closed'],
    ['Mon 1-2, 3-4, 5-6, 7-8, 9-10', 'Monday'],
    ['Mon-Fri 9-5, Sat ring the bell', 'ring the bell'],
  ])('%j (names %j)', (text, part) => {
    expect(unread(text)).toBe(part);
  });
});

describe('parseHoursText reads back the text written from a schedule', () => {
  it.each<[string, WeeklySchedule]>([
    ['weekdays and a Saturday', week({ ...each(WEEKDAYS, ['09:00-18:00']), sat: ['10:00-14:00'] })],
    ['two openings, half hours', week({ ...each(['mon', 'wed'], ['08:30-12:00', '13:15-17:45']), fri: ['07:00-19:00'] })],
    ['late nights', week({ fri: ['18:00-24:00'], sat: ['00:00-02:00', '18:00-24:00'], sun: ['00:00-02:00'] })],
    ['24 hours', week(each(ALL, ['00:00-24:00']))],
    ['24 hours on weekdays', week({ ...each(WEEKDAYS, ['00:00-24:00']), sat: ['08:00-20:00'] })],
    ['by appointment only', emptySchedule(true)],
    ['hours and by appointment', week(each(['tue', 'thu'], ['10:00-16:00']), true)],
    ['open on Sunday only', week({ sun: ['11:00-15:00'] })],
  ])('%s', (_name, schedule) => {
    expect(read(scheduleText(schedule)!)).toEqual(schedule);
  });
});

describe('the message for text that cannot be read', () => {
  it('quotes the part it could not read (its start, when long) and shows how to write hours', () => {
    expect(HOURS_MESSAGES.unreadable('ring the bell')).toBe(
      "We could not read the hours at 'ring the bell'. Write them like 'Mon-Fri 9AM-6PM; Sat 10AM-2PM', '24/7' or 'By appointment'.",
    );
    expect(HOURS_MESSAGES.unreadable('x'.repeat(500))).toContain(`'${'x'.repeat(40)}…'`);
  });
});
