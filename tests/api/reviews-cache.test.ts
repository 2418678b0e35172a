import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { businessDetailResponseSchema } from '#shared/listings.js';
import { readReviewList } from '../helpers/review-list.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { call, reviewSetting, newCustomer, newOwnerAccount, reviewableBusiness, reviewText, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 13: every review write drops the business's cached page and reads before its 2xx. */

let ctx: TestContext;
let world: ReviewWorld;
let staffCookie: string;

beforeAll(async () => {
  let staff: TestUser;
  ({ ctx, world, staff } = await reviewSetting({ PUBLIC_CACHE: 'on' }));
  staffCookie = staff.cookie;
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('review writes and the public-answer cache', () => {
  it('the business page, its reviews (every sort) and its detail are fresh after create, edit, reply, hide, keep and delete', async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    const page = `/business/${business.id}`;
    const reads = [page, apiPaths.business(business.id), apiPaths.businessReviews(business.id), apiPaths.businessReviews(business.id, { sort: 'lowest' }), world.pairPath];
    /** Each read twice: the second must come from the cache, so the check after the write proves an invalidation. */
    const warm = async () => {
      for (const url of reads) {
        await get(url);
        expect((await get(url)).headers['x-cache'], url).toBe('hit');
      }
    };
    const reviewsNow = (sort?: string) => readReviewList(ctx.app, business.id, sort ? { sort } : {});
    const ratingNow = async () => businessDetailResponseSchema.parse((await get(apiPaths.business(business.id))).json()).business;
    const pairNow = async () => (await get(world.pairPath)).json() as { businesses: { id: number; reviewCount: number }[] };

    const author = await newCustomer(ctx.deps);
    await warm();
    const created = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: author.cookie, payload: { rating: 2, text: reviewText('first') } });
    expect(created.statusCode).toBe(201);
    const reviewId = (created.json() as { review: { id: number } }).review.id;
    expect((await reviewsNow()).total).toBe(1);
    expect((await reviewsNow('lowest')).total).toBe(1);
    expect(await ratingNow()).toMatchObject({ rating: '2.0', reviewCount: 1 });
    expect((await pairNow()).businesses.find((b) => b.id === business.id)?.reviewCount).toBe(1);
    expect((await get(page)).body).toContain(reviewText('first'));

    await warm();
    expect((await call(ctx.app, { method: 'PATCH', url: apiPaths.review(reviewId), cookie: author.cookie, payload: { rating: 4, text: reviewText('edited') } })).statusCode).toBe(200);
    expect((await reviewsNow()).reviews[0]!.text).toBe(reviewText('edited'));
    expect(await ratingNow()).toMatchObject({ rating: '4.0' });
    expect((await get(page)).body).toContain(reviewText('edited'));

    await warm();
    expect((await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(reviewId), cookie: owner.cookie, payload: { text: 'Thanks for visiting us!' } })).statusCode).toBe(200);
    expect((await reviewsNow()).reviews[0]!.ownerReply?.text).toBe('Thanks for visiting us!');
    expect((await get(page)).body).toContain('Thanks for visiting us!');

    const reporter = await newCustomer(ctx.deps);
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(reviewId), cookie: reporter.cookie, payload: { reason: 'Spam' } })).statusCode).toBe(202);
    await warm();
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.admin.keepReview(reviewId), cookie: staffCookie })).statusCode).toBe(200);
    expect((await get(apiPaths.businessReviews(business.id))).headers['x-cache']).toBe('miss');
    expect((await reviewsNow()).total).toBe(1);

    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(reviewId), cookie: reporter.cookie, payload: { reason: 'Spam, again' } })).statusCode).toBe(202);
    await warm();
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.admin.hideReview(reviewId), cookie: staffCookie })).statusCode).toBe(200);
    expect((await reviewsNow()).total).toBe(0);
    expect((await reviewsNow('lowest')).reviews).toEqual([]);
    expect(await ratingNow()).toMatchObject({ rating: '0.0', reviewCount: 0 });
    expect((await pairNow()).businesses.find((b) => b.id === business.id)?.reviewCount).toBe(0);
    expect((await get(page)).body).not.toContain(reviewText('edited'));

    // Delete: a second, visible review goes away with its figures.
    const second = await newCustomer(ctx.deps);
    const again = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: second.cookie, payload: { rating: 5, text: reviewText('second') } });
    const secondId = (again.json() as { review: { id: number } }).review.id;
    await warm();
    expect(await ratingNow()).toMatchObject({ rating: '5.0', reviewCount: 1 });
    expect((await call(ctx.app, { method: 'DELETE', url: apiPaths.review(secondId), cookie: second.cookie })).statusCode).toBe(204);
    expect((await reviewsNow()).total).toBe(0);
    expect(await ratingNow()).toMatchObject({ rating: '0.0', reviewCount: 0 });
    expect((await get(page)).body).not.toContain(reviewText('second'));
  });

  it('sort and page are part of the cache key; unknown parameters are not', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const base = apiPaths.businessReviews(business.id);
    await get(`${base}?sort=highest`);
    expect((await get(`${base}?sort=highest&utm_source=x`)).headers['x-cache']).toBe('hit');
    expect((await get(`${base}?sort=lowest`)).headers['x-cache']).toBe('miss');
    expect((await get(`${base}?sort=highest&page=2`)).headers['x-cache']).toBe('miss');
  });

  it("a cached page of reviews keeps its paging headers, and a total that changed is never answered 304", async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const authors = [await newCustomer(ctx.deps), await newCustomer(ctx.deps), await newCustomer(ctx.deps)];
    const ids: number[] = [];
    for (const author of authors) {
      const created = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: author.cookie, payload: { rating: 4, text: reviewText() } });
      ids.push((created.json() as { review: { id: number } }).review.id);
    }
    const firstPage = apiPaths.businessReviews(business.id, { pageSize: '2' });
    const miss = await get(firstPage);
    const hit = await get(firstPage);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['x-total-count']).toBe('3');
    expect(hit.headers.link).toBe(miss.headers.link);
    expect(hit.headers.link).toContain('rel="next"');

    // The oldest review is on page 2: page 1 reads the same after it goes, but the total and the links do not.
    expect((await call(ctx.app, { method: 'DELETE', url: apiPaths.review(ids[0]!), cookie: authors[0]!.cookie })).statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: firstPage, headers: { 'if-none-match': String(miss.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(miss.body);
    expect(after.headers['x-total-count']).toBe('2');
    expect(after.headers.link).not.toContain('rel="next"');
  });
});
