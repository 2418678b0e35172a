import { Icon } from '../ui/icon.js';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.js';
import { listingHref, type ListingState } from './listing-query.js';

/** Page numbers around the current one, with the first and last always present and gaps as null. */
export function pageWindow(current: number, last: number, radius = 1): (number | null)[] {
  const pages = new Set([1, last]);
  for (let page = Math.max(1, current - radius); page <= Math.min(last, current + radius); page++) pages.add(page);
  // Near an edge, show a few more so the row keeps its length.
  if (current <= 3) for (let page = 1; page <= Math.min(last, 4); page++) pages.add(page);
  if (current >= last - 2) for (let page = Math.max(1, last - 3); page <= last; page++) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(page - previous === 2 ? page - 1 : null);
    out.push(page);
  });
  return out;
}

const itemClass =
  'focus-ring inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium';

/**
 * 'Showing 1-10 of N' and Previous / page numbers / Next as real links (they work before the script loads and can
 * be opened in a new tab); shown when there are more results than fit one page.
 */
export function Pager({ state, total, pageSize }: { state: ListingState; total: number; pageSize: number }) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(state.page, last);
  const first = (current - 1) * pageSize + 1;
  const end = Math.min(total, current * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-700">
        Showing {first}-{end} of {total.toLocaleString('en-US')}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <PageLink state={state} page={current - 1} disabled={current <= 1}>
            <Icon name="chevron-left" className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </PageLink>
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={listingHref(state, { page })}
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                className={cn(itemClass, page === current ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          <PageLink state={state} page={current + 1} disabled={current >= last}>
            <span className="max-sm:sr-only">Next</span>
            <Icon name="chevron-right" className="size-4" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

function PageLink({ state, page, disabled, children }: { state: ListingState; page: number; disabled: boolean; children: ReactNode }) {
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(itemClass, 'cursor-not-allowed text-slate-400')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={listingHref(state, { page })} className={cn(itemClass, 'text-slate-700 hover:bg-slate-100')}>
      {children}
    </Link>
  );
}
