import { Icon, type IconName } from './icon.js';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { cardClassFor } from './card.js';

export type StatTileItem = { label: string; value: ReactNode; icon?: IconName };

/**
 * How a row of figures sits on its page: `tile` small cards with the icon beside the label (directory facts),
 * `feature` cards led by a large icon (dashboards), `plain` centred figures in a band (the home page).
 */
export type StatTileLook = 'tile' | 'feature' | 'plain';

const TILE_CLASS: Record<StatTileLook, string> = {
  tile: cardClassFor('sm'),
  feature: cardClassFor('none', 'raised', 'flex items-center gap-3 p-4 sm:gap-4 sm:p-5'),
  plain: 'flex flex-col items-center gap-1 px-2 text-center',
};
const LIST_CLASS: Record<StatTileLook, string> = {
  tile: 'grid grid-cols-2 gap-3 sm:grid-cols-4',
  feature: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4',
  plain: 'grid grid-cols-3 divide-x divide-slate-200',
};

/** One headline figure with its label (and icon). */
export function StatTile({ label, value, icon, look = 'tile' }: StatTileItem & { look?: StatTileLook }) {
  if (look === 'feature') {
    return (
      <li className={TILE_CLASS.feature}>
        {icon ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700 sm:size-11">
            <Icon name={icon} className="size-5" />
          </span>
        ) : null}
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-bold text-slate-900">{value}</p>
        </div>
      </li>
    );
  }
  if (look === 'plain') {
    return (
      <li className={TILE_CLASS.plain}>
        {icon ? <Icon name={icon} className="size-5 text-teal-700" /> : null}
        <span className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{value}</span>
        <span className="text-sm text-slate-600">{label}</span>
      </li>
    );
  }
  return (
    <li className={TILE_CLASS.tile}>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        {icon ? <Icon name={icon} className="size-4 text-teal-700" /> : null}
        {label}
      </div>
      <div className="mt-1 text-2xl font-bold text-slate-900">{value}</div>
    </li>
  );
}

/** A row of headline figures: directory and city facts, dashboard counters, the home page's statistics. */
export function StatTiles({ items, label, look = 'tile', className }: {
  items: readonly StatTileItem[];
  /** The list's accessible name; leave it out when a labelled region around it already names the figures. */
  label?: string;
  look?: StatTileLook;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn(LIST_CLASS[look], className)}>
      {items.map((item) => (
        <StatTile key={item.label} {...item} look={look} />
      ))}
    </ul>
  );
}
