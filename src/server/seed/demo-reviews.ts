import { DEMO_REVIEW_SOURCE } from '#shared/review-options.js';
import type { reviews } from '../db/schema.js';
import { FIRST_NAMES } from './demo-names.js';
import { REVIEW_CLOSERS, REVIEW_OPENERS, reviewMiddles, toneOf } from './demo-review-text.js';
import type { Random } from './prng.js';
import type { ServiceSeed } from './services-data.js';

type Category = ServiceSeed['category'];

// DEMO DATA: generated example reviews. They have no author account and are never hidden, edited, answered or voted on.
export type DemoReview = Required<Omit<typeof reviews.$inferInsert, 'userId' | 'status' | 'editedAt' | 'replyText' | 'replyAt' | 'helpfulCount'>>;

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

/** Most places have a handful of reviews, a few have hundreds: a log-normal count with a median of about 6. */
const MEDIAN_REVIEWS = 6;
const SPREAD = 1.3;
const MAX_REVIEWS = 900;
const NO_REVIEWS_SHARE = 0.08;

function reviewText(random: Random, rating: number, category: Category): string {
  const parts = [random.pick(REVIEW_OPENERS[rating] ?? [])];
  const middles = random.weighted([
    [0, 3],
    [1, 4],
    [2, 3],
  ] as const);
  parts.push(...random.sample(reviewMiddles(toneOf(rating), category), middles));
  if (random.chance(0.7)) parts.push(random.pick(REVIEW_CLOSERS[rating] ?? []));
  return parts.join(' ');
}

/** A standard normal draw (Box-Muller); 1 - next() keeps the logarithm away from zero. */
function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

/** How many reviews a business has: a long tail (about two thirds have 10 or fewer, about 1 in 70 has 100 or more). */
export function reviewCount(random: Random): number {
  if (random.chance(NO_REVIEWS_SHARE)) return 0;
  return Math.min(MAX_REVIEWS, Math.max(1, Math.round(MEDIAN_REVIEWS * Math.exp(SPREAD * normal(random)))));
}

/** The reviews of one business, dated between its creation and LAST_REVIEW_AT, worded as their stars say. */
export function generateReviews(random: Random, businessId: number, category: Category, createdAt: Date, firstId: number): DemoReview[] {
  const count = reviewCount(random);
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
    const rating = random.weighted([5, 4, 3, 2, 1].map((value, index) => [value, weights[index] ?? 1] as const));
    const initial = String.fromCharCode(65 + random.int(0, 25));
    result.push({
      id: firstId + i,
      businessId,
      userName: `${random.pick(FIRST_NAMES)} ${initial}.`,
      userImageUrl: null,
      rating,
      text: reviewText(random, rating, category),
      timeCreated: new Date(createdAt.getTime() + random.int(1, span) * DAY_MS + random.int(0, 86_399) * 1000),
      source: DEMO_REVIEW_SOURCE,
      reviewUrl: null,
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
