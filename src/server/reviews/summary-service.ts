import { sql } from 'drizzle-orm';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { businesses, reviews } from '../db/schema.js';

/**
 * How many visible reviews gave 5, 4, 3, 2 and 1 stars, as a column of the business's own row (the business read
 * stays one statement); hidden reviews count nowhere. Select it with `businesses` in the query.
 */
export const ratingHistogramColumn = sql<number[]>`(select array[${sql.raw(
  [5, 4, 3, 2, 1].map((stars) => `(count(*) filter (where r.rating = ${stars}))::int`).join(', '),
)}] from ${reviews} r where r.business_id = ${businesses.id} and r.status = 'visible')`;

/** The column's counts as the answer gives them: one entry per rating, 5 stars first. */
export const toRatingHistogram = (counts: number[]): BusinessDetailResponse['ratingHistogram'] =>
  [5, 4, 3, 2, 1].map((stars, index) => ({ stars, count: Number(counts[index] ?? 0) }));
