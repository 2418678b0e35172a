import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessServices, businesses, cities, claims, outbox, services } from '../../src/server/db/schema.js';
import { adminQueueResponseSchema, changeDecisionResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { businessDetailResponseSchema, findBusinessResponseSchema, serviceCityResponseSchema } from '#shared/listings.js';
import {
  dashboardResponseSchema,
  ownerRequestListSchema,
  PHONE_INVALID_MESSAGE,
  PRICE_ORDER_MESSAGE,
  RESUBMISSION_LIMIT,
  STREET_ADDRESS_MESSAGE,
  updateBusinessResponseSchema,
} from '#shared/owners.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, newOwner, signIn, staffEmail, submitClaim, submitListing, unclaimedBusiness, type World } from './admin-fixtures.js';
import { listingPayload, makeBusiness, OWNER_HOURS } from './owners-fixtures.js';

/** Issue 9: nothing unverified is public or looks verified, and owners see where each request stands. */

const STAFF = staffEmail();
let ctx: TestContext;
let world: World;
let staffCookie: string;
let citySlug: string;
let serviceSlug: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF });
  world = await makeWorld(ctx.deps);
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF, firstName: 'Sam', lastName: 'Staff' })).cookie;
  citySlug = (await ctx.deps.db.select({ slug: cities.slug }).from(cities).where(eq(cities.id, world.cityId)))[0]!.slug;
  serviceSlug = (await ctx.deps.db.select({ slug: services.slug }).from(services).where(eq(services.id, world.serviceIds[0]!)))[0]!.slug;
});

const headers = (cookie?: string) => (cookie ? { cookie } : {});
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: headers(cookie) });
const post = (url: string, cookie: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: headers(cookie), payload });
const patch = (id: number, cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: apiPaths.business(id), headers: headers(cookie), payload });
const pairPath = (query = '') => `${apiPaths.serviceCity(serviceSlug, citySlug)}${query}`;
const pairIds = async (query = '') => serviceCityResponseSchema.parse((await get(pairPath(query))).json()).businesses.map((b) => b.id);
const approveListing = (claimId: number) => post(apiPaths.admin.approve(claimId), staffCookie);
const rejectListing = (claimId: number, reason: string) => post(apiPaths.admin.reject(claimId), staffCookie, { reason });
const mailsTo = async (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

/** Every public answer about one business, as a visitor (or the given account) gets it. */
async function publicFootprint(id: number, cookie?: string) {
  const pair = serviceCityResponseSchema.parse((await get(pairPath('?pageSize=50'))).json());
  const sitemap = (await get('/sitemap.xml')).body;
  const pairSchema = (await get(apiPaths.schema.serviceCity(serviceSlug, citySlug))).body;
  return {
    api: (await get(apiPaths.business(id), cookie)).statusCode,
    page: (await get(`/business/${id}`, cookie)).statusCode,
    schema: (await get(apiPaths.schema.business(id), cookie)).statusCode,
    reviews: (await get(apiPaths.businessReviews(id), cookie)).statusCode,
    inPair: pair.businesses.some((b) => b.id === id),
    pairCount: pair.stats.businessCount,
    inSitemap: sitemap.includes(`/business/${id}<`),
    inPairSchema: pairSchema.includes(`/business/${id}"`),
  };
}

describe('a new listing is pending until staff approve it', () => {
  it('is hidden from visitors, customers and other owners everywhere, and shown to its owner and staff with a banner', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    const customer = await signIn(ctx.deps, 'customer');
    const otherOwner = await newOwner(ctx.deps);

    const hidden = { api: 404, page: 404, schema: 404, reviews: 404, inPair: false, inSitemap: false, inPairSchema: false };
    expect(await publicFootprint(listing.businessId)).toMatchObject(hidden);
    expect(await publicFootprint(listing.businessId, customer.cookie)).toMatchObject(hidden);
    expect(await publicFootprint(listing.businessId, otherOwner.cookie)).toMatchObject(hidden);
    // The claim page cannot be used on a listing under review either.
    expect((await post(apiPaths.claimBusiness(listing.businessId), otherOwner.cookie, {
      claimReason: 'Mine.',
      verificationMethod: 'phone',
      verificationData: { phone: '(512) 555-0188' },
    })).statusCode).toBe(404);

    for (const cookie of [owner.cookie, staffCookie]) {
      const api = await get(apiPaths.business(listing.businessId), cookie);
      expect(api.statusCode).toBe(200);
      expect(api.headers['cache-control']).toBe('private, no-store');
      const detail = businessDetailResponseSchema.parse(api.json());
      expect(detail.moderation).toEqual({ status: 'pending', reason: null });
      expect(detail.business).toMatchObject({ isVerified: false, isClaimed: true });
      const page = await get(`/business/${listing.businessId}`, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('Pending Review');
      expect(page.body).toContain('<meta name="robots" content="noindex"/>');
      expect(page.body).not.toContain('Verified Business');
    }
  });

  it('approval makes it public and verified everywhere; the dashboard says Verified Business', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    const before = await publicFootprint(listing.businessId);
    expect((await approveListing(listing.claimId)).statusCode).toBe(200);

    const after = await publicFootprint(listing.businessId);
    expect(after).toMatchObject({ api: 200, page: 200, schema: 200, reviews: 200, inPair: true, inSitemap: true, inPairSchema: true });
    expect(after.pairCount).toBe(before.pairCount + 1);
    const visitor = await get(apiPaths.business(listing.businessId));
    expect(visitor.headers['cache-control']).toMatch(/^public/);
    const detail = businessDetailResponseSchema.parse(visitor.json());
    expect(detail.moderation).toBeNull();
    expect(detail.business.isVerified).toBe(true);
    expect((await get(`/business/${listing.businessId}`)).body).toContain('Verified Business');
    const dashboard = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(listing.businessId), owner.cookie)).json());
    expect(dashboard.moderation).toBeNull();
    expect(dashboard.business.isVerified).toBe(true);
  });

  it('rejection keeps it hidden; its owner sees the reason, fixes it and resubmits, at most three times', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    expect((await rejectListing(listing.claimId, 'The phone number did not answer.')).statusCode).toBe(200);
    expect(await publicFootprint(listing.businessId)).toMatchObject({ api: 404, page: 404, inPair: false, inSitemap: false });

    const page = await get(`/business/${listing.businessId}`, owner.cookie);
    expect(page.body).toContain('Not approved: The phone number did not answer.');
    const dashboard = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(listing.businessId), owner.cookie)).json());
    expect(dashboard.moderation).toEqual({ status: 'rejected', reason: 'The phone number did not answer.' });
    expect(dashboard.resubmissionsLeft).toBe(RESUBMISSION_LIMIT);
    // Nothing changed yet since the rejection: the dashboard offers no resubmission until something is (issue 28 item 6).
    expect(dashboard.changedSinceRejection).toEqual([]);

    // Someone else cannot resubmit it; a listing that is not rejected cannot be resubmitted.
    expect((await post(apiPaths.resubmitListing(listing.businessId), (await newOwner(ctx.deps)).cookie)).statusCode).toBe(403);
    expect((await patch(listing.businessId, owner.cookie, { phone: '512-555-0177' })).statusCode).toBe(200);
    const changed = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(listing.businessId), owner.cookie)).json());
    expect(changed.changedSinceRejection).toEqual(['phone']);
    for (let round = 1; round <= RESUBMISSION_LIMIT; round++) {
      const resubmitted = await post(apiPaths.resubmitListing(listing.businessId), owner.cookie);
      expect(resubmitted.statusCode).toBe(201);
      const queue = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json());
      const queued = queue.listings.items.find((item) => item.business.id === listing.businessId);
      expect(queued).toMatchObject({ status: 'pending', business: { phone: '(512) 555-0177' } });
      expect((await post(apiPaths.resubmitListing(listing.businessId), owner.cookie)).statusCode).toBe(409);
      expect((await rejectListing(queued!.id, `Still wrong, round ${round}.`)).statusCode).toBe(200);
      // A new rejection starts the count of changes again.
      const again = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(listing.businessId), owner.cookie)).json());
      expect(again.changedSinceRejection).toEqual([]);
    }
    const refused = await post(apiPaths.resubmitListing(listing.businessId), owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json()).message).toMatch(/resubmitted 3 times/);
    expect(await publicFootprint(listing.businessId)).toMatchObject({ api: 404, inPair: false });
  });
});

describe('identity changes of a verified listing wait for staff', () => {
  async function verifiedListing() {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    expect((await approveListing(listing.claimId)).statusCode).toBe(200);
    return { owner, ...listing };
  }

  it('keeps the public name until approval; description changes at once; the dashboard marks the pending field', async () => {
    const { owner, businessId, name } = await verifiedListing();
    const renamed = 'Official City Animal Hospital';
    const saved = await patch(businessId, owner.cookie, { name: renamed, description: 'Now with cat grooming.', phone: '(512) 555-0142' });
    expect(saved.statusCode).toBe(200);
    // The answer is the live business, and names what waits for staff rather than silently showing the old name.
    const answer = updateBusinessResponseSchema.parse(saved.json());
    expect(answer.business).toMatchObject({ name, description: 'Now with cat grooming.' });
    expect(answer.pendingChanges).toEqual({ name: renamed });

    const visitor = businessDetailResponseSchema.parse((await get(apiPaths.business(businessId))).json());
    expect(visitor.business).toMatchObject({ name, description: 'Now with cat grooming.', isVerified: true });
    expect((await get(`/business/${businessId}`)).body).not.toContain(renamed);
    const dashboard = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(businessId), owner.cookie)).json());
    expect(dashboard.updates.filter((u) => u.status === 'pending')).toEqual([
      expect.objectContaining({ fieldName: 'name', oldValue: name, newValue: renamed }),
    ]);
    // Saving the form again with the pending value keeps the one pending change.
    await patch(businessId, owner.cookie, { name: renamed, hours: { ...OWNER_HOURS, sat: [{ start: '08:00', end: '18:00' }] } });
    const queue = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json());
    const changes = queue.changes.items.filter((item) => item.business.id === businessId);
    expect(changes).toEqual([expect.objectContaining({ kind: 'change', fieldName: 'name', oldValue: name, newValue: renamed })]);
    expect((await mailsTo(owner.email)).map((m) => m.subject)).toContain(`We received your listing change: ${name}`);

    const approved = await post(apiPaths.admin.approveChange(changes[0]!.id), staffCookie);
    expect(approved.statusCode).toBe(200);
    expect(changeDecisionResponseSchema.parse(approved.json()).change).toMatchObject({ status: 'approved', fieldName: 'name' });
    expect(businessDetailResponseSchema.parse((await get(apiPaths.business(businessId))).json()).business.name).toBe(renamed);
    expect((await post(apiPaths.admin.approveChange(changes[0]!.id), staffCookie)).statusCode).toBe(409);
    // The email names the field that changed.
    expect((await mailsTo(owner.email)).at(-1)!.subject).toBe(`Your change to the name of ${renamed} was approved`);
  });

  it('a rejected change leaves the live value; a newer change replaces a pending one; only staff decide', async () => {
    const { owner, businessId } = await verifiedListing();
    await patch(businessId, owner.cookie, { phone: '1-512-555-0101' });
    await patch(businessId, owner.cookie, { phone: '(512) 555-0102' });
    const rows = await ctx.deps.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(rows[0]!.phone).toBe('(512) 555-0142');
    const queue = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json());
    const [change] = queue.changes.items.filter((item) => item.business.id === businessId);
    expect(change).toMatchObject({ fieldName: 'phone', newValue: '(512) 555-0102' });

    expect((await post(apiPaths.admin.rejectChange(change!.id), owner.cookie, { reason: 'Mine.' })).statusCode).toBe(403);
    expect((await post(apiPaths.admin.rejectChange(change!.id), staffCookie, {})).statusCode).toBe(400);
    const rejected = await post(apiPaths.admin.rejectChange(change!.id), staffCookie, { reason: 'This number belongs to another business.' });
    expect(rejected.statusCode).toBe(200);
    expect(businessDetailResponseSchema.parse((await get(apiPaths.business(businessId))).json()).business.phone).toBe('(512) 555-0142');
    const dashboard = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(businessId), owner.cookie)).json());
    expect(dashboard.updates.find((u) => u.id === change!.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'This number belongs to another business.',
    });
    expect(dashboard.updates.filter((u) => u.status === 'withdrawn')).toHaveLength(1);
  });

  it('an unverified (pending) listing changes at once: nobody else sees it yet', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    const saved = updateBusinessResponseSchema.parse((await patch(listing.businessId, owner.cookie, { name: 'Renamed Before Review' })).json());
    expect(saved).toMatchObject({ business: { name: 'Renamed Before Review' }, pendingChanges: {} });
    const detail = businessDetailResponseSchema.parse((await get(apiPaths.business(listing.businessId), owner.cookie)).json());
    expect(detail.business.name).toBe('Renamed Before Review');
  });
});

describe('owners see every request', () => {
  it('lists listings and claims with state, date and reason, to their owner only; a rejected claim can be filed again', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    const target = await unclaimedBusiness(ctx.deps, world);
    const claimId = await submitClaim(ctx.app, owner, target.id);
    expect((await post(apiPaths.admin.reject(claimId), staffCookie, { reason: 'The bill is in another name.' })).statusCode).toBe(200);

    const response = await get(apiPaths.ownerRequests, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { requests } = ownerRequestListSchema.parse(response.json());
    expect(requests).toEqual([
      expect.objectContaining({
        id: claimId,
        kind: 'claim',
        status: 'rejected',
        rejectionReason: 'The bill is in another name.',
        decidedAt: expect.any(String),
        business: expect.objectContaining({ id: target.id, isPublic: true, isOwner: false }),
      }),
      expect.objectContaining({
        id: listing.claimId,
        kind: 'listing',
        status: 'pending',
        decidedAt: null,
        business: expect.objectContaining({ id: listing.businessId, isPublic: false, isOwner: true }),
      }),
    ]);
    const rejectionMail = (await mailsTo(owner.email)).at(-1)!;
    expect(rejectionMail.text).toContain('/dashboard/business');

    const other = ownerRequestListSchema.parse((await get(apiPaths.ownerRequests, (await newOwner(ctx.deps)).cookie)).json());
    expect(other.requests).toEqual([]);
    expect((await get(apiPaths.ownerRequests)).statusCode).toBe(401);
    expect((await get(apiPaths.ownerRequests, (await signIn(ctx.deps, 'customer')).cookie)).statusCode).toBe(403);

    const again = await submitClaim(ctx.app, owner, target.id);
    expect(again).toBeGreaterThan(claimId);
  });

  it('a listing with a verified owner cannot be claimed', async () => {
    const verified = await makeBusiness(ctx.deps.db, world.cityId, { isClaimed: true, isVerified: true });
    const response = await post(apiPaths.claimBusiness(verified.id), (await newOwner(ctx.deps)).cookie, {
      claimReason: 'Mine.',
      verificationMethod: 'phone',
      verificationData: { phone: '(512) 555-0188' },
    });
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).message).toMatch(/already been claimed/);
    expect(await ctx.deps.db.select().from(claims).where(eq(claims.businessId, verified.id))).toEqual([]);
  });
});

describe('prices, phone numbers and addresses', () => {
  it('a listing without prices says Contact for pricing, sorts last by price and matches only Any price', async () => {
    const cheap = await makeBusiness(ctx.deps.db, world.cityId, { name: 'Cheap Paws', priceMin: 1, priceMax: 2 });
    const none = await makeBusiness(ctx.deps.db, world.cityId, { name: 'Quiet Prices', priceMin: null, priceMax: null });
    await ctx.deps.db.insert(businessServices).values([cheap, none].map((b) => ({ businessId: b.id, serviceId: world.serviceIds[0]! })));

    const byPrice = await pairIds('?sort=price-low-high&pageSize=50');
    expect(byPrice.indexOf(cheap.id)).toBeLessThan(byPrice.indexOf(none.id));
    expect(byPrice.at(-1)).toBe(none.id);
    for (const price of ['30-50', '50-80', '80+']) {
      expect(await pairIds(`?price=${encodeURIComponent(price)}&pageSize=50`)).not.toContain(none.id);
    }
    expect(await pairIds('?pageSize=50')).toContain(none.id);
    const page = (await get(`/business/${none.id}`)).body;
    expect(page).toContain('Contact for pricing');
    expect(page).not.toContain('$0');
    const schema = JSON.stringify((await get(apiPaths.schema.business(none.id))).json());
    expect(schema).not.toContain('priceRange');
  });

  it('refuses a minimum above the maximum, on create and against the stored price on edit', async () => {
    const owner = await newOwner(ctx.deps);
    const payload = listingPayload(world.cityId, world.serviceIds);
    payload.business.priceMin = 200;
    payload.business.priceMax = 20;
    const created = await post(apiPaths.createBusiness, owner.cookie, payload);
    expect(created.statusCode).toBe(400);
    expect(errorBodySchema.parse(created.json())).toMatchObject({ message: PRICE_ORDER_MESSAGE });

    const listing = await submitListing(ctx, world, owner);
    const edited = await patch(listing.businessId, owner.cookie, { priceMin: 95 });
    expect(edited.statusCode).toBe(400);
    expect(errorBodySchema.parse(edited.json())).toMatchObject({ message: PRICE_ORDER_MESSAGE, fields: { priceMin: PRICE_ORDER_MESSAGE } });
    expect((await patch(listing.businessId, owner.cookie, { priceMin: 95, priceMax: null })).statusCode).toBe(200);
  });

  it.each([
    ['555', PHONE_INVALID_MESSAGE],
    ['1-900-555-0100', PHONE_INVALID_MESSAGE],
    ['(012) 555-0100', PHONE_INVALID_MESSAGE],
    ['(512) 555-01000', PHONE_INVALID_MESSAGE],
    ['call us', PHONE_INVALID_MESSAGE],
  ])('refuses the phone number %s', async (phone, message) => {
    const payload = listingPayload(world.cityId, world.serviceIds);
    payload.business.phone = phone;
    const response = await post(apiPaths.createBusiness, (await newOwner(ctx.deps)).cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ message, fields: { 'business.phone': message } });
  });

  it('stores a valid number formatted, and refuses an address without a house number and a street', async () => {
    const owner = await newOwner(ctx.deps);
    const payload = listingPayload(world.cityId, world.serviceIds);
    payload.business.phone = '+1 512.555.0199';
    const created = await post(apiPaths.createBusiness, owner.cookie, payload);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { business: { id: number; phone: string } }).business;
    expect(id.phone).toBe('(512) 555-0199');
    for (const address of ['Congress Avenue', '500', 'PO Box']) {
      const response = await patch(id.id, owner.cookie, { address });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBe(STREET_ADDRESS_MESSAGE);
    }
  });
});

describe("owners' own visits", () => {
  it('are not counted in views or contact clicks; a visitor is', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    await approveListing(listing.claimId);
    const event = (kind: string, cookie?: string, agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130') =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.businessEvents(listing.businessId),
        headers: { ...headers(cookie), 'user-agent': agent, origin: 'http://localhost:3000' },
        payload: { kind },
      });
    expect((await event('view', owner.cookie)).statusCode).toBe(204);
    expect((await event('click', owner.cookie)).statusCode).toBe(204);
    const stats = async () => dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(listing.businessId), owner.cookie)).json()).stats;
    expect(await stats()).toMatchObject({ views: 0, clicks: 0 });
    expect((await event('view')).statusCode).toBe(204);
    expect(await stats()).toMatchObject({ views: 1, clicks: 0 });
  });
});

describe('find your business', () => {
  it('finds public listings by part of the name, case-insensitively, optionally in one city; never hidden ones', async () => {
    const token = randomUUID().slice(0, 8);
    const listed = await makeBusiness(ctx.deps.db, world.cityId, { name: `Sunny Paws ${token} Grooming` });
    const owner = await newOwner(ctx.deps);
    const verified = await makeBusiness(ctx.deps.db, world.cityId, { name: `Sunny Paws ${token} Vets`, isClaimed: true, isVerified: true, ownerId: owner.id });
    const hidden = await makeBusiness(ctx.deps.db, world.cityId, { name: `Sunny Paws ${token} Hidden`, status: 'pending' });

    const response = await get(`/api/businesses/find?q=${encodeURIComponent(`sunny PAWS ${token}`)}`);
    expect(response.statusCode).toBe(200);
    const { results } = findBusinessResponseSchema.parse(response.json());
    expect(results.map((r) => r.id).sort()).toEqual([listed.id, verified.id].sort());
    expect(results.find((r) => r.id === verified.id)).toMatchObject({ isVerified: true, city: { slug: citySlug } });
    expect(response.body).not.toContain('ownerId');
    expect(results.map((r) => r.id)).not.toContain(hidden.id);

    const inCity = findBusinessResponseSchema.parse((await get(apiPaths.findBusinesses(token, citySlug))).json());
    expect(inCity.results).toHaveLength(2);
    const elsewhere = findBusinessResponseSchema.parse((await get(apiPaths.findBusinesses(token, 'austin'))).json());
    expect(elsewhere.results).toEqual([]);
  });

  it('says what is wrong with the search text (400)', async () => {
    for (const q of ['', 'a', 'x'.repeat(101)]) {
      const response = await get(apiPaths.findBusinesses(q));
      expect(response.statusCode, q).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toMatch(/at least 2 characters|at most 100 characters/);
    }
    expect((await get('/api/businesses/find')).statusCode).toBe(400);
  });

  it('renders the matches with claim links on the server, and the list-business page leads there', async () => {
    const token = randomUUID().slice(0, 8);
    const listed = await makeBusiness(ctx.deps.db, world.cityId, { name: `Claimable ${token}` });
    const page = await get(`/business/find?q=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/business/${listed.id}/claim"`);
    expect(page.body).toContain('Claim this business');
    const none = await get(`/business/find?q=nothing-${token}`);
    expect(none.body).toContain('No businesses match');
  });
});
