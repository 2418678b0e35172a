import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsMetric } from '#shared/analytics-options.js';
import type { AnalyticsDay } from '#shared/analytics.js';
import { formatFigure, metricLabel } from './analytics-format.js';

const HEIGHT = 240;
const TEAL = '#0f766e';
const utcDate = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/**
 * One metric per day as a uPlot line (loaded with this module, only when the Analytics tab shows it). The canvas is
 * hidden from assistive technology: the table beside it has the same numbers. The width follows the container, so
 * it fits a phone.
 */
export default function AnalyticsChart({ series, metric }: { series: AnalyticsDay[]; metric: AnalyticsMetric }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = series.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
    const values = series.map((day) => day[metric]);
    const rating = metric === 'averageRating';
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: utcDate,
        legend: { show: false },
        scales: { x: { time: true }, y: { range: rating ? [0, 5] : (_self, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        axes: [
          { stroke: '#475569', grid: { stroke: '#e2e8f0' } },
          { stroke: '#475569', grid: { stroke: '#e2e8f0' }, values: (_self, ticks) => ticks.map((tick) => (rating ? tick.toFixed(1) : Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [
          {},
          {
            label: metricLabel(metric),
            stroke: TEAL,
            width: 2,
            fill: 'rgba(15, 118, 110, 0.12)',
            points: { show: series.length <= 31 },
            value: (_self, value) => formatFigure(metric, value),
          },
        ],
      },
      [days, values],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, metric]);
  return <div ref={box} className="w-full min-w-0 overflow-hidden" data-testid="analytics-chart" aria-hidden="true" />;
}
