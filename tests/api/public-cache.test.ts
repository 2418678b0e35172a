import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, cities, services } from '../../src/server/db/schema.js';
import { EVERYTHING } from '../../src/server/http/public-cache-control.js';
import { prepareAnswer } from '../../src/server/http/public-cache.js';
import { apiPaths } from '#shared/api-paths.js';
import { businessDetailResponseSchema, serviceCityResponseSchema } from '#shared/listings.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, newOwner, signIn, staffEmail, submitListing, type World } from './admin-fixtures.js';

/** Issue 11: the public-answer cache never serves a stale answer after a write's 2xx, and never a private one. */

const STAFF = staffEmail();
let ctx: TestContext;
let other: TestContext;
let world: World;
let staffCookie: string;
let pair: string;
let pairPage: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, PUBLIC_CACHE: 'on' });
  // A second app process on the same database, with its own cache.
  other = await buildTestApp({ ADMIN_EMAILS: STAFF, PUBLIC_CACHE: 'on' });
  world = await makeWorld(ctx.deps);
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
  const [city] = await ctx.deps.db.select({ slug: cities.slug }).from(cities).where(eq(cities.id, world.cityId));
  const [service] = await ctx.deps.db.select({ slug: services.slug }).from(services).where(eq(services.id, world.serviceIds[0]!));
  pair = apiPaths.serviceCity(service!.slug, city!.slug);
  pairPage = `/${service!.slug}/${city!.slug}`;
});

afterAll(async () => {
  await other.app.close();
});

type Target = TestContext;
const get = (url: string, target: Target = ctx, headers: Record<string, string> = {}) =>
  target.app.inject({ method: 'GET', url, headers });
const post = (url: string, cookie: string, target: Target = ctx, payload?: object) =>
  target.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const pairIds = async (target: Target = ctx) => serviceCityResponseSchema.parse((await get(pair, target)).json()).businesses.map((b) => b.id);

async function approvedListing() {
  const owner = await newOwner(ctx.deps);
  const listing = await submitListing(ctx, world, owner);
  expect((await post(apiPaths.admin.approve(listing.claimId), staffCookie)).statusCode).toBe(200);
  return { owner, ...listing };
}

describe('public-answer cache', () => {
  it('answers a repeat from memory, pre-compressed, with an ETag and 304 for a matching If-None-Match', async () => {
    const first = await get(pairPage);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await get(pairPage, ctx, { 'accept-encoding': 'gzip, br' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    // A coding refused with q=0 is never sent.
    expect((await get(pairPage, ctx, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(pairPage, ctx, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    const plain = await get(pairPage);
    expect(plain.body).toBe(first.body);
    const notModified = await get(pairPage, ctx, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('is not split by unknown query parameters, and is by the known ones', async () => {
    await get(`${pair}?sort=distance`);
    const tracked = await get(`${pair}?utm_source=mail&sort=distance`);
    expect(tracked.headers['x-cache']).toBe('hit');
    const other = await get(`${pair}?sort=most-reviews&utm_source=mail`);
    expect(other.headers['x-cache']).toBe('miss');
  });

  it('keeps /services?q= and /cities?q= apart from the unfiltered pages they filter on the server', async () => {
    for (const [path, text] of [
      ['/services', 'nail'],
      ['/cities', 'austin'],
    ] as const) {
      const whole = await get(path);
      expect(whole.statusCode).toBe(200);
      expect((await get(path)).headers['x-cache']).toBe('hit');
      const filtered = await get(`${path}?q=${text}`);
      expect(filtered.headers['x-cache'], path).toBe('miss');
      expect(filtered.body).toContain(`value="${text}"`);
      expect(filtered.body).not.toBe(whole.body);
      // Tracking parameters still share the filtered copy.
      expect((await get(`${path}?q=${text}&utm_source=mail`)).headers['x-cache']).toBe('hit');
    }
  });

  it('never answers a signed-in request from the cache, nor keeps its answer', async () => {
    await get(apiPaths.cities);
    const customer = await signIn(ctx.deps, 'customer');
    const signedIn = await get(apiPaths.cities, ctx, { cookie: customer.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('approval: the pair list, the business page and its API are fresh right after the 2xx', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    // Cached while the listing was hidden: the list without it, a 404 for its page (404s are not kept).
    expect(await pairIds()).not.toContain(listing.businessId);
    expect((await get(pair)).headers['x-cache']).toBe('hit');
    expect((await get(apiPaths.business(listing.businessId))).statusCode).toBe(404);
    // The owner's own view is private: never stored, never served to anyone else.
    const ownView = await get(`/business/${listing.businessId}`, ctx, { cookie: owner.cookie });
    expect(ownView.statusCode).toBe(200);
    expect((await get(`/business/${listing.businessId}`)).statusCode).toBe(404);

    expect((await post(apiPaths.admin.approve(listing.claimId), staffCookie)).statusCode).toBe(200);
    expect(await pairIds()).toContain(listing.businessId);
    expect((await get(`/business/${listing.businessId}`)).statusCode).toBe(200);
    expect(businessDetailResponseSchema.parse((await get(apiPaths.business(listing.businessId))).json()).business.isVerified).toBe(true);
  });

  it('a listing change: every page and call that shows it is fresh right after the 2xx', async () => {
    const { owner, businessId } = await approvedListing();
    const page = `/business/${businessId}`;
    for (const url of [page, apiPaths.business(businessId), pair, pairPage]) {
      await get(url);
      expect((await get(url)).headers['x-cache'], url).toBe('hit');
    }
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.business(businessId),
      headers: { cookie: owner.cookie },
      payload: { description: 'Fresh description after a write.' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(page)).body).toContain('Fresh description after a write.');
    expect((await get(apiPaths.business(businessId))).body).toContain('Fresh description after a write.');
    const list = serviceCityResponseSchema.parse((await get(`${pair}?pageSize=50`)).json());
    expect(list.businesses.find((b) => b.id === businessId)?.description).toBe('Fresh description after a write.');
  });

  it("another process's write reaches this process's cache (LISTEN/NOTIFY)", async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    expect(await pairIds(other)).not.toContain(listing.businessId);
    expect((await get(pair, other)).headers['x-cache']).toBe('hit');
    // Approved through the first process; the second one's cached list must not survive it.
    expect((await post(apiPaths.admin.approve(listing.claimId), staffCookie)).statusCode).toBe(200);
    await expect.poll(async () => pairIds(other), { timeout: 2000, interval: 20 }).toContain(listing.businessId);
  });

  it('seeding drops everything: a change written around the app shows once seeding says so', async () => {
    const { businessId } = await approvedListing();
    await get(apiPaths.business(businessId));
    await ctx.deps.db.update(businesses).set({ description: 'Rewritten by a seed.' }).where(eq(businesses.id, businessId));
    expect((await get(apiPaths.business(businessId))).body).not.toContain('Rewritten by a seed.');
    await ctx.deps.publicCache.invalidate(EVERYTHING);
    expect((await get(apiPaths.business(businessId))).body).toContain('Rewritten by a seed.');
  });

  it('keeps nothing from a request that ran during an invalidation of its data', async () => {
    const { businessId } = await approvedListing();
    const url = apiPaths.business(businessId);
    const store = ctx.deps.publicCache.store;
    const startedAt = store.begin();
    await ctx.deps.publicCache.invalidateBusiness(ctx.deps.db, businessId);
    const kept = store.store(url, [`business:${businessId}`], startedAt, prepareAnswer(200, 'application/json', 'public', Buffer.from('{}')));
    expect(kept).toBe(false);
  });
});

describe('one address per answer (issue 22)', () => {
  const messageOf = (body: string) => (JSON.parse(body) as { message?: unknown }).message;

  it('an id spelt another way answers 301 to the business page, 400 on the API: never a second entry a write misses', async () => {
    const { businessId } = await approvedListing();
    const aliases = [`0${businessId}`, `+${businessId}`, `${businessId} `, `0x${businessId.toString(16)}`, `${businessId}.0`, `${businessId}e0`];
    for (const alias of aliases) {
      const page = await get(`/business/${encodeURIComponent(alias)}?utm_source=mail`);
      expect(page.statusCode, alias).toBe(301);
      expect(page.headers.location, alias).toBe(`/business/${businessId}?utm_source=mail`);
      for (const url of [apiPaths.business(alias), apiPaths.businessReviews(alias), apiPaths.schema.business(alias)]) {
        const answer = await get(url);
        expect(answer.statusCode, url).toBe(400);
        expect(messageOf(answer.body), url).toMatch(/digits/);
        expect(answer.headers['x-cache'], url).toBeUndefined();
      }
    }
    expect((await get(`/business/${businessId}`)).statusCode).toBe(200);
  });

  it('a page number spelt another way answers 301 to the canonical page (page 1 has none), 400 on the API', async () => {
    const redirects: [string, string][] = [
      ['0x2', '?sort=distance&page=2'],
      ['02', '?sort=distance&page=2'],
      ['2.0', '?sort=distance&page=2'],
      ['1e0', '?sort=distance'],
      ['1', '?sort=distance'],
    ];
    for (const [page, canonical] of redirects) {
      for (const path of [pairPage, '/search']) {
        const answer = await get(`${path}?sort=distance&page=${encodeURIComponent(page)}`);
        expect(answer.statusCode, `${path} page=${page}`).toBe(301);
        expect(answer.headers.location, `${path} page=${page}`).toBe(`${path}${canonical}`);
      }
    }
    for (const query of ['page=0x10', 'page=1e3', 'page=%2B2', 'page=2%20', 'pageSize=010']) {
      for (const url of [`${pair}?${query}`, `${apiPaths.search({ q: 'dog' })}&${query}`]) {
        const answer = await get(url);
        expect(answer.statusCode, url).toBe(400);
        expect(messageOf(answer.body), url).toMatch(/digits/);
      }
    }
  });

  it('a query parameter the search page does not read never reaches its cached copy (canonical and og:url)', async () => {
    const planted = await get('/search?q=pets&sort=distance&note=Call+555-0100+for+a+refund');
    expect(planted.statusCode).toBe(200);
    const again = await get('/search?sort=distance&q=pets');
    expect(again.headers['x-cache']).toBe('hit');
    for (const html of [planted.body, again.body]) {
      expect(html).not.toContain('555-0100');
      expect(html).toContain('<meta property="og:url" content="http://localhost:3000/search?q=pets&amp;sort=distance"/>');
    }
  });
});
