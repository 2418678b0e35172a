import type { DashboardStats } from '#shared/owners.js';
import { StatTiles } from '../ui/stat-tile.js';

/** The dashboard's four figures: Profile Views, Contact Clicks, Average Rating, Reviews. */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  return (
    <StatTiles
      look="feature"
      items={[
        { label: 'Profile Views', value: stats.views.toLocaleString('en-US'), icon: 'eye' },
        { label: 'Contact Clicks', value: stats.clicks.toLocaleString('en-US'), icon: 'mouse-pointer-click' },
        { label: 'Average Rating', value: stats.rating, icon: 'star' },
        { label: 'Reviews', value: stats.reviewCount.toLocaleString('en-US'), icon: 'message-square' },
      ]}
    />
  );
}
