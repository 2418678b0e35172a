import type { FastifyRequest } from 'fastify';

const HOUR_MS = 60 * 60_000;

/**
 * Per-account ceilings on review writes and reports, counted in the database (http/rate-limit-store.ts, decision
 * 0004), so they hold across app processes, sign-ins and sessions. A person reviews a few businesses a visit and
 * reports the odd review; the ceilings sit well above that and far below a script (30 one-star reviews in 4 s).
 * Each route counts on its own (the store keys by route), so review and photo reports have a ceiling each.
 */
const perAccount = (max: number) => ({
  max,
  timeWindow: HOUR_MS,
  // The access check runs first, so only signed-in accounts of the right kind reach the count.
  keyGenerator: (request: FastifyRequest) => `user:${request.session.user.id}`,
});

/** New reviews: ten businesses reviewed in one hour is more than anyone writes by hand. */
export const REVIEW_WRITE_RATE_LIMIT = perAccount(10);

/** Reports of reviews (and, separately, of review photos): twenty in one hour, a whole page of bad reviews twice over. */
export const REPORT_RATE_LIMIT = perAccount(20);

/** 'Helpful' votes given or withdrawn: a hundred in an hour is several long pages of reviews read closely. */
export const HELPFUL_VOTE_RATE_LIMIT = perAccount(100);
