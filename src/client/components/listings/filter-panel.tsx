import type { ReactNode } from 'react';
import { Card } from '../ui/card.js';
import { FilterDrawer } from './filter-drawer.js';

type Props = {
  activeCount: number;
  /** Matches of the filters as they are, and whether the read for the latest change is under way (the drawer's button). */
  total: number;
  busy: boolean;
  /** Until the page has hydrated (the drawer cannot open before). */
  disabled?: boolean;
  /** The filters (FilterSidebar), shown in the sidebar on wide screens and in the drawer on small ones. */
  children: ReactNode;
};

/** The filters of a results page: beside the results on wide screens; on phones and tablets, a drawer. */
export function FilterPanel({ activeCount, total, busy, disabled, children }: Props) {
  return (
    <aside aria-label="Filters" className="mb-4 sm:mb-6 lg:mb-0">
      <div className="lg:hidden">
        <FilterDrawer total={total} busy={busy} filterCount={activeCount} disabled={disabled}>
          {children}
        </FilterDrawer>
      </div>
      <div className="hidden lg:sticky lg:top-20 lg:block">
        <Card as="div" padding="md">
          <h2 className="text-base font-semibold text-slate-900">Filters</h2>
          <div id="listing-filters" className="mt-4">
            {children}
          </div>
        </Card>
      </div>
    </aside>
  );
}
