import { Eye, MousePointerClick, Star, MessageSquare } from 'lucide-react';
import type { DashboardStats } from '../../../shared/owners.js';

/** Profile Views, Contact Clicks, Average Rating, Reviews (spec section 2). */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: 'Profile Views', value: stats.views.toLocaleString('en-US'), icon: Eye },
    { label: 'Contact Clicks', value: stats.clicks.toLocaleString('en-US'), icon: MousePointerClick },
    { label: 'Average Rating', value: stats.rating, icon: Star },
    { label: 'Reviews', value: stats.reviewCount.toLocaleString('en-US'), icon: MessageSquare },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-bold text-slate-900">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
