import { DAY_KEYS, DAY_NAMES, type WeeklySchedule } from '../hours/week.js';
import type { JsonLd } from './json-ld.js';

/**
 * schema.org openingHoursSpecification of a weekly schedule: one entry per distinct opening, naming every day it
 * applies to, in week order. Midnight at the end of a day is '23:59', as Google's guidance writes 'open 24 hours'.
 * A business by appointment only, or without hours, has none.
 */
export function openingHoursSpecification(schedule: WeeklySchedule | null): JsonLd[] {
  if (!schedule) return [];
  const byOpening = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of DAY_KEYS) {
    for (const { start, end } of schedule[day]) {
      const closes = end === '24:00' ? '23:59' : end;
      const key = `${start}-${closes}`;
      const entry = byOpening.get(key) ?? { opens: start, closes, days: [] };
      entry.days.push(DAY_NAMES[day]);
      byOpening.set(key, entry);
    }
  }
  return [...byOpening.values()].map(({ opens, closes, days }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }));
}
