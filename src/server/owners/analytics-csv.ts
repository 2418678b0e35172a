import { ANALYTICS_CSV_COLUMNS, ANALYTICS_METRICS } from '#shared/analytics-options.js';
import type { AnalyticsResponse } from '#shared/analytics.js';

/**
 * The period's days as CSV (RFC 4180, CRLF line ends): `date` and one column per metric, oldest day first. Every
 * value is a date or a number, so nothing needs quoting and no cell can start a spreadsheet formula.
 */
export function analyticsCsv({ series }: AnalyticsResponse): string {
  const header = ['date', ...ANALYTICS_METRICS.map((metric) => ANALYTICS_CSV_COLUMNS[metric])];
  const rows = series.map((day) => [day.day, ...ANALYTICS_METRICS.map((metric) => (day[metric] === null ? '' : String(day[metric])))]);
  return [header, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** `analytics-12-2026-08-29-to-2026-11-26.csv`: which business and which days, so two downloads never share a name. */
export const analyticsFileName = (businessId: number, { from, to }: AnalyticsResponse) => `analytics-${businessId}-${from}-to-${to}.csv`;
