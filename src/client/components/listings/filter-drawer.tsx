import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button.js';

// The dialog (Radix) loads on the first open, not with the page: most visitors never open the drawer.
const FilterDrawerDialog = lazy(() => import('./filter-drawer-dialog.js'));

type Props = {
  /** The filters (the page's FilterSidebar). */
  children: ReactNode;
  /** Matches of the filters as they are now (the page's read follows every change). */
  total: number;
  /** The read for the latest change is under way: the count is the previous one. */
  busy: boolean;
  filterCount: number;
  disabled?: boolean;
};

/**
 * Small screens: the filters in a modal panel (the kit's Dialog: focus kept inside, Escape closes) instead of a
 * tall block above the results. Each choice applies at once, so 'Show N results' names the real count.
 */
export function FilterDrawer({ children, total, busy, filterCount, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Back to the Filters button on close (the kit's dialog has no trigger of its own to return to), unless the
  // visitor has already moved focus somewhere else.
  useEffect(() => {
    if (wasOpen.current && !open) {
      const timer = setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) trigger.current?.focus();
      }, 0);
      wasOpen.current = false;
      return () => clearTimeout(timer);
    }
    wasOpen.current = open;
  }, [open]);
  const label = busy ? 'Updating results…' : `Show ${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
  return (
    <>
      <Button ref={trigger} variant="secondary" aria-haspopup="dialog" aria-expanded={open} disabled={disabled} onClick={() => setOpen(true)} className="w-full">
        Filters
        {filterCount ? <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs text-white">{filterCount}</span> : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FilterDrawerDialog open={open} onOpenChange={setOpen} label={label}>
            {children}
          </FilterDrawerDialog>
        </Suspense>
      ) : null}
    </>
  );
}
