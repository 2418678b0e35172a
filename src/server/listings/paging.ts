import { AppError } from '../errors.js';

/**
 * A page past the last one of a paged listing read (a stale link, an edited address) is refused with a message
 * naming the last page, rather than answering an empty page beside 'Showing 31-39 of 39'. Pages redirect instead
 * (routes.tsx, lastPageRedirect).
 */
export function refusePastLastPage(found: { rows: unknown[]; total: number }, page: number, pageSize: number) {
  if (found.rows.length > 0 || found.total === 0) return;
  const last = Math.max(1, Math.ceil(found.total / pageSize));
  throw new AppError('BAD_REQUEST', `Page ${page} is past the last page (${last})`, { page: `The last page is ${last}` });
}
