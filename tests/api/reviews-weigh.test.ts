import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { businessDetailResponseSchema } from '#shared/listings.js';
import { helpfulVoteResponseSchema, myHelpfulVotesSchema, REVIEW_MESSAGES } from '#shared/reviews.js';
import { reviews } from '../../src/server/db/schema.js';
import { lockBusiness, refreshRating } from '../../src/server/reviews/rating.js';
import { readReviewList } from '../helpers/review-list.js';
import type { TestContext } from '../helpers/test-app.js';
import { call, newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 27 item 4: the rating histogram, the star filter and 'Helpful' votes, with the public cache on. */

let ctx: TestContext;
let world: ReviewWorld;

beforeAll(async () => {
  ({ ctx, world } = await reviewSetting({ PUBLIC_CACHE: 'on' }));
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const histogramOf = async (businessId: number) => businessDetailResponseSchema.parse((await get(apiPaths.business(businessId))).json()).ratingHistogram;

/** A public business with reviews of these ratings, each by its own customer; the last one hidden by staff. */
async function reviewedBusiness(ratings: number[], hidden?: number) {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner });
  const written = [];
  for (const rating of ratings) {
    const author = await newCustomer(ctx.deps);
    written.push({ author, review: await writeReview(ctx.app, author, business.id, rating) });
  }
  if (hidden !== undefined) {
    const author = await newCustomer(ctx.deps);
    const review = await writeReview(ctx.app, author, business.id, hidden);
    // As a staff decision would: hidden, and the business's rating and count recomputed.
    await ctx.deps.db.transaction(async (tx) => {
      await lockBusiness(tx, business.id);
      await tx.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, review.id));
      await refreshRating(tx, business.id);
    });
  }
  return { business, owner, written };
}

describe('rating histogram and star filter', () => {
  it('counts visible reviews per star (hidden ones nowhere) and filters the list by stars, paging included', async () => {
    const { business } = await reviewedBusiness([5, 5, 4, 1, 5], 3);
    expect(await histogramOf(business.id)).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
    const fives = await readReviewList(ctx.app, business.id, { stars: '5', pageSize: '2' });
    expect(fives.total).toBe(3);
    expect(fives.reviews.map((review) => review.rating)).toEqual([5, 5]);
    // The next page keeps the filter.
    expect(fives.links.next).toContain('stars=5');
    const next = await readReviewList(ctx.app, fives.links.next!);
    expect(next.reviews.map((review) => review.rating)).toEqual([5]);
    expect((await readReviewList(ctx.app, business.id, { stars: '3' })).total).toBe(0);
    expect((await readReviewList(ctx.app, business.id, { stars: '1' })).reviews.map((review) => review.rating)).toEqual([1]);
    expect((await readReviewList(ctx.app, business.id)).total).toBe(5);
    for (const stars of ['6', '0', '05', 'five']) {
      const refused = await get(apiPaths.businessReviews(business.id, { stars }));
      expect(refused.statusCode, stars).toBe(400);
      expect(errorBodySchema.parse(refused.json()).message).toMatch(/stars must be a whole number from 1 to 5/);
    }
  });

  it('follows a new review at once (the public cache on), and is on the business page as markup', async () => {
    const { business } = await reviewedBusiness([4]);
    await get(apiPaths.business(business.id));
    expect((await get(apiPaths.business(business.id))).headers['x-cache']).toBe('hit');
    await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 2);
    expect((await histogramOf(business.id)).map((bar) => bar.count)).toEqual([0, 1, 0, 1, 0]);
    const page = (await get(`/business/${business.id}`)).body;
    expect(page).toContain('Rating breakdown');
  });
});

describe("'Helpful' votes", () => {
  it('one vote per signed-in person, none on their own review or on reviews of their own business; withdrawn on DELETE', async () => {
    const { business, owner, written } = await reviewedBusiness([5, 3]);
    const [first, second] = written;
    const review = first!.review;
    const vote = (cookie: string | undefined, method: 'PUT' | 'DELETE' = 'PUT', id = review.id) => call(ctx.app, { method, url: apiPaths.reviewHelpful(id), cookie });

    const reader = await newCustomer(ctx.deps, 'Rita');
    const given = await vote(reader.cookie);
    expect(given.statusCode).toBe(200);
    expect(helpfulVoteResponseSchema.parse(given.json())).toEqual({ reviewId: review.id, helpfulCount: 1, voted: true });
    // Again: still one vote.
    expect(helpfulVoteResponseSchema.parse((await vote(reader.cookie)).json())).toMatchObject({ helpfulCount: 1, voted: true });
    // Another person, an owner of another business this time, counts too.
    const otherOwner = await newOwnerAccount(ctx.deps, 'Omar');
    expect(helpfulVoteResponseSchema.parse((await vote(otherOwner.cookie)).json()).helpfulCount).toBe(2);

    const own = await vote(first!.author.cookie);
    expect(own.statusCode).toBe(403);
    expect(errorBodySchema.parse(own.json()).message).toBe(REVIEW_MESSAGES.ownHelpful);
    const ownBusiness = await vote(owner.cookie);
    expect(ownBusiness.statusCode).toBe(403);
    expect(errorBodySchema.parse(ownBusiness.json()).message).toBe(REVIEW_MESSAGES.ownBusinessHelpful);
    expect((await vote(undefined)).statusCode).toBe(401);
    expect((await vote(reader.cookie, 'PUT', 2147483647)).statusCode).toBe(404);

    // The viewer's own votes, for their pressed buttons.
    const mine = await get(apiPaths.businessHelpfulVotes(business.id), reader.cookie);
    expect(myHelpfulVotesSchema.parse(mine.json())).toEqual({ reviewIds: [review.id] });
    expect(mine.headers['cache-control']).toMatch(/no-store/);
    expect((await get(apiPaths.businessHelpfulVotes(business.id))).statusCode).toBe(401);

    const withdrawn = await vote(reader.cookie, 'DELETE');
    expect(helpfulVoteResponseSchema.parse(withdrawn.json())).toEqual({ reviewId: review.id, helpfulCount: 1, voted: false });
    expect(helpfulVoteResponseSchema.parse((await vote(reader.cookie, 'DELETE')).json()).helpfulCount).toBe(1);
    expect(myHelpfulVotesSchema.parse((await get(apiPaths.businessHelpfulVotes(business.id), reader.cookie)).json())).toEqual({ reviewIds: [] });

    // The public list shows the counts (fresh after each vote, the cache on) and sorts by them.
    const listed = async (query: Record<string, string> = {}) => (await readReviewList(ctx.app, business.id, query)).reviews;
    await listed();
    expect((await listed()).find((r) => r.id === review.id)?.helpfulCount).toBe(1);
    for (const voter of [await newCustomer(ctx.deps), await newCustomer(ctx.deps)]) await vote(voter.cookie, 'PUT', second!.review.id);
    expect((await listed()).find((r) => r.id === second!.review.id)?.helpfulCount).toBe(2);
    expect((await listed({ sort: 'helpful' })).map((r) => [r.id, r.helpfulCount])).toEqual([
      [second!.review.id, 2],
      [review.id, 1],
    ]);
  });

  it('refuses votes on a hidden review as not found', async () => {
    const { written } = await reviewedBusiness([4]);
    const review = written[0]!.review;
    await ctx.deps.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, review.id));
    const reader = await newCustomer(ctx.deps);
    const refused = await call(ctx.app, { method: 'PUT', url: apiPaths.reviewHelpful(review.id), cookie: reader.cookie });
    expect(refused.statusCode).toBe(404);
  });
});
