import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, reviews } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { reviewListSchema, reviewResponseSchema } from '#shared/reviews.js';
import type { TestContext } from '../helpers/test-app.js';
import { call, newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/**
 * Issue 28 item 1: a review's permanent link (`/business/{id}#review-{id}`) must open it even when it is not on the
 * list's first page, so one visible review can be read by its id; nothing hidden is readable that way.
 */

let ctx: TestContext;
let world: ReviewWorld;

beforeAll(async () => {
  ({ ctx, world } = await reviewSetting());
});

describe('GET /api/reviews/{id}', () => {
  it('answers a visible review as the list shows it, and keeps it out of shared caches', async () => {
    const business = await reviewableBusiness(ctx.deps, world, { owner: await newOwnerAccount(ctx.deps) });
    const long = `${'We walked in without an appointment and the team made room for us. '.repeat(4)}The end of the story.`;
    const written = await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 5, long);

    const response = await call(ctx.app, { method: 'GET', url: apiPaths.review(written.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { review } = reviewResponseSchema.parse(response.json());
    expect(review.text).toBe(long);
    const [listed] = reviewListSchema.parse((await call(ctx.app, { method: 'GET', url: apiPaths.businessReviews(business.id) })).json());
    expect(review).toEqual(listed);
  });

  it('answers 404 for a hidden review, a review of a listing that is not public, and an id that never was', async () => {
    const business = await reviewableBusiness(ctx.deps, world, { owner: await newOwnerAccount(ctx.deps) });
    const hidden = await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 2);
    await ctx.deps.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, hidden.id));
    const pendingBusiness = await reviewableBusiness(ctx.deps, world, { owner: await newOwnerAccount(ctx.deps) });
    const ofPending = await writeReview(ctx.app, await newCustomer(ctx.deps), pendingBusiness.id, 4);
    await ctx.deps.db.update(businesses).set({ status: 'pending' }).where(eq(businesses.id, pendingBusiness.id));

    for (const id of [hidden.id, ofPending.id, 2_000_000_000]) {
      const response = await call(ctx.app, { method: 'GET', url: apiPaths.review(id) });
      expect(response.statusCode, `review ${id}`).toBe(404);
      expect(response.json().message).toBe('Review not found');
    }
  });

  it('answers 400 with a message for a malformed id', async () => {
    const response = await call(ctx.app, { method: 'GET', url: apiPaths.review('abc') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
