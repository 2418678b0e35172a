import { useEffect, useRef } from 'react';
import { listingSearch, type ListingState } from './listing-query.js';

/**
 * A new page of the same results (the pager): bring the results' heading into view and move focus there, as a page
 * load would. A search or filter change also goes back to page 1, but then focus stays where the visitor is
 * (typing 'good boy' in the search box on page 2 must not lose the box after the first letter).
 */
export function useResultsFocus(state: ListingState) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ page: state.page, rest: listingSearch({ ...state, page: 1 }).toString() });
  useEffect(() => {
    const rest = listingSearch({ ...state, page: 1 }).toString();
    const before = shown.current;
    shown.current = { page: state.page, rest };
    if (state.page === before.page || rest !== before.rest) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  });
  return heading;
}
