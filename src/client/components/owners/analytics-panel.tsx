import type { DashboardResponse } from '#shared/owners.js';
import { AnalyticsOverTime } from './analytics-over-time.js';
import { formatDate } from './status-badge.js';

/** Clicks over views as a rounded percent; 0 when there were no views. */
export const clickThroughRate = (views: number, clicks: number) => (views > 0 ? Math.round((clicks / views) * 100) : 0);

/** The Analytics tab: last 30 days from the daily counters, the listing's status, and the figures over time. */
export function AnalyticsPanel({ business, stats }: Pick<DashboardResponse, 'business' | 'stats'>) {
  const figures = [
    { label: 'Views (last 30 days)', value: stats.views.toLocaleString('en-US') },
    { label: 'Contact Clicks', value: stats.clicks.toLocaleString('en-US') },
    { label: 'Click-Through Rate', value: `${clickThroughRate(stats.views, stats.clicks)}%` },
    { label: 'Average Rating', value: stats.rating },
  ];
  const status = [
    { label: 'Claimed', value: business.isClaimed ? 'Yes' : 'No' },
    { label: 'Verification', value: business.isVerified ? 'Verified' : 'Pending' },
    { label: 'Mobile Service', value: business.isMobile ? 'Yes' : 'No' },
    { label: 'Listed Since', value: business.createdAt ? formatDate(business.createdAt) : 'N/A' },
  ];
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid gap-6 md:grid-cols-2">
        <FigureList id="performance-heading" title="Performance" rows={figures} />
        <FigureList id="listing-status-heading" title="Listing Status" rows={status} />
      </div>
      <AnalyticsOverTime businessId={business.id} />
    </div>
  );
}

function FigureList({ id, title, rows }: { id: string; title: string; rows: { label: string; value: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="grid gap-3">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex justify-between rounded-lg bg-slate-50 px-4 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
