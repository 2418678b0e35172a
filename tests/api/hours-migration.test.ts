import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/connect.js';
import { weeklyScheduleSchema } from '#shared/hours/schedule-schema.js';
import { emptySchedule, FULL_DAY } from '#shared/hours/week.js';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { testDatabase } from '../helpers/test-app.js';

const { db } = await testDatabase();

async function convert(text: string | null) {
  const [row] = await queryRows<{ schedule: unknown }>(db, sql`select hours_text_to_schedule(${text}) as schedule`);
  return row!.schedule;
}
const weekdays = (start: string, end: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [{ start, end }]]));

describe('migration: free-text hours to weekly schedules (hours_text_to_schedule)', () => {
  it('reads the old demo templates', async () => {
    expect(await convert('Mon-Fri: 8:00 AM - 6:00 PM\nSat: 9:00 AM - 4:00 PM\nSun: Closed')).toEqual({
      ...emptySchedule(), ...weekdays('08:00', '18:00'), sat: [{ start: '09:00', end: '16:00' }],
    });
    expect(await convert('Tue-Sat: 8:30 AM - 5:30 PM\nSun-Mon: Closed')).toEqual({
      ...emptySchedule(), ...Object.fromEntries(['tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [{ start: '08:30', end: '17:30' }]])),
    });
    expect(await convert('Mon-Fri: 10:00 AM - 7:00 PM\nSat: 10:00 AM - 3:00 PM\nSun: By appointment')).toEqual({
      ...emptySchedule(true), ...weekdays('10:00', '19:00'), sat: [{ start: '10:00', end: '15:00' }],
    });
    const always = await convert('Open 24 hours, 7 days a week');
    expect(always).toEqual({ ...emptySchedule(), ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [FULL_DAY]])) });
  });

  it('reads what owners typed in the old form: short forms, a bare opening hour, hours past midnight', async () => {
    expect(await convert('Mon-Fri 9AM-6PM')).toEqual({ ...emptySchedule(), ...weekdays('09:00', '18:00') });
    expect(await convert('Daily 9-5pm')).toEqual({ ...emptySchedule(), ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '09:00', end: '17:00' }]])) });
    expect(await convert('Fri: 6:00 PM - 2:00 AM')).toEqual({ ...emptySchedule(), fri: [{ start: '18:00', end: '24:00' }], sat: [{ start: '00:00', end: '02:00' }] });
  });

  it('gives no schedule for text it cannot read for sure (the text stays in the old column)', async () => {
    expect(await convert('Call us, we are flexible')).toBeNull();
    expect(await convert('Mon-Fri: 9 to late')).toBeNull();
    expect(await convert('')).toBeNull();
    expect(await convert(null)).toBeNull();
  });

  it('every converted schedule passes the shared schema', async () => {
    for (const text of ['Mon-Fri: 7:30 AM - 6:30 PM\nSat: 8:00 AM - 2:00 PM\nSun: Closed', 'Mon-Sun: 6:00 AM - 9:00 PM', 'Fri: 6:00 PM - 2:00 AM']) {
      expect(weeklyScheduleSchema.safeParse(await convert(text)).success, text).toBe(true);
    }
  });
});

describe('open_minutes: the schedule as minute ranges of the week (generated column)', () => {
  it('Monday 00:00 is 0; a day open 24 hours is 1440 minutes; none for by appointment', async () => {
    const schedule = { ...emptySchedule(), mon: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '18:00' }], sun: [FULL_DAY] };
    const [row] = await queryRows<{ ranges: string; empty: string }>(
      db,
      sql`select weekly_open_minutes(${JSON.stringify(schedule)}::jsonb)::text as ranges, weekly_open_minutes(${JSON.stringify(emptySchedule(true))}::jsonb)::text as empty`,
    );
    expect(row).toEqual({ ranges: '{[540,720),[780,1080),[8640,10080)}', empty: '{}' });
  });
});

describe('city time zones', () => {
  it('every seeded city has a zone Intl knows, and the split areas are right', async () => {
    for (const city of CITIES) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone }), city.slug).not.toThrow();
    const zone = (slug: string) => CITIES.find((city) => city.slug === slug)!.timeZone;
    expect(zone('el-paso')).toBe('America/Denver');
    expect(zone('houston')).toBe('America/Chicago');
    expect(zone('phoenix')).toBe('America/Phoenix');
    expect(zone('indianapolis')).toBe('America/Indiana/Indianapolis');
    expect(zone('louisville')).toBe('America/Kentucky/Louisville');
    expect(zone('nashville')).toBe('America/Chicago');
    expect(zone('fargo')).toBe('America/Chicago');
    expect(zone('boise')).toBe('America/Boise');
    expect(zone('portland')).toBe('America/Los_Angeles');
    expect(zone('honolulu')).toBe('Pacific/Honolulu');
    expect(zone('anchorage')).toBe('America/Anchorage');
    expect(zone('detroit')).toBe('America/Detroit');
    const [seeded] = await queryRows<{ zone: string }>(db, sql`select time_zone as zone from cities where slug = 'el-paso'`);
    expect(seeded?.zone).toBe('America/Denver');
  });
});
