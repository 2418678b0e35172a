import { sql, type SQL } from 'drizzle-orm';
import type { City } from '#shared/catalog.js';
import { localWeekMinute } from '#shared/hours/week.js';
import { businesses } from '../db/schema.js';

/**
 * Businesses open at `weekMinute` (minutes since Monday 00:00 in their city's local time, see localWeekMinute):
 * one containment test on the stored minute ranges of the week (open_minutes, generated from the schedule), on the
 * candidate rows the listing query already narrowed to. Needs `businesses` in the FROM clause; listings across
 * cities use openNowInOwnCity.
 */
export function openNowCondition(weekMinute: number | SQL): SQL {
  return sql`${businesses.openMinutes} @> (${weekMinute})::int`;
}

/**
 * 'Open now' for a listing across cities (the search page): each business tested against the local minute of its
 * own city, computed here for every city (a few dozen, from the in-memory catalogue) rather than per row in SQL.
 */
export function openNowInOwnCity(cities: readonly Pick<City, 'id' | 'timeZone'>[], now: number): SQL {
  if (cities.length === 0) return sql`false`;
  const minutes = sql.join(
    cities.map((city) => sql`when ${city.id}::int then ${localWeekMinute(now, city.timeZone)}::int`),
    sql` `,
  );
  return openNowCondition(sql`(case ${businesses.cityId} ${minutes} end)`);
}
