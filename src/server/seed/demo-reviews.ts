import type { reviews } from '../db/schema.js';
import { FIRST_NAMES } from './demo-names.js';
import { REVIEW_CLOSERS, REVIEW_MIDDLES, REVIEW_OPENERS } from './demo-text.js';
import type { Random } from './prng.js';

export type DemoReview = Required<typeof reviews.$inferInsert>;

const DAY_MS = 86_400_000;
/** Reviews stop at a fixed date, so the data set does not depend on when it is generated. */
const LAST_REVIEW_AT = Date.UTC(2025, 5, 30);

/** How well a demo business is liked: the weights of ratings 5, 4, 3, 2, 1. */
const QUALITY_TIERS: readonly (readonly number[])[] = [
  [70, 22, 5, 2, 1],
  [45, 35, 12, 5, 3],
  [25, 35, 20, 12, 8],
  [10, 20, 30, 22, 18],
];

function reviewText(random: Random, rating: number): string {
  const parts = [random.pick(REVIEW_OPENERS[rating] ?? [])];
  const middles = random.weighted([
    [0, 3],
    [1, 4],
    [2, 3],
  ] as const);
  parts.push(...random.sample(REVIEW_MIDDLES, middles));
  if (random.chance(0.7)) parts.push(random.pick(REVIEW_CLOSERS[rating] ?? []));
  return parts.join(' ');
}

/** 0-12 reviews for one business (about 8 % get none), dated between its creation and LAST_REVIEW_AT. */
export function generateReviews(random: Random, businessId: number, createdAt: Date, firstId: number): DemoReview[] {
  const count = random.chance(0.08) ? 0 : random.int(1, 12);
  const tier = random.weighted([
    [0, 35],
    [1, 35],
    [2, 20],
    [3, 10],
  ] as const);
  const weights = QUALITY_TIERS[tier] ?? [1, 1, 1, 1, 1];
  const span = Math.max(1, Math.floor((LAST_REVIEW_AT - createdAt.getTime()) / DAY_MS));
  const result: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const rating = random.weighted([5, 4, 3, 2, 1].map((value, index) => [value, weights[index] ?? 1] as const));
    const source = random.chance(0.6) ? 'yelp' : 'foursquare';
    const initial = String.fromCharCode(65 + random.int(0, 25));
    result.push({
      id,
      businessId,
      userName: `${random.pick(FIRST_NAMES)} ${initial}.`,
      userImageUrl: null,
      rating,
      text: reviewText(random, rating),
      timeCreated: new Date(createdAt.getTime() + random.int(1, span) * DAY_MS + random.int(0, 86_399) * 1000),
      source,
      reviewUrl: random.chance(0.5) ? `https://${source}.example.com/reviews/${id}` : null,
    });
  }
  return result;
}

/** The business row's rating: the mean of its reviews to one decimal, as the NUMERIC(2,1) string. */
export function averageRating(list: readonly DemoReview[]): string {
  if (list.length === 0) return '0.0';
  const sum = list.reduce((total, review) => total + review.rating, 0);
  // Integer arithmetic before the one division: rounds half up like PostgreSQL's round(numeric, 1).
  return (Math.round((sum * 10) / list.length) / 10).toFixed(1);
}
