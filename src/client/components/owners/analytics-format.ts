import { ANALYTICS_METRIC_LABELS, type AnalyticsMetric } from '#shared/analytics-options.js';
import type { AnalyticsTotal } from '#shared/analytics.js';

/** A figure as the dashboard writes it: counts with thousands separators, ratings with one decimal, '–' for none. */
export function formatFigure(metric: AnalyticsMetric, value: number | null): string {
  if (value === null) return '–';
  return metric === 'averageRating' ? value.toFixed(1) : value.toLocaleString('en-US');
}

/** '+25% vs previous 30 days', '−0.2 stars vs ...', or why there is nothing to compare with. */
export function formatChange(metric: AnalyticsMetric, { change, previous }: AnalyticsTotal, days: number): string {
  const period = `previous ${days} days`;
  if (change === null) return previous === null || previous === 0 ? `None in the ${period}` : `Not comparable with the ${period}`;
  if (change === 0) return `No change vs ${period}`;
  const sign = change > 0 ? '+' : '−';
  const size = Math.abs(change);
  return metric === 'averageRating' ? `${sign}${size.toFixed(1)} stars vs ${period}` : `${sign}${size}% vs ${period}`;
}

/** '26 Nov 2026' for a UTC day written YYYY-MM-DD (the days are UTC days, whatever the browser's time zone). */
export function formatDay(day: string, withYear = true): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

export const metricLabel = (metric: AnalyticsMetric) => ANALYTICS_METRIC_LABELS[metric];
