import type { ReactNode } from 'react';

export type StatTile = { label: string; value: ReactNode; icon?: ReactNode };

/** A row of headline figures (coverage statistics, city facts). */
export function StatTiles({ items, label }: { items: StatTile[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <li key={item.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center gap-2 text-sm text-slate-600">
            {item.icon}
            {item.label}
          </div>
          <div className="mt-1 text-2xl font-bold text-slate-900">{item.value}</div>
        </li>
      ))}
    </ul>
  );
}
