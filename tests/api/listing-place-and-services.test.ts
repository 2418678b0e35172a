import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessUpdates, businesses, cities } from '../../src/server/db/schema.js';
import { zipCentroid } from '../../src/server/geo/zip-centroids.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { serviceCityResponseSchema } from '#shared/listings.js';
import { dashboardResponseSchema, LISTING_MESSAGES, updateBusinessResponseSchema } from '#shared/owners.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { newOwner, signIn, staffEmail, submitListing, type World } from './admin-fixtures.js';
import { listingPayload, makeService } from './owners-fixtures.js';

/**
 * Owners change what their listing is (issue 21 item 10): services and the mobile flag at once, the city as an
 * identity change, and an address always in the listing's city. With the public cache on, so every page read after
 * a write's 2xx must already show it.
 */

const STAFF = staffEmail();
let ctx: TestContext;
let staffCookie: string;
type CityRow = { id: number; slug: string };
let austin: CityRow;
let dallas: CityRow;
let denver: CityRow;
let grooming: Awaited<ReturnType<typeof makeService>>;
let sitting: Awaited<ReturnType<typeof makeService>>;
let world: World;

const cityBySlug = async (slug: string) => (await ctx.deps.db.select({ id: cities.id, slug: cities.slug }).from(cities).where(eq(cities.slug, slug)))[0]!;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, PUBLIC_CACHE: 'on' });
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
  austin = await cityBySlug('austin');
  dallas = await cityBySlug('dallas');
  denver = await cityBySlug('denver');
  grooming = await makeService(ctx.deps.db, 'Place Test Grooming');
  sitting = await makeService(ctx.deps.db, 'Place Test Sitting');
  world = { cityId: austin.id, serviceIds: [grooming.id] };
});

const patch = (cookie: string, id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: apiPaths.business(id), headers: { cookie }, payload });
const post = (url: string, cookie: string) => ctx.app.inject({ method: 'POST', url, headers: { cookie } });

/** The public pair answer, read the way a visitor would (through the cache), with the ids it lists. */
async function pair(service: { slug: string }, city: CityRow) {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, city.slug, { pageSize: '50' }) });
  expect(response.statusCode).toBe(200);
  const body = serviceCityResponseSchema.parse(response.json());
  return { body, ids: body.businesses.map((b) => b.id), cache: response.headers['x-cache'] };
}

/** The service-in-city page (HTML), read through the cache: whether it names the listing. */
async function pageNames(service: { slug: string }, city: CityRow, name: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/${service.slug}/${city.slug}` });
  expect(response.statusCode).toBe(200);
  return response.body.includes(name);
}

/** A listing staff approved: public and verified, in Austin, offering grooming, mobile. */
async function verifiedListing() {
  const owner = await newOwner(ctx.deps);
  const listing = await submitListing(ctx, world, owner);
  expect((await post(apiPaths.admin.approve(listing.claimId), staffCookie)).statusCode).toBe(200);
  return { owner, ...listing };
}

const refusal = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  return errorBodySchema.parse(response.json());
};

describe('services and the mobile flag', () => {
  it('change at once, and the old and new service-in-city pages and counts follow before the 2xx', async () => {
    const { owner, businessId, name } = await verifiedListing();
    // Read (and cache) both pairs first.
    const before = await pair(grooming, austin);
    expect(before.ids).toContain(businessId);
    expect(before.body.businesses.find((b) => b.id === businessId)!.isMobile).toBe(true);
    expect((await pair(sitting, austin)).ids).not.toContain(businessId);
    expect(await pageNames(grooming, austin, name)).toBe(true);
    expect((await pair(grooming, austin)).cache).toBe('hit');

    const response = await patch(owner.cookie, businessId, { serviceIds: [sitting.id], isMobile: false });
    expect(response.statusCode).toBe(200);
    const answer = updateBusinessResponseSchema.parse(response.json());
    expect(answer.business.isMobile).toBe(false);
    expect(answer.pendingChanges).toEqual({});

    const left = await pair(grooming, austin);
    expect(left.ids).not.toContain(businessId);
    expect(left.body.total).toBe(before.body.total - 1);
    expect(left.body.stats.businessCount).toBe(before.body.stats.businessCount - 1);
    const joined = await pair(sitting, austin);
    expect(joined.ids).toContain(businessId);
    expect(joined.body.businesses.find((b) => b.id === businessId)!.isMobile).toBe(false);
    expect(await pageNames(grooming, austin, name)).toBe(false);
    expect(await pageNames(sitting, austin, name)).toBe(true);

    // The dashboard shows the new services and records both changes for the owner.
    const dashboard = dashboardResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: apiPaths.ownerDashboard(businessId), headers: { cookie: owner.cookie } })).json(),
    );
    expect(dashboard.services.map((s) => s.id)).toEqual([sitting.id]);
    expect(dashboard.updates.map((u) => [u.fieldName, u.oldValue, u.newValue, u.status]).sort()).toEqual([
      ['isMobile', 'true', 'false', 'approved'],
      ['services', grooming.name, sitting.name, 'approved'],
    ]);
  });

  it('refuses no services and unknown ones with a 400 naming serviceIds, changing nothing', async () => {
    const { owner, businessId } = await verifiedListing();
    expect(refusal(await patch(owner.cookie, businessId, { serviceIds: [] })).message).toBe(LISTING_MESSAGES.services);
    const unknown = refusal(await patch(owner.cookie, businessId, { serviceIds: [grooming.id, 1_999_999_999], isMobile: false }));
    expect(unknown.fields).toHaveProperty('serviceIds');
    expect((await pair(grooming, austin)).body.businesses.find((b) => b.id === businessId)!.isMobile).toBe(true);
  });
});

describe('the city', () => {
  it('on a verified listing waits for staff with its address; approval moves the listing and both cities follow', async () => {
    const { owner, businessId, name } = await verifiedListing();
    expect((await pair(grooming, austin)).ids).toContain(businessId);
    expect((await pair(grooming, dallas)).ids).not.toContain(businessId);
    const address = '1500 Marilla St, Dallas, TX 75201';

    const response = await patch(owner.cookie, businessId, { cityId: dallas.id, address });
    expect(response.statusCode).toBe(200);
    const answer = updateBusinessResponseSchema.parse(response.json());
    expect(answer.business.cityId).toBe(austin.id);
    expect(answer.pendingChanges).toEqual({ cityId: dallas.id, address });
    expect((await pair(grooming, austin)).ids).toContain(businessId);
    expect((await pair(grooming, dallas)).ids).not.toContain(businessId);

    const [cityChange] = await ctx.deps.db
      .select({ id: businessUpdates.id })
      .from(businessUpdates)
      .where(and(eq(businessUpdates.businessId, businessId), eq(businessUpdates.fieldName, 'cityId')));
    expect((await post(apiPaths.admin.approveChange(cityChange!.id), staffCookie)).statusCode).toBe(200);

    // Approving the city approved the address asked for with it: the listing is in Dallas, placed by its ZIP code.
    const [moved] = await ctx.deps.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(moved).toMatchObject({ cityId: dallas.id, address, ...zipCentroid('75201') });
    expect((await pair(grooming, austin)).ids).not.toContain(businessId);
    expect((await pair(grooming, dallas)).ids).toContain(businessId);
    expect(await pageNames(grooming, austin, name)).toBe(false);
    expect(await pageNames(grooming, dallas, name)).toBe(true);
    const pending = await ctx.deps.db
      .select({ id: businessUpdates.id })
      .from(businessUpdates)
      .where(and(eq(businessUpdates.businessId, businessId), eq(businessUpdates.status, 'pending')));
    expect(pending).toEqual([]);
  });

  it('on a listing not yet verified changes at once', async () => {
    const owner = await newOwner(ctx.deps);
    const { businessId } = await submitListing(ctx, world, owner);
    const response = await patch(owner.cookie, businessId, { cityId: dallas.id, address: '1500 Marilla St, Dallas, TX 75201' });
    expect(response.statusCode).toBe(200);
    const answer = updateBusinessResponseSchema.parse(response.json());
    expect(answer.business.cityId).toBe(dallas.id);
    expect(answer.pendingChanges).toEqual({});
  });

  it("refuses a move whose address stays in the old city, naming the address", async () => {
    const owner = await newOwner(ctx.deps);
    const payload = listingPayload(austin.id, [grooming.id]);
    payload.business.address = '500 Congress Ave, Austin, TX 78701';
    const created = await ctx.app.inject({ method: 'POST', url: apiPaths.createBusiness, headers: { cookie: owner.cookie }, payload });
    expect(created.statusCode).toBe(201);
    const businessId = (created.json() as { business: { id: number } }).business.id;
    const refused = refusal(await patch(owner.cookie, businessId, { cityId: dallas.id }));
    expect(refused.fields).toHaveProperty('address');
    expect(refused.message).toBe('This address is in Austin, TX, not Dallas. Please enter an address in Dallas, or choose Austin as the city.');
  });
});

describe('an address lies in the listing city', () => {
  it('refuses a ZIP code of another state with a 400 naming address and saying why', async () => {
    const { owner, businessId } = await verifiedListing();
    const refused = refusal(await patch(owner.cookie, businessId, { address: '100 Main St, Austin, TX 80202' }));
    expect(refused.message).toMatch(/^This address is in Colorado \(ZIP code 80202\), but Austin is in Texas\./);
    expect(refused.fields).toEqual({ address: refused.message });
  });

  it('keeps a Denver address off an Austin listing: refused when listing and when editing, never placed in Denver', async () => {
    const owner = await newOwner(ctx.deps);
    const payload = listingPayload(austin.id, [grooming.id]);
    payload.business.address = '1701 Wynkoop St, Denver, CO 80202';
    const listed = refusal(await ctx.app.inject({ method: 'POST', url: apiPaths.createBusiness, headers: { cookie: owner.cookie }, payload }));
    expect(listed.fields).toHaveProperty(['business.address']);
    expect(listed.message).toMatch(/Colorado/);
    expect(await ctx.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, owner.id))).toEqual([]);

    const { owner: editor, businessId } = await verifiedListing();
    expect(refusal(await patch(editor.cookie, businessId, { address: '1701 Wynkoop St, Denver, CO 80202' })).fields).toHaveProperty('address');
    const [kept] = await ctx.deps.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(kept!.cityId).toBe(austin.id);
    expect(await ctx.deps.db.select({ id: businessUpdates.id }).from(businessUpdates).where(eq(businessUpdates.businessId, businessId))).toEqual([]);
    expect((await pair(grooming, denver)).ids).not.toContain(businessId);
  });

  it('refuses another directory city of the same state, saying to change the City field; accepts a suburb', async () => {
    const { owner, businessId } = await verifiedListing();
    const refused = refusal(await patch(owner.cookie, businessId, { address: '1500 Marilla St, Dallas, TX 75201' }));
    expect(refused.message).toBe('This address is in Dallas, TX, not Austin. Please enter an address in Austin, or choose Dallas as the city.');
    const suburb = await patch(owner.cookie, businessId, { address: '201 E Main St, Round Rock, TX 78664' });
    expect(suburb.statusCode).toBe(200);
    expect(updateBusinessResponseSchema.parse(suburb.json()).pendingChanges).toEqual({ address: '201 E Main St, Round Rock, TX 78664' });
  });
});
