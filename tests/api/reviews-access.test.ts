import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { reviewListSchema } from '#shared/reviews.js';
import type { TestUser } from '../helpers/sign-in.js';
import { expectDeclaredAccess, itAnswersEachActor, type AccessCase, type AccessScene, type Actor } from '../helpers/access-matrix.js';
import type { TestContext } from '../helpers/test-app.js';
import { actorCookies, call, reviewSetting, newCustomer, newOwnerAccount, reviewableBusiness, reviewText, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/**
 * Issue 13: who may make each new review call. For every call, a fresh business and review, then each of: a visitor,
 * the customer who wrote the review, another customer, the business's verified owner, another owner, staff.
 */

let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, world, staff } = await reviewSetting());
});

type Scene = AccessScene & { businessId: number; reviewId: number };

async function scene(): Promise<Scene> {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner });
  const customer = await newCustomer(ctx.deps);
  const review = await writeReview(ctx.app, customer, business.id, 4);
  // Reported, so staff have something to decide.
  const reporter = await newCustomer(ctx.deps);
  await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(review.id), cookie: reporter.cookie, payload: { reason: 'Check it' } });
  return {
    businessId: business.id,
    reviewId: review.id,
    cookies: await actorCookies(ctx.deps, { author: customer, owner, staff }),
  };
}

type Case = {
  name: string;
  request: (s: Scene) => { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object };
  expected: Record<Actor, number>;
};

const CASES: Case[] = [
  {
    name: 'GET /api/businesses/{id}/reviews',
    request: (s) => ({ method: 'GET', url: apiPaths.businessReviews(s.businessId) }),
    expected: { anonymous: 200, customer: 200, otherCustomer: 200, owner: 200, otherOwner: 200, staff: 200 },
  },
  {
    // 'customer' already reviewed this business: 409 is its right answer; another customer may review it.
    name: 'POST /api/businesses/{id}/reviews',
    request: (s) => ({ method: 'POST', url: apiPaths.businessReviews(s.businessId), payload: { rating: 5, text: reviewText() } }),
    expected: { anonymous: 401, customer: 409, otherCustomer: 201, owner: 403, otherOwner: 403, staff: 403 },
  },
  {
    name: 'GET /api/reviews/{id}',
    request: (s) => ({ method: 'GET', url: apiPaths.review(s.reviewId) }),
    expected: { anonymous: 200, customer: 200, otherCustomer: 200, owner: 200, otherOwner: 200, staff: 200 },
  },
  {
    name: 'PATCH /api/reviews/{id}',
    request: (s) => ({ method: 'PATCH', url: apiPaths.review(s.reviewId), payload: { rating: 3 } }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 403 },
  },
  {
    name: 'DELETE /api/reviews/{id}',
    request: (s) => ({ method: 'DELETE', url: apiPaths.review(s.reviewId) }),
    expected: { anonymous: 401, customer: 204, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 403 },
  },
  {
    name: 'PUT /api/reviews/{id}/reply',
    request: (s) => ({ method: 'PUT', url: apiPaths.reviewReply(s.reviewId), payload: { text: 'Thank you!' } }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, owner: 200, otherOwner: 403, staff: 403 },
  },
  {
    // Neither the author nor the business's owner may report the review; anyone else signed in may.
    name: 'POST /api/reviews/{id}/report',
    request: (s) => ({ method: 'POST', url: apiPaths.reviewReport(s.reviewId), payload: { reason: 'Looks fake' } }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 202, owner: 403, otherOwner: 202, staff: 202 },
  },
  {
    name: 'GET /api/customer/reviews',
    request: () => ({ method: 'GET', url: apiPaths.customerReviews }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 200, owner: 403, otherOwner: 403, staff: 403 },
  },
  {
    name: 'GET /api/dashboard/business/{id}/reviews',
    request: (s) => ({ method: 'GET', url: apiPaths.ownerReviews(s.businessId) }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, owner: 200, otherOwner: 403, staff: 403 },
  },
  {
    name: 'POST /api/admin/reviews/{id}/hide',
    request: (s) => ({ method: 'POST', url: apiPaths.admin.hideReview(s.reviewId) }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 200 },
  },
  {
    name: 'POST /api/admin/reviews/{id}/keep',
    request: (s) => ({ method: 'POST', url: apiPaths.admin.keepReview(s.reviewId) }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 200 },
  },
];

describe('review calls: the access matrix', () => {
  itAnswersEachActor(
    CASES.map(({ name, request, expected }): AccessCase<Scene> => ({ name, expected, send: (s, cookie) => call(ctx.app, { ...request(s), cookie }) })),
    scene,
  );

  it('every new call is in the OpenAPI document, with its declared access', async () => {
    await expectDeclaredAccess(ctx.app, [
      ['/api/businesses/{id}/reviews', 'get', 'public'],
      ['/api/businesses/{id}/reviews', 'post', 'customer'],
      ['/api/reviews/{id}', 'get', 'public'],
      ['/api/reviews/{id}', 'patch', 'customer'],
      ['/api/reviews/{id}', 'delete', 'customer'],
      ['/api/reviews/{id}/reply', 'put', 'owner'],
      ['/api/reviews/{id}/report', 'post', 'signed-in'],
      ['/api/customer/reviews', 'get', 'customer'],
      ['/api/dashboard/business/{id}/reviews', 'get', 'owner-of-business'],
      ['/api/admin/reviews/{id}/hide', 'post', 'staff'],
      ['/api/admin/reviews/{id}/keep', 'post', 'staff'],
    ]);
  });

  it("a visitor's page of reviews is public and cacheable", async () => {
    const s = await scene();
    const response = await call(ctx.app, { method: 'GET', url: apiPaths.businessReviews(s.businessId) });
    expect(reviewListSchema.parse(response.json())).toHaveLength(1);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.headers['cache-control']).toMatch(/public/);
  });
});
