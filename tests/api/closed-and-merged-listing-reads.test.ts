import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import { businessDetailResponseSchema } from '#shared/listings.js';
import { mediaPath } from '#shared/media.js';
import { photoResponseSchema } from '#shared/photos.js';
import { jpegOf, multipartBody } from '../helpers/photo-fixtures.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { call, newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 24's listing-page defects: a closed listing's page keeps its photos; a merged listing's other reads move too. */

let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, world, staff } = await reviewSetting({ PUBLIC_CACHE: 'on' }));
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const staffPost = (url: string, payload?: object) => call(ctx.app, { method: 'POST', url, cookie: staff.cookie, ...(payload ? { payload } : {}) });

describe('a permanently closed listing', () => {
  it('keeps its public photos: in the API, on its page, and served to anyone', async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    const { payload, headers } = multipartBody(await jpegOf(480, 360));
    const uploaded = await ctx.app.inject({ method: 'POST', url: apiPaths.businessPhotos(business.id), payload, headers: { ...headers, cookie: owner.cookie } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { image } = photoResponseSchema.parse(uploaded.json()).photo;
    const bytes = mediaPath(image.hash, image.widths[0]!);

    expect((await staffPost(listingReportPaths.close(business.id))).statusCode).toBe(200);

    const detail = businessDetailResponseSchema.parse((await get(apiPaths.business(business.id))).json());
    expect(detail.closedAt).toEqual(expect.any(String));
    expect(detail.photos.map((p) => p.image.hash)).toEqual([image.hash]);
    expect(detail.business.cover?.hash).toBe(image.hash);
    const page = await get(`/business/${business.id}`);
    expect(page.body).toContain('Permanently closed');
    expect(page.body).toContain(bytes);
    const served = await get(bytes);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A listing that is not public keeps its photos to its owner and staff, as before.
    const hidden = await reviewableBusiness(ctx.deps, world, { owner, status: 'pending' });
    const second = multipartBody(await jpegOf(400, 300));
    const hiddenPhoto = await ctx.app.inject({ method: 'POST', url: apiPaths.businessPhotos(hidden.id), payload: second.payload, headers: { ...second.headers, cookie: owner.cookie } });
    expect(hiddenPhoto.statusCode, hiddenPhoto.body).toBe(201);
    const hiddenImage = photoResponseSchema.parse(hiddenPhoto.json()).photo.image;
    expect((await get(mediaPath(hiddenImage.hash, hiddenImage.widths[0]!))).statusCode).toBe(404);
  });
});

describe('a listing merged into another', () => {
  it('answers 301 to the kept listing for its reviews and its JSON-LD, as its page and detail do', async () => {
    const dupOwner = await newOwnerAccount(ctx.deps);
    const kept = await reviewableBusiness(ctx.deps, world);
    const duplicate = await reviewableBusiness(ctx.deps, world, { owner: dupOwner });
    await writeReview(ctx.app, await newCustomer(ctx.deps), duplicate.id, 4);
    // Read (and cached) before the merge.
    expect((await get(apiPaths.businessReviews(duplicate.id))).statusCode).toBe(200);
    expect((await get(apiPaths.schema.business(duplicate.id))).statusCode).toBe(200);

    expect((await staffPost(listingReportPaths.merge(duplicate.id), { intoId: kept.id })).statusCode).toBe(200);

    const reviews = await get(`${apiPaths.businessReviews(duplicate.id, { sort: 'highest', page: '1' })}&utm_source=mail`);
    expect(reviews.statusCode).toBe(301);
    expect(reviews.headers.location).toBe(apiPaths.businessReviews(kept.id, { sort: 'highest', page: '1' }));
    const followed = await get(reviews.headers.location as string);
    expect(followed.statusCode).toBe(200);
    expect((followed.json() as unknown[]).length).toBe(1);
    expect((await get(apiPaths.businessReviews(duplicate.id))).headers.location).toBe(apiPaths.businessReviews(kept.id));
    // Its former owner is sent on too (its reviews live on the kept listing now).
    expect((await get(apiPaths.businessReviews(duplicate.id), dupOwner.cookie)).statusCode).toBe(301);

    const jsonLd = await get(apiPaths.schema.business(duplicate.id));
    expect(jsonLd.statusCode).toBe(301);
    expect(jsonLd.headers.location).toBe(apiPaths.schema.business(kept.id));
    expect((await get(jsonLd.headers.location as string)).statusCode).toBe(200);

    // An id that never was still answers 404.
    expect((await get(apiPaths.businessReviews(2_000_000_000))).statusCode).toBe(404);
    expect((await get(apiPaths.schema.business(2_000_000_000))).statusCode).toBe(404);
  });

  it('the OpenAPI document declares the 301s', async () => {
    const doc = (await get(apiPaths.openApi)).json() as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/api/businesses/{id}/reviews']!.get.responses)).toContain('301');
    expect(Object.keys(doc.paths['/api/schema/business/{id}']!.get.responses)).toContain('301');
  });
});
