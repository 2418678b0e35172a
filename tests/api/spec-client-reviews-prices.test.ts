// A client written against the original contract (decision 0024): a business's reviews are a list, paged by the
// `Link` header; a form that leaves its prices empty sends 0 for each, which means no price.
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessServices, businesses, claims } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { businessDetailResponseSchema, serviceCityResponseSchema } from '#shared/listings.js';
import { businessResponseSchema, updateBusinessResponseSchema } from '#shared/owners.js';
import { reviewListSchema } from '#shared/reviews.js';
import { readReviewList } from '../helpers/review-list.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { newOwner, signIn, staffEmail } from './admin-fixtures.js';
import { listingPayload, makeBusiness } from './owners-fixtures.js';
import { makeReviewWorld, newCustomer, reviewableBusiness, writeReview, type ReviewWorld } from './reviews-fixtures.js';

const STAFF = staffEmail();
let ctx: TestContext;
let world: ReviewWorld;
let staffCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, PUBLIC_CACHE: 'on' });
  world = await makeReviewWorld(ctx.deps);
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('a client of the original contract: reviews are a list', () => {
  it('reads the first page as a list, newest first, signed userName; walks the Link pages to the end', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const written = [];
    for (const rating of [5, 4, 3, 2, 1]) written.push(await writeReview(ctx.app, await newCustomer(ctx.deps, 'Maria', 'Garcia'), business.id, rating));

    // The call as the contract writes it: no query at all.
    const response = await send('GET', apiPaths.businessReviews(business.id));
    expect(response.statusCode).toBe(200);
    const body = response.json() as unknown;
    expect(Array.isArray(body)).toBe(true);
    const list = reviewListSchema.parse(body);
    expect(list.map((review) => review.id)).toEqual(written.map((review) => review.id).reverse());
    for (const review of list) {
      expect(review).toMatchObject({ userName: 'Maria G.', userImageUrl: null, source: 'site', reviewUrl: null });
    }
    expect(response.headers['x-total-count']).toBe('5');

    // Two at a time, following rel="next" until there is none: every review once, in the same order.
    const walked: number[] = [];
    let next: string | undefined = apiPaths.businessReviews(business.id, { pageSize: '2' });
    let pages = 0;
    while (next && pages < 10) {
      const page = await readReviewList(ctx.app, next);
      expect(page.total).toBe(5);
      walked.push(...page.reviews.map((review) => review.id));
      next = page.links.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(walked).toEqual(list.map((review) => review.id));

    // `sort` and `page` stay query parameters.
    expect((await readReviewList(ctx.app, business.id, { sort: 'lowest', page: '1' })).reviews.map((review) => review.rating)).toEqual([1, 2, 3, 4, 5]);
  });

  it('the API document says the answer is a list and names its paging headers', async () => {
    type Response = { headers?: Record<string, { description?: string; schema?: { type?: string } }>; content?: Record<string, { schema?: { type?: string } }> };
    const doc = (await send('GET', apiPaths.openApi)).json() as { paths: Record<string, { get: { responses: Record<string, Response> } }> };
    const ok = doc.paths['/api/businesses/{id}/reviews']!.get.responses['200']!;
    expect(ok.content?.['application/json']?.schema?.type).toBe('array');
    expect(Object.keys(ok.headers ?? {})).toEqual(['Link', 'X-Total-Count']);
    expect(ok.headers?.['X-Total-Count']?.schema?.type).toBe('integer');
  });
});

describe('a client of the original contract: prices left empty are sent as 0', () => {
  const approve = async (claimId: number) => expect((await send('POST', apiPaths.admin.approve(claimId), staffCookie)).statusCode).toBe(200);

  it('0/0 on create is no price: never $0, last by price, no priceRange in the JSON-LD', async () => {
    const owner = await newOwner(ctx.deps);
    const payload = listingPayload(world.cityId, world.serviceIds);
    // As the contract sends it: prices parsed with a default of 0, and fields the server decides for itself.
    const created = await send('POST', apiPaths.createBusiness, owner.cookie, {
      ...payload,
      business: { ...payload.business, priceMin: 0, priceMax: 0, ownerId: owner.id, isClaimed: true, isVerified: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { business } = businessResponseSchema.parse(created.json());
    expect(business).toMatchObject({ priceMin: null, priceMax: null });

    const cheap = await makeBusiness(ctx.deps.db, world.cityId, { name: 'Cheapest Paws', priceMin: 1, priceMax: 2 });
    await ctx.deps.db.insert(businessServices).values({ businessId: cheap.id, serviceId: world.serviceIds[0]! });
    const [claim] = await ctx.deps.db.select({ id: claims.id }).from(claims).where(eq(claims.businessId, business.id));
    await approve(claim!.id);

    expect(businessDetailResponseSchema.parse((await send('GET', apiPaths.business(business.id))).json()).business).toMatchObject({ priceMin: null, priceMax: null });
    const byPrice = serviceCityResponseSchema.parse((await send('GET', `${world.pairPath}&sort=price-low-high`)).json()).businesses.map((b) => b.id);
    expect(byPrice[0]).toBe(cheap.id);
    expect(byPrice.at(-1)).toBe(business.id);
    const page = (await send('GET', `/business/${business.id}`)).body;
    expect(page).toContain('Contact for pricing');
    expect(page).not.toContain('$0');
    expect(JSON.stringify((await send('GET', apiPaths.schema.business(business.id))).json())).not.toContain('priceRange');
  });

  it('PATCH with 0/0 clears the prices; a 0 maximum beside a starting price is no maximum', async () => {
    const owner = await newOwner(ctx.deps);
    const created = await send('POST', apiPaths.createBusiness, owner.cookie, listingPayload(world.cityId, world.serviceIds));
    const { id } = businessResponseSchema.parse(created.json()).business;

    const cleared = await send('PATCH', apiPaths.business(id), owner.cookie, { priceMin: 0, priceMax: 0 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(updateBusinessResponseSchema.parse(cleared.json()).business).toMatchObject({ priceMin: null, priceMax: null });

    const from = await send('PATCH', apiPaths.business(id), owner.cookie, { priceMin: 40, priceMax: 0 });
    expect(from.statusCode, from.body).toBe(200);
    expect(updateBusinessResponseSchema.parse(from.json()).business).toMatchObject({ priceMin: 40, priceMax: null });
  });

  it('migration 0023 turns prices stored as 0 into what they mean, in the pair rows too', async () => {
    const stored = [
      await makeBusiness(ctx.deps.db, world.cityId, { priceMin: 0, priceMax: 0 }),
      await makeBusiness(ctx.deps.db, world.cityId, { priceMin: 40, priceMax: 0 }),
      await makeBusiness(ctx.deps.db, world.cityId, { priceMin: 0, priceMax: 50 }),
    ];
    const ids = stored.map((business) => business.id);
    await ctx.deps.db.insert(businessServices).values(ids.map((businessId) => ({ businessId, serviceId: world.serviceIds[0]! })));
    const migration = readFileSync(new URL('../../src/server/db/migrations/0023_no_zero_prices.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await ctx.deps.db.execute(sql.raw(statement));

    const prices = (rows: { id: number; priceMin: number | null; priceMax: number | null }[]) =>
      ids.map((id) => rows.find((row) => row.id === id)).map((row) => [row?.priceMin, row?.priceMax]);
    const rows = await ctx.deps.db.select({ id: businesses.id, priceMin: businesses.priceMin, priceMax: businesses.priceMax }).from(businesses).where(inArray(businesses.id, ids));
    expect(prices(rows)).toEqual([[null, null], [40, null], [0, 50]]);
    const pairRows = await ctx.deps.db
      .select({ id: businessServices.businessId, priceMin: businessServices.priceMin, priceMax: businessServices.priceMax })
      .from(businessServices)
      .where(inArray(businessServices.businessId, ids));
    expect(prices(pairRows)).toEqual([[null, null], [40, null], [0, 50]]);
  });
});
