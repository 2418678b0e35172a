import { ANALYTICS_METRICS } from '#shared/analytics-options.js';
import type { AnalyticsResponse } from '#shared/analytics.js';
import { formatDay, formatFigure, metricLabel } from './analytics-format.js';

/** Every day's figures as a table: what the chart shows, for screen readers and for anyone who wants the numbers. */
export function AnalyticsTable({ analytics }: { analytics: AnalyticsResponse }) {
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="focus-ring cursor-pointer rounded-lg px-4 py-3 font-medium text-slate-800">Show the numbers per day as a table</summary>
      {/* Scrolls on its own (90 rows, 8 columns on a phone), so it takes focus: the keyboard scrolls it too. */}
      <div tabIndex={0} role="region" aria-label="Figures per day" className="focus-ring max-h-96 overflow-auto border-t border-slate-200">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">
            Figures per day from {formatDay(analytics.from)} to {formatDay(analytics.to)} (UTC days), newest first
          </caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Day
              </th>
              {ANALYTICS_METRICS.map((metric) => (
                <th key={metric} scope="col" className="px-3 py-2 font-semibold">
                  {metricLabel(metric)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...analytics.series].reverse().map((day) => (
              <tr key={day.day} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-slate-700">
                  {formatDay(day.day)}
                </th>
                {ANALYTICS_METRICS.map((metric) => (
                  <td key={metric} className="px-3 py-1.5 text-slate-900">
                    {formatFigure(metric, day[metric])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
