import { beforeAll, describe, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { reviewResponseSchema } from '#shared/reviews.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import type { TestUser } from '../helpers/sign-in.js';
import { expectDeclaredAccess, itAnswersEachActor, type AccessCase, type AccessScene } from '../helpers/access-matrix.js';
import type { TestContext } from '../helpers/test-app.js';
import { actorCookies, call, reviewSetting, newCustomer, newOwnerAccount, reviewableBusiness, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/**
 * Issue 15 part 5: who may make each review photo call. For every call, a fresh business, review (with one reported
 * photo), then each of: a visitor, the review's author, another customer, the business's owner, another owner, staff.
 */

let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, world, staff } = await reviewSetting());
});

type Scene = AccessScene & { reviewId: number; photoId: number };

const uploadRequest = (reviewId: number, bytes: Buffer, cookie: string | undefined) => {
  const { payload, headers } = multipartBody(bytes);
  return ctx.app.inject({ method: 'POST', url: apiPaths.reviewPhotos(reviewId), payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
};

async function scene(): Promise<Scene> {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner });
  const customer = await newCustomer(ctx.deps);
  const review = await writeReview(ctx.app, customer, business.id, 4);
  const added = await uploadRequest(review.id, await jpegOf(300, 240), customer.cookie);
  const photoId = reviewResponseSchema.parse(added.json()).review.photos[0]!.id;
  // Reported, so staff have something to keep.
  const reporter = await newCustomer(ctx.deps);
  await call(ctx.app, { method: 'POST', url: apiPaths.reviewPhotoReport(review.id, photoId), cookie: reporter.cookie, payload: { reason: 'Check it' } });
  return {
    reviewId: review.id,
    photoId,
    cookies: await actorCookies(ctx.deps, { author: customer, owner, staff }),
  };
}

const CASES: AccessCase<Scene>[] = [
  {
    name: 'POST /api/reviews/{id}/photos',
    send: async (s, cookie) => uploadRequest(s.reviewId, await jpegOf(300, 240), cookie),
    expected: { anonymous: 401, customer: 201, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 403 },
  },
  {
    name: 'DELETE /api/reviews/{id}/photos/{photoId}',
    send: (s, cookie) => call(ctx.app, { method: 'DELETE', url: apiPaths.reviewPhoto(s.reviewId, s.photoId), cookie }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 403 },
  },
  {
    // The review's author may not report its photos, nor may the business's owner (issue 22: no reports on your own
    // business); anyone else signed in may.
    name: 'POST /api/reviews/{id}/photos/{photoId}/report',
    send: (s, cookie) => call(ctx.app, { method: 'POST', url: apiPaths.reviewPhotoReport(s.reviewId, s.photoId), cookie, payload: { reason: 'Not this place' } }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 202, owner: 403, otherOwner: 202, staff: 202 },
  },
  {
    name: 'POST /api/admin/review-photos/{id}/remove',
    send: (s, cookie) => call(ctx.app, { method: 'POST', url: apiPaths.admin.removeReviewPhoto(s.photoId), cookie }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 200 },
  },
  {
    name: 'POST /api/admin/review-photos/{id}/keep',
    send: (s, cookie) => call(ctx.app, { method: 'POST', url: apiPaths.admin.keepReviewPhoto(s.photoId), cookie }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 200 },
  },
];

describe('review photo calls: the access matrix', () => {
  itAnswersEachActor(CASES, scene);

  it('every new call is in the OpenAPI document, with its declared access', async () => {
    await expectDeclaredAccess(ctx.app, [
      ['/api/reviews/{id}/photos', 'post', 'customer'],
      ['/api/reviews/{id}/photos/{photoId}', 'delete', 'customer'],
      ['/api/reviews/{id}/photos/{photoId}/report', 'post', 'signed-in'],
      ['/api/admin/review-photos/{id}/remove', 'post', 'staff'],
      ['/api/admin/review-photos/{id}/keep', 'post', 'staff'],
    ]);
  });
});
