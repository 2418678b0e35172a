import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDailyStats, businessUpdates, businesses } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import {
  businessResponseSchema,
  dashboardResponseSchema,
  ownerBusinessListSchema,
  WEBSITE_MESSAGE,
} from '#shared/owners.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { emptySchedule } from '#shared/hours/week.js';
import { listingPayload, makeBusiness, makeCity, makeService, OWNER_HOURS } from './owners-fixtures.js';

/** Monday to Saturday 8 to 7, with a lunch break on Saturday. */
const LATER_HOURS = {
  ...emptySchedule(),
  ...Object.fromEntries((['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, [{ start: '08:00', end: '19:00' }]])),
  sat: [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '19:00' }],
};

let ctx: TestContext;
let city: Awaited<ReturnType<typeof makeCity>>;
let serviceId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  city = await makeCity(ctx.deps.db);
  serviceId = (await makeService(ctx.deps.db, 'Pet Boarding')).id;
});

/** Lists a business through the API, as the owner would. */
async function listBusiness(owner: TestUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.createBusiness,
    headers: { cookie: owner.cookie },
    payload: listingPayload(city.id, [serviceId]),
  });
  expect(response.statusCode).toBe(201);
  return businessResponseSchema.parse(response.json()).business;
}

const dashboard = (cookie: string | undefined, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: apiPaths.ownerDashboard(id), headers: cookie ? { cookie } : {} });

const patch = (cookie: string | undefined, id: number | string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: apiPaths.business(id), headers: cookie ? { cookie } : {}, payload });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/dashboard/business/:id', () => {
  it('shows the owner their business, city, services, claims, updates and 30-day stats', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await listBusiness(owner);
    await ctx.deps.db.insert(businessDailyStats).values([
      { businessId: business.id, day: daysAgo(0), views: 10, clicks: 2 },
      { businessId: business.id, day: daysAgo(29), views: 5, clicks: 1 },
      // Outside the 30-day window:
      { businessId: business.id, day: daysAgo(30), views: 1000, clicks: 1000 },
    ]);
    const response = await dashboard(owner.cookie, business.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = dashboardResponseSchema.parse(response.json());
    // The Business shape never names its owner (issue 10); that this is the owner's listing is what the route checked.
    expect(body.business).toMatchObject({ id: business.id, isClaimed: true, isVerified: false });
    expect(body.city).toMatchObject({ id: city.id, name: 'Ownerville', state: 'TX' });
    expect(body.services.map((s) => s.name)).toEqual(['Pet Boarding']);
    expect(body.claims).toHaveLength(1);
    expect(body.claims[0]).toMatchObject({ status: 'pending', verificationMethod: 'phone', rejectionReason: null });
    expect(body.updates).toEqual([]);
    expect(body.stats).toEqual({ views: 15, clicks: 3, rating: '0.0', reviewCount: 0 });
  });

  it('refuses everyone but the owner: another owner 403, customer 403, visitor 401; unknown 404; malformed 400', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await listBusiness(owner);
    const other = await signIn(ctx.deps, 'business_owner');
    const customer = await signIn(ctx.deps, 'customer');
    const refused = await dashboard(other.cookie, business.id);
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toContain(business.name);
    expect((await dashboard(customer.cookie, business.id)).statusCode).toBe(403);
    expect((await dashboard(undefined, business.id)).statusCode).toBe(401);
    expect((await dashboard(owner.cookie, 2_000_000_000)).statusCode).toBe(404);
    const malformed = await dashboard(owner.cookie, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.parse(malformed.json()).message).toBeTruthy();
  });
});

describe('PATCH /api/business/:id', () => {
  it('saves the fields and records one approved update per changed field, shown newest first', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await listBusiness(owner);
    // The dashboard sends the whole draft: unchanged fields must not be recorded.
    const draft = {
      name: `${business.name} & Spa`,
      address: business.address,
      phone: business.phone,
      website: '',
      description: business.description,
      schedule: LATER_HOURS,
      priceMin: business.priceMin,
      priceMax: 120,
    };
    const response = await patch(owner.cookie, business.id, draft);
    expect(response.statusCode).toBe(200);
    const updated = businessResponseSchema.parse(response.json()).business;
    expect(updated).toMatchObject({ name: draft.name, website: null, schedule: LATER_HOURS, priceMax: 120, priceMin: 40 });

    const body = dashboardResponseSchema.parse((await dashboard(owner.cookie, business.id)).json());
    expect(body.business.name).toBe(draft.name);
    expect(body.updates.map((u) => [u.fieldName, u.oldValue, u.newValue, u.status]).sort()).toEqual(
      [
        ['hours', JSON.stringify(OWNER_HOURS), JSON.stringify(LATER_HOURS), 'approved'],
        ['name', business.name, draft.name, 'approved'],
        ['priceMax', '90', '120', 'approved'],
        ['website', 'https://happytails.example.com', null, 'approved'],
      ].sort(),
    );

    // Saving the same draft again changes nothing and records nothing.
    expect((await patch(owner.cookie, business.id, draft)).statusCode).toBe(200);
    const rows = await ctx.deps.db.select().from(businessUpdates).where(eq(businessUpdates.businessId, business.id));
    expect(rows).toHaveLength(4);

    // A later edit comes first in the history.
    expect((await patch(owner.cookie, business.id, { phone: '(512) 555-0188' })).statusCode).toBe(200);
    const later = dashboardResponseSchema.parse((await dashboard(owner.cookie, business.id)).json());
    expect(later.updates).toHaveLength(5);
    expect(later.updates[0]).toMatchObject({ fieldName: 'phone', newValue: '(512) 555-0188' });
  });

  it('treats empty prices on a listing without prices as no change, and 0 as a real price', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, city.id, { ownerId: owner.id, isClaimed: true, priceMin: null, priceMax: null });
    const response = await patch(owner.cookie, business.id, { priceMin: null, priceMax: null, name: business.name });
    expect(response.statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(businessUpdates).where(eq(businessUpdates.businessId, business.id))).toEqual([]);
    const free = await patch(owner.cookie, business.id, { priceMin: 0 });
    expect(businessResponseSchema.parse(free.json()).business).toMatchObject({ priceMin: 0, priceMax: null });
  });

  it('validates the draft: required texts, whole-dollar prices, http(s) website', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await listBusiness(owner);
    const cases: [object, string | RegExp][] = [
      [{ name: '  ' }, 'Please enter your business name.'],
      [{ address: '' }, 'Please enter your business address.'],
      [{ phone: '' }, 'Please enter your business phone number.'],
      [{ priceMin: -5 }, /cannot be negative/],
      [{ priceMax: 10.5 }, /whole number/],
      [{ priceMax: 5_000_000 }, /at most/],
      [{ website: 'javascript:alert(1)' }, WEBSITE_MESSAGE],
      [{ name: 'x'.repeat(201) }, /200 characters/],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(owner.cookie, business.id, payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toMatch(message);
    }
    const [row] = await ctx.deps.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row).toMatchObject({ name: business.name, priceMin: 40, priceMax: 90, website: business.website });
  });

  it('refuses a non-owner, a customer and a visitor, and changes nothing', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await listBusiness(owner);
    const other = await signIn(ctx.deps, 'business_owner');
    const customer = await signIn(ctx.deps, 'customer');
    const payload = { name: 'Hijacked', priceMin: 1 };
    expect((await patch(other.cookie, business.id, payload)).statusCode).toBe(403);
    expect((await patch(customer.cookie, business.id, payload)).statusCode).toBe(403);
    expect((await patch(undefined, business.id, payload)).statusCode).toBe(401);
    expect((await patch(owner.cookie, business.id, { ...payload, ownerId: other.id })).statusCode).toBe(200);
    expect((await patch(owner.cookie, 2_000_000_000, payload)).statusCode).toBe(404);
    expect((await patch(owner.cookie, 'abc', payload)).statusCode).toBe(400);
    // A cross-site page cannot use the owner's cookie either.
    const crossSite = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.business(business.id),
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      payload: { name: 'Cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const [row] = await ctx.deps.db.select().from(businesses).where(eq(businesses.id, business.id));
    // Only the owner's own edit went through; ownerId in the body was ignored.
    expect(row).toMatchObject({ name: 'Hijacked', priceMin: 1, ownerId: owner.id });
    const history = await ctx.deps.db.select().from(businessUpdates).where(eq(businessUpdates.businessId, business.id));
    expect(history.every((u) => u.userId === owner.id)).toBe(true);
    expect(history).toHaveLength(2);
  });
});

describe('GET /api/dashboard/businesses', () => {
  it("lists only the signed-in owner's businesses, newest first", async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const empty = await ctx.app.inject({ method: 'GET', url: apiPaths.ownerBusinesses, headers: { cookie: owner.cookie } });
    expect(empty.statusCode).toBe(200);
    expect(ownerBusinessListSchema.parse(empty.json())).toEqual([]);
    const first = await listBusiness(owner);
    const second = await listBusiness(owner);
    await listBusiness(await signIn(ctx.deps, 'business_owner'));
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.ownerBusinesses, headers: { cookie: owner.cookie } });
    const list = ownerBusinessListSchema.parse(response.json());
    expect(list.map((b) => b.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual({
      id: second.id,
      name: second.name,
      city: { id: city.id, name: 'Ownerville', state: 'TX', slug: city.slug },
      isVerified: false,
      isClaimed: true,
      status: 'pending',
    });
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.ownerBusinesses })).statusCode).toBe(401);
    const customer = await signIn(ctx.deps, 'customer');
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.ownerBusinesses, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});
