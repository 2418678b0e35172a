import { describe, expect, it } from 'vitest';
import { copyMondayToWeekdays, timeOptions, withMode } from '../../src/client/components/hours/schedule-draft.js';
import { FULL_DAY, emptySchedule } from '#shared/hours/week.js';

// Issue 28 item 8: the hours editor's pickers and toggles.
describe('the hours editor’s time pickers', () => {
  it('offer quarter hours with AM/PM labels: opens from 12:00 AM, closes until Midnight (24:00)', () => {
    const opens = timeOptions('opens', '09:00');
    expect(opens).toHaveLength(96);
    expect(opens[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(opens.find((option) => option.value === '09:00')!.label).toBe('9:00 AM');
    expect(opens.find((option) => option.value === '13:30')!.label).toBe('1:30 PM');
    expect(opens.at(-1)).toEqual({ value: '23:45', label: '11:45 PM' });
    const closes = timeOptions('closes', '17:00');
    expect(closes[0]).toEqual({ value: '00:15', label: '12:15 AM' });
    expect(closes.at(-1)).toEqual({ value: '24:00', label: 'Midnight' });
    expect(closes.find((option) => option.value === '12:00')!.label).toBe('12:00 PM');
  });

  it('keep a stored time off the quarter hours as a choice of its own, in its place', () => {
    const options = timeOptions('opens', '08:50');
    expect(options).toHaveLength(97);
    const index = options.findIndex((option) => option.value === '08:50');
    expect(options[index]!.label).toBe('8:50 AM');
    expect(options[index - 1]!.value).toBe('08:45');
    expect(options[index + 1]!.value).toBe('09:00');
  });
});

describe('the hours editor’s toggles', () => {
  it('Closed empties a day, 24 hours makes it one whole-day opening, and unticking either opens 9 to 5', () => {
    expect(withMode([{ start: '08:00', end: '18:00' }], 'closed')).toEqual([]);
    expect(withMode([], '24h')).toEqual([FULL_DAY]);
    expect(withMode([], 'hours')).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(withMode([FULL_DAY], 'hours')).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(withMode([{ start: '08:00', end: '18:00' }], 'hours')).toEqual([{ start: '08:00', end: '18:00' }]);
  });

  it('Copy Monday to weekdays copies Tuesday to Friday and leaves the weekend', () => {
    const week = { ...emptySchedule(), mon: [{ start: '08:00', end: '18:00' }], sat: [FULL_DAY] };
    const copied = copyMondayToWeekdays(week);
    for (const day of ['tue', 'wed', 'thu', 'fri'] as const) expect(copied[day]).toEqual([{ start: '08:00', end: '18:00' }]);
    expect(copied.sat).toEqual([FULL_DAY]);
    expect(copied.sun).toEqual([]);
  });
});
