import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, cities } from '../../src/server/db/schema.js';
import { positionOfAddress } from '../../src/server/geo/zip-centroids.js';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { newOwner, signIn, staffEmail, submitListing, type World } from './admin-fixtures.js';
import { makeService } from './owners-fixtures.js';

/**
 * Issue 28 item 11: a queue card warns when the address is placed in another city than the listing's ('address is in
 * Denver but the city is Austin'). The listing form refuses such an address, so the rows here are written as an
 * import or an older listing left them.
 */
const STAFF = staffEmail();
let ctx: TestContext;
let world: World;
let staffCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF });
  const [austin] = await ctx.deps.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'austin'));
  world = { cityId: austin!.id, serviceIds: [(await makeService(ctx.deps.db, 'Placement Grooming')).id] };
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF, firstName: 'Sam', lastName: 'Staff' })).cookie;
});

/** The card's warnings about its address (the fixtures' listings share a phone, which has its own warning). */
const warningsOf = async (claimId: number) => {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.admin.queue, headers: { cookie: staffCookie } });
  const item = adminQueueResponseSchema.parse(response.json()).listings.items.find((entry) => entry.id === claimId)!;
  return item.warnings.filter((warning) => warning.startsWith('Address'));
};
/** Moves a queued listing to `address`, placed by its ZIP code as every write places it. */
const placeAt = (id: number, address: string) => ctx.deps.db.update(businesses).set({ address, ...positionOfAddress(address) }).where(eq(businesses.id, id));

describe('a queued listing placed away from its city', () => {
  it('warns that a Denver address is in Denver while the city is Austin', async () => {
    const { businessId, claimId } = await submitListing(ctx, world, await newOwner(ctx.deps));
    expect(await warningsOf(claimId)).toEqual([]);
    await placeAt(businessId, '1600 Broadway, Denver, CO 80202');
    expect(await warningsOf(claimId)).toEqual(["Address is in Denver, CO (ZIP 80202), but the listing's city is Austin, TX."]);
  });

  it('warns about a ZIP code of the same state far from the city, and not about a suburb', async () => {
    const { businessId, claimId } = await submitListing(ctx, world, await newOwner(ctx.deps));
    await placeAt(businessId, '1 College Ave, Lubbock, TX 79401');
    expect(await warningsOf(claimId)).toEqual([expect.stringMatching(/^Address \(ZIP 79401\) is \d+ miles from Austin, TX, the listing's city\.$/)]);
    await placeAt(businessId, '221 E Main St, Round Rock, TX 78664');
    expect(await warningsOf(claimId)).toEqual([]);
  });
});
