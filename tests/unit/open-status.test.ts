import { describe, expect, it } from 'vitest';
import { openStatus, statusText } from '#shared/hours/status.js';
import { emptySchedule, FULL_DAY, localWeekMinute, type WeeklySchedule } from '#shared/hours/week.js';

const weekdays = (intervals: { start: string; end: string }[], extra: Partial<WeeklySchedule> = {}): WeeklySchedule => ({
  ...emptySchedule(),
  mon: intervals, tue: intervals, wed: intervals, thu: intervals, fri: intervals,
  ...extra,
});
const clinic = weekdays([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '19:00' }], { sat: [{ start: '09:00', end: '13:00' }] });
const at = (iso: string) => Date.parse(iso);
const text = (schedule: WeeklySchedule | null, zone: string, iso: string) => {
  const status = openStatus(schedule, zone, at(iso));
  return status && statusText(status);
};

describe('open status in the business time zone (fixed clock)', () => {
  it('reads the local weekday and time of the zone, not of the server', () => {
    // 2026-11-23 is a Monday. 15:00 UTC is 10:00 in New York, 07:00 in Los Angeles, 05:00 in Honolulu.
    expect(localWeekMinute(at('2026-11-23T15:00:00Z'), 'America/New_York')).toBe(10 * 60);
    expect(localWeekMinute(at('2026-11-23T15:00:00Z'), 'America/Los_Angeles')).toBe(7 * 60);
    expect(localWeekMinute(at('2026-11-23T15:00:00Z'), 'Pacific/Honolulu')).toBe(5 * 60);
    // 02:00 UTC Tuesday is still Monday evening in Chicago (20:00).
    expect(localWeekMinute(at('2026-11-24T02:00:00Z'), 'America/Chicago')).toBe(20 * 60);
  });

  it('the same instant is open in one zone and closed in another', () => {
    expect(text(clinic, 'America/New_York', '2026-11-23T15:00:00Z')).toBe('Open now, closes 12 PM');
    expect(text(clinic, 'America/Los_Angeles', '2026-11-23T15:00:00Z')).toBe('Closed, opens 9 AM');
    expect(text(clinic, 'Pacific/Honolulu', '2026-11-23T15:00:00Z')).toBe('Closed, opens 9 AM');
  });

  it('uses daylight saving time where the zone keeps it, and not in Phoenix', () => {
    // 2026-07-06 (Monday) 16:30 UTC: 09:30 in Phoenix (MST all year), 10:30 in Denver (MDT).
    expect(localWeekMinute(at('2026-07-06T16:30:00Z'), 'America/Phoenix')).toBe(9 * 60 + 30);
    expect(localWeekMinute(at('2026-07-06T16:30:00Z'), 'America/Denver')).toBe(10 * 60 + 30);
  });

  it('says closes soon within the last hour, and names the next opening after a break', () => {
    expect(text(clinic, 'America/New_York', '2026-11-23T23:30:00Z')).toBe('Closes soon, closes 7 PM');
    expect(text(clinic, 'America/New_York', '2026-11-23T17:30:00Z')).toBe('Closed, opens 1 PM');
  });

  it('crosses midnight and the weekend to the next opening day', () => {
    // Saturday 14:00 in Chicago: closed, next opening Monday 9 AM (Sunday closed).
    expect(text(clinic, 'America/Chicago', '2026-11-28T20:00:00Z')).toBe('Closed, opens Mon 9 AM');
    // Friday 23:30 local: closed, opens Saturday.
    expect(text(clinic, 'America/New_York', '2026-11-28T04:30:00Z')).toBe('Closed, opens Sat 9 AM');
  });

  it('joins an evening opening with the next morning one: a bar-hours business closes at 2 AM', () => {
    const late = { ...emptySchedule(), fri: [{ start: '18:00', end: '24:00' }], sat: [{ start: '00:00', end: '02:00' }] };
    // Friday 23:00 in Los Angeles = Saturday 07:00 UTC.
    expect(text(late, 'America/Los_Angeles', '2026-11-28T07:00:00Z')).toBe('Open now, closes 2 AM');
    // Saturday 01:30 local: within the last hour.
    expect(text(late, 'America/Los_Angeles', '2026-11-28T09:30:00Z')).toBe('Closes soon, closes 2 AM');
    // Saturday 03:00 local: next Friday.
    expect(text(late, 'America/Los_Angeles', '2026-11-28T11:00:00Z')).toBe('Closed, opens Fri 6 PM');
  });

  it('joins Sunday night with Monday morning across the end of the week', () => {
    const overnight = { ...emptySchedule(), sun: [{ start: '20:00', end: '24:00' }], mon: [{ start: '00:00', end: '06:00' }] };
    // Sunday 22:00 in New York = Monday 03:00 UTC.
    expect(text(overnight, 'America/New_York', '2026-11-30T03:00:00Z')).toBe('Open now, closes 6 AM');
  });

  it('reads open 24 hours, by appointment, and nothing without hours', () => {
    const always: WeeklySchedule = { ...emptySchedule(), ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [FULL_DAY]])) };
    expect(text({ ...always, byAppointment: false }, 'America/New_York', '2026-11-23T15:00:00Z')).toBe('Open 24 hours');
    expect(text(emptySchedule(true), 'America/New_York', '2026-11-23T15:00:00Z')).toBe('By appointment');
    expect(text(emptySchedule(false), 'America/New_York', '2026-11-23T15:00:00Z')).toBeNull();
    expect(text(null, 'America/New_York', '2026-11-23T15:00:00Z')).toBeNull();
  });

  it('a day open 24 hours between closed days closes at midnight', () => {
    const saturday = { ...emptySchedule(), sat: [FULL_DAY] };
    // Saturday 12:00 in Denver (MST, UTC-7) = 19:00 UTC.
    expect(text(saturday, 'America/Denver', '2026-11-28T19:00:00Z')).toBe('Open now, closes 12 AM');
  });
});
