import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { createSession } from '../../src/server/auth/sessions.js';
import { sessionCookieName } from '../../src/server/auth/cookies.js';
import { businesses } from '../../src/server/db/schema.js';
import { REPORT_RATE_LIMIT, REVIEW_WRITE_RATE_LIMIT } from '../../src/server/reviews/rate-limits.js';
import type { App } from '../../src/server/app-types.js';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { REVIEW_MESSAGES, reviewResponseSchema } from '#shared/reviews.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { call, newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, reviewText, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 22, items 1, 4 and 8: owners and their own businesses' reviews, reviews edited after staff kept them, and flood limits. */

let ctx: TestContext;
let world: ReviewWorld;
let staffCookie: string;

beforeAll(async () => {
  let staff: TestUser;
  ({ ctx, world, staff } = await reviewSetting());
  staffCookie = staff.cookie;
});

const messageOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).message;
const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, messageOf(response)];
const post = (url: string, cookie: string, payload?: object) => call(ctx.app, { method: 'POST', url, cookie, payload });
const report = (reviewId: number, cookie: string, reason = 'Abusive language') => post(apiPaths.reviewReport(reviewId), cookie, { reason });
const queuedReview = async (reviewId: number) => {
  const queue = adminQueueResponseSchema.parse((await call(ctx.app, { method: 'GET', url: apiPaths.admin.queue, cookie: staffCookie })).json());
  return queue.reviews.items.find((item) => item.id === reviewId);
};

/** One person, one account, signed in both ways: the customer session and the owner session of the same user. */
async function personWithBothSessions(): Promise<{ customer: TestUser; owner: TestUser }> {
  const customer = await newCustomer(ctx.deps, 'Olga', 'Selfish');
  const { token } = await createSession(ctx.deps.db, customer.id, 'business_owner');
  return { customer, owner: { ...customer, cookie: `${sessionCookieName(ctx.deps.config)}=${token}` } };
}

describe('the owner of a business and its reviews (one account, whichever way they signed in)', () => {
  it('cannot review their own business, nor report its reviews or their photos', async () => {
    const person = await personWithBothSessions();
    const business = await reviewableBusiness(ctx.deps, world, { owner: person.owner });

    const review = await post(apiPaths.businessReviews(business.id), person.customer.cookie, { rating: 5, text: reviewText('best shop in town') });
    expect(refusal(review)).toEqual([403, REVIEW_MESSAGES.ownBusinessReview]);

    const stranger = await newCustomer(ctx.deps);
    const honest = await writeReview(ctx.app, stranger, business.id, 1);
    for (const session of [person.customer, person.owner]) {
      expect(refusal(await report(honest.id, session.cookie))).toEqual([403, REVIEW_MESSAGES.ownBusinessReport]);
    }
    // Anyone else may still report it.
    expect((await report(honest.id, (await newCustomer(ctx.deps)).cookie)).statusCode).toBe(202);

    const { payload, headers } = multipartBody(await jpegOf(320, 240));
    const uploaded = await ctx.app.inject({ method: 'POST', url: apiPaths.reviewPhotos(honest.id), payload, headers: { ...headers, cookie: stranger.cookie } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = reviewResponseSchema.parse(uploaded.json()).review.photos[0]!.id;
    for (const session of [person.customer, person.owner]) {
      const photoReport = await post(apiPaths.reviewPhotoReport(honest.id, photoId), session.cookie, { reason: 'Not my shop' });
      expect(refusal(photoReport)).toEqual([403, REVIEW_MESSAGES.ownBusinessPhotoReport]);
    }
  });

  it('who reviewed a business before owning it can neither reply to that review nor change it', async () => {
    const person = await personWithBothSessions();
    const business = await reviewableBusiness(ctx.deps, world);
    const own = await writeReview(ctx.app, person.customer, business.id, 5, reviewText('written before the claim'));
    // Their claim is approved: the same account is now the verified owner.
    await ctx.deps.db.update(businesses).set({ ownerId: person.owner.id, isClaimed: true, isVerified: true }).where(eq(businesses.id, business.id));

    const reply = await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(own.id), cookie: person.owner.cookie, payload: { text: 'Thank you!' } });
    expect(refusal(reply)).toEqual([403, REVIEW_MESSAGES.ownReviewReply]);
    const edit = await call(ctx.app, { method: 'PATCH', url: apiPaths.review(own.id), cookie: person.customer.cookie, payload: { rating: 5, text: reviewText('now even better') } });
    expect(refusal(edit)).toEqual([403, REVIEW_MESSAGES.ownBusinessReview]);
    // Other customers' reviews still get the owner's reply.
    const other = await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 4);
    expect((await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(other.id), cookie: person.owner.cookie, payload: { text: 'Thanks!' } })).statusCode).toBe(200);
  });
});

describe('a review after staff decided its reports', () => {
  it("edited after Keep: back in the staff queue, marked 'edited after review', until staff decide again", async () => {
    const business = await reviewableBusiness(ctx.deps, world, { owner: await newOwnerAccount(ctx.deps) });
    const author = await newCustomer(ctx.deps);
    const review = await writeReview(ctx.app, author, business.id, 3, reviewText('ordinary visit'));
    expect((await report(review.id, (await newCustomer(ctx.deps)).cookie, 'Seems fake')).statusCode).toBe(202);
    expect(await queuedReview(review.id)).toMatchObject({ editedAfterReview: false });
    expect((await post(apiPaths.admin.keepReview(review.id), staffCookie)).statusCode).toBe(200);
    expect(await queuedReview(review.id)).toBeUndefined();

    const abusive = reviewText('rewritten into insults after it was kept');
    const edited = await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie: author.cookie, payload: { rating: 1, text: abusive } });
    expect(edited.statusCode).toBe(200);
    const item = await queuedReview(review.id);
    expect(item).toMatchObject({ editedAfterReview: true, review: { rating: 1, text: abusive }, reports: [] });
    // A second edit keeps one entry, waiting since the first.
    await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie: author.cookie, payload: { rating: 2 } });
    expect((await queuedReview(review.id))?.submittedAt).toBe(item!.submittedAt);

    expect((await post(apiPaths.admin.hideReview(review.id), staffCookie)).statusCode).toBe(200);
    expect(await queuedReview(review.id)).toBeUndefined();
    expect((await post(apiPaths.admin.keepReview(review.id), staffCookie)).statusCode).toBe(409);
  });

  it('an edit of a review nobody reported, or reported and not yet decided, is not marked', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const author = await newCustomer(ctx.deps);
    const review = await writeReview(ctx.app, author, business.id, 4);
    await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie: author.cookie, payload: { rating: 2 } });
    expect(await queuedReview(review.id)).toBeUndefined();
    expect((await report(review.id, (await newCustomer(ctx.deps)).cookie)).statusCode).toBe(202);
    await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie: author.cookie, payload: { rating: 1 } });
    expect(await queuedReview(review.id)).toMatchObject({ editedAfterReview: false, review: { rating: 1 } });
  });

  it("a reporter's new report after Keep is a new report: queued, and staff can hide the review", async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const review = await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 1);
    const reporter = await newCustomer(ctx.deps);
    expect((await report(review.id, reporter.cookie, 'Rude')).statusCode).toBe(202);
    expect((await post(apiPaths.admin.keepReview(review.id), staffCookie)).statusCode).toBe(200);

    expect((await report(review.id, reporter.cookie, 'Still rude, and now a threat')).statusCode).toBe(202);
    // A double click while it waits is still one report.
    expect((await report(review.id, reporter.cookie, 'Again')).statusCode).toBe(202);
    expect((await queuedReview(review.id))?.reports.map((r) => r.reason)).toEqual(['Still rude, and now a threat']);
    expect((await post(apiPaths.admin.hideReview(review.id), staffCookie)).statusCode).toBe(200);
  });
});

describe('per-account limits on reviews and reports', () => {
  let secondApp: App;
  beforeAll(async () => {
    // A second process of the same deployment: same database, its own memory.
    secondApp = await buildApp(ctx.deps);
  });
  afterAll(() => secondApp.close());

  it(`a customer writes ${REVIEW_WRITE_RATE_LIMIT.max} reviews an hour, counted across processes; the next answers 429`, async () => {
    const customer = await newCustomer(ctx.deps);
    const write = async (app: App) => {
      const business = await reviewableBusiness(ctx.deps, world);
      return call(app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: customer.cookie, payload: { rating: 1, text: reviewText() } });
    };
    for (let i = 0; i < REVIEW_WRITE_RATE_LIMIT.max; i += 1) expect((await write(i % 2 === 0 ? ctx.app : secondApp)).statusCode).toBe(201);
    for (const app of [ctx.app, secondApp]) {
      const limited = await write(app);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(messageOf(limited)).toBeTruthy();
    }
    // Another customer is not affected.
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews((await reviewableBusiness(ctx.deps, world)).id), cookie: (await newCustomer(ctx.deps)).cookie, payload: { rating: 5, text: reviewText() } })).statusCode).toBe(201);
  });

  it(`an account sends ${REPORT_RATE_LIMIT.max} reports an hour; the next answers 429`, async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const reviews = [];
    for (let i = 0; i < 3; i += 1) reviews.push(await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 1));
    const reporter = await newOwnerAccount(ctx.deps);
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i += 1) expect((await report(reviews[i % reviews.length]!.id, reporter.cookie)).statusCode).toBe(202);
    const limited = await report(reviews[0]!.id, reporter.cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(reviews[0]!.id, (await newCustomer(ctx.deps)).cookie)).statusCode).toBe(202);
  });
});
