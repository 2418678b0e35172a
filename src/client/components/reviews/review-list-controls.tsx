import { useId } from 'react';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '#shared/review-options.js';
import { Button } from '../ui/button.js';
import { compactControlClass } from '../ui/input.js';

/**
 * 'Sort reviews': newest, highest or lowest rated first. A native select, like the results' 'Sort by': a public
 * page's sort control should not bring the Radix select into the page's first load.
 */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Sort reviews
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ReviewSort)} className={compactControlClass}>
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {REVIEW_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous / Page n of m / Next under a list of reviews; nothing when everything fits on one page. */
export function ReviewPager({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Review pages" className="mt-6 flex items-center justify-center gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
