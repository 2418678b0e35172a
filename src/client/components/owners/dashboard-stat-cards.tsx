import { Eye, MessageSquare, MousePointerClick, Star } from 'lucide-react';
import type { DashboardStats } from '../../../shared/owners.js';
import { StatTiles } from '../ui/stat-tile.js';

/** Profile Views, Contact Clicks, Average Rating, Reviews (spec section 2). */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  return (
    <StatTiles
      look="feature"
      items={[
        { label: 'Profile Views', value: stats.views.toLocaleString('en-US'), icon: Eye },
        { label: 'Contact Clicks', value: stats.clicks.toLocaleString('en-US'), icon: MousePointerClick },
        { label: 'Average Rating', value: stats.rating, icon: Star },
        { label: 'Reviews', value: stats.reviewCount.toLocaleString('en-US'), icon: MessageSquare },
      ]}
    />
  );
}
