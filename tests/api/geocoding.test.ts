import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema.js';
import { zipCentroid, zipOfAddress } from '../../src/server/geo/zip-centroids.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { serviceCityResponseSchema } from '#shared/listings.js';
import { businessResponseSchema } from '#shared/owners.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { listingPayload, makeCity, makeService } from './owners-fixtures.js';

let ctx: TestContext;
let city: Awaited<ReturnType<typeof makeCity>>;
let service: Awaited<ReturnType<typeof makeService>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  city = await makeCity(ctx.deps.db);
  service = await makeService(ctx.deps.db, 'Geo Test Visits');
});

/**
 * Lists a business at `address` as a new owner, then approves it (as staff would) so the public pages show it. The
 * fixture city is a Texas town, so its addresses carry Austin's ZIP codes under its own name.
 */
async function listAt(address: string) {
  const owner = await signIn(ctx.deps, 'business_owner');
  const payload = listingPayload(city.id, [service.id]);
  payload.business.address = address;
  const response = await ctx.app.inject({ method: 'POST', url: apiPaths.createBusiness, headers: { cookie: owner.cookie }, payload });
  expect(response.statusCode).toBe(201);
  const { business } = businessResponseSchema.parse(response.json());
  await ctx.deps.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, business.id));
  return business;
}

const readPair = async (query: Record<string, string>) => {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, city.slug, query) });
  return { response, body: response.statusCode === 200 ? serviceCityResponseSchema.parse(response.json()) : null };
};

describe('ZIP codes of addresses', () => {
  it('reads the last five-digit group, ZIP+4 included, and nothing from a house number alone', () => {
    expect(zipOfAddress('500 Congress Ave, Austin, TX 78701')).toBe('78701');
    expect(zipOfAddress('12345 Ranch Rd 620, Austin, TX 78726-1234')).toBe('78726');
    expect(zipOfAddress('120 Main St')).toBeNull();
    expect(zipCentroid('78701')).toEqual({ latitude: 30.271, longitude: -97.743 });
    expect(zipCentroid('00000')).toBeNull();
  });
});

describe('new listings are placed by their ZIP code', () => {
  it('puts a listing at its ZIP code centre and shows its real distance from the city centre', async () => {
    const business = await listAt('500 Congress Ave, Ownerville, TX 78701');
    expect({ latitude: business.latitude, longitude: business.longitude }).toEqual(zipCentroid('78701'));
    const { body } = await readPair({ q: business.name });
    const listed = body!.businesses.find((b) => b.id === business.id)!;
    // Ownerville's centre (30.1234, -97.5678) is about 14.6 miles from 78701's: never '0.0 mi'.
    expect(listed.distance).toBeGreaterThan(14);
    expect(listed.distance).toBeLessThan(15);
  });

  it('leaves a listing whose address names no known ZIP code unplaced: no distance, last by distance', async () => {
    const unplaced = await listAt('500 Congress Ave, Ownerville, TX 00000');
    expect(unplaced.latitude).toBeNull();
    const placed = await listAt('1 Placed Way, Ownerville, TX 78702');
    const { body } = await readPair({ sort: 'distance', pageSize: '50' });
    const ids = body!.businesses.map((b) => b.id);
    expect(ids.indexOf(placed.id)).toBeLessThan(ids.indexOf(unplaced.id));
    expect(body!.businesses.find((b) => b.id === unplaced.id)!.distance).toBeUndefined();
    const within = await readPair({ distance: '25', pageSize: '50' });
    expect(within.body!.businesses.map((b) => b.id)).not.toContain(unplaced.id);
  });
});

describe('near me: distances from the visitor', () => {
  it('sorts by distance from `near` and names the nearest directory city', async () => {
    const far = await listAt('10 Far St, Ownerville, TX 78701');
    const close = await listAt('20 Close St, Ownerville, TX 78613');
    // A point next to Cedar Park's 78613: `close` comes first, whatever the city centre says.
    const { body } = await readPair({ sort: 'distance', near: '30.51,-97.83', pageSize: '50' });
    const ids = body!.businesses.map((b) => b.id);
    expect(ids.indexOf(close.id)).toBeLessThan(ids.indexOf(far.id));
    expect(body!.businesses.find((b) => b.id === close.id)!.distance).toBeLessThan(3);
    expect(body!.nearestCity).toMatchObject({ name: expect.any(String), state: expect.any(String), slug: expect.any(String) });
    const without = await readPair({});
    expect(without.body!.nearestCity).toBeNull();
  });

  it.each(['91,10', '30.271,-97.743', 'austin', '30.27', '30.27,-181'])('refuses near=%s with a 400 that says why', async (near) => {
    const { response } = await readPair({ near });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toMatch(/near must be latitude,longitude/);
  });
});
