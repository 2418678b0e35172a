import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { ANALYTICS_METRICS, ANALYTICS_PERIODS, type AnalyticsMetric, type AnalyticsPeriod } from '#shared/analytics-options.js';
import type { AnalyticsResponse } from '#shared/analytics.js';
import { cn } from '../../lib/cn.js';
import { buttonClass } from '../ui/button.js';
import { Icon } from '../ui/icon.js';
import { Notice } from '../ui/notice.js';
import { formatChange, formatDay, formatFigure, metricLabel } from './analytics-format.js';
import { AnalyticsTable } from './analytics-table.js';

// uPlot and its stylesheet load only when this tab shows a chart, never with the dashboard.
const AnalyticsChart = lazy(() => import('./analytics-chart.js'));

/**
 * The Analytics tab's figures over time: 30 or 90 days, a tile per metric with its total and the change against the
 * period before (a tile picks the metric the chart draws), the chart, the numbers as a table, and a CSV download.
 */
export function AnalyticsOverTime({ businessId }: { businessId: number }) {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const [metric, setMetric] = useState<AnalyticsMetric>('views');
  // The other period's figures replace these once read: the chart, the tiles and an opened table stay meanwhile.
  const query = useQuery<AnalyticsResponse>({ queryKey: [apiPaths.ownerAnalytics(businessId, { days: String(days) })], placeholderData: keepPreviousData });
  const analytics = query.data;
  return (
    <section aria-labelledby="over-time-heading" aria-busy={query.isPlaceholderData} className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="over-time-heading" className="font-semibold text-slate-900">
          Over Time
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Period" className="inline-flex rounded-lg border border-slate-300 p-0.5">
            {ANALYTICS_PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                aria-pressed={days === period}
                onClick={() => setDays(period)}
                className={cn('focus-ring rounded-md px-3 py-1.5 text-sm font-semibold', days === period ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {period} days
              </button>
            ))}
          </div>
          <a href={apiPaths.ownerAnalyticsCsv(businessId, { days: String(days) })} download className={buttonClass('secondary', 'sm')}>
            <Icon name="file-text" className="size-4" />
            Download CSV
          </a>
        </div>
      </div>
      {query.isError ? (
        <Notice tone="danger" role="alert">The figures could not be loaded. Please try again later.</Notice>
      ) : !analytics ? (
        <p role="status" className="text-sm text-slate-600">
          Loading figures…
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {formatDay(analytics.from)} to {formatDay(analytics.to)}, days in UTC. Pick a figure to chart it.
          </p>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals for the period">
            {ANALYTICS_METRICS.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={metric === name}
                  onClick={() => setMetric(name)}
                  className={cn(
                    'focus-ring grid size-full content-start gap-1 rounded-lg border p-3 text-left',
                    metric === name ? 'border-teal-700 bg-teal-50' : 'border-slate-200 bg-white hover:bg-slate-50',
                  )}
                >
                  <span className="text-sm text-slate-600">{metricLabel(name)}</span>
                  <span className="text-2xl font-bold text-slate-900">{formatFigure(name, analytics.totals[name].total)}</span>
                  <span className="text-xs text-slate-600">{formatChange(name, analytics.totals[name], analytics.days)}</span>
                </button>
              </li>
            ))}
          </ul>
          {/* grid-cols-1 and min-w-0: a grid track would otherwise keep the widest content (the canvas, the table) and never let the chart shrink on a phone. */}
          <figure className="grid min-w-0 gap-2">
            <figcaption className="text-sm font-medium text-slate-800">
              {metricLabel(metric)} per day
            </figcaption>
            <Suspense fallback={<div role="status" className="flex h-60 items-center justify-center text-sm text-slate-600">Loading chart…</div>}>
              <AnalyticsChart series={analytics.series} metric={metric} />
            </Suspense>
          </figure>
          <AnalyticsTable analytics={analytics} />
        </>
      )}
    </section>
  );
}
