import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { favoriteListSchema } from '#shared/favorites.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn } from '../helpers/sign-in.js';
import { bookingWorld, unownedBusiness } from './booking-fixtures.js';

const { app, deps } = await buildTestApp();
const world = await bookingWorld(deps);

const put = (cookie: string, id: number | string) => app.inject({ method: 'PUT', url: apiPaths.customerFavorite(id), headers: { cookie } });
const remove = (cookie: string, id: number | string) => app.inject({ method: 'DELETE', url: apiPaths.customerFavorite(id), headers: { cookie } });
const list = async (cookie: string) => {
  const response = await app.inject({ url: apiPaths.customerFavorites, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return favoriteListSchema.parse(response.json()).favorites;
};

describe('favorites', () => {
  it('saves and removes idempotently (204 each time) and lists the business summary, newest first', async () => {
    const customer = await signIn(deps, 'customer');
    const first = await unownedBusiness(deps, world);
    const second = await unownedBusiness(deps, world);
    for (let i = 0; i < 2; i++) expect((await put(customer.cookie, first.id)).statusCode).toBe(204);
    expect((await put(customer.cookie, second.id)).statusCode).toBe(204);
    const saved = await list(customer.cookie);
    expect(saved.map((f) => f.id)).toEqual([second.id, first.id]);
    expect(saved[0]).toMatchObject({ name: second.name, city: { name: world.city.name, state: 'TX', slug: world.city.slug }, services: ['Bath and Brush'] });

    for (let i = 0; i < 2; i++) expect((await remove(customer.cookie, first.id)).statusCode).toBe(204);
    expect((await list(customer.cookie)).map((f) => f.id)).toEqual([second.id]);
    // Removing what was never saved, or an id that does not exist, is still done.
    expect((await remove(customer.cookie, 2_000_000_000)).statusCode).toBe(204);
  });

  it("keeps each customer's favorites to themselves", async () => {
    const alice = await signIn(deps, 'customer');
    const bob = await signIn(deps, 'customer');
    const business = await unownedBusiness(deps, world);
    await put(alice.cookie, business.id);
    expect(await list(bob.cookie)).toEqual([]);
    await remove(bob.cookie, business.id);
    expect((await list(alice.cookie)).map((f) => f.id)).toEqual([business.id]);
  });

  it('refuses unknown, hidden and malformed businesses, and hides a saved one once it is no longer public', async () => {
    const customer = await signIn(deps, 'customer');
    const missing = await put(customer.cookie, 2_000_000_000);
    expect([missing.statusCode, errorBodySchema.parse(missing.json()).message]).toEqual([404, 'Business not found']);
    expect((await put(customer.cookie, 'abc')).statusCode).toBe(400);
    expect((await remove(customer.cookie, '0')).statusCode).toBe(400);
    const pending = await unownedBusiness(deps, world, { status: 'pending' });
    expect((await put(customer.cookie, pending.id)).statusCode).toBe(404);

    const business = await unownedBusiness(deps, world);
    await put(customer.cookie, business.id);
    await deps.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, business.id));
    expect(await list(customer.cookie)).toEqual([]);
    // Approved again, it comes back.
    await deps.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, business.id));
    expect((await list(customer.cookie)).map((f) => f.id)).toEqual([business.id]);
  });
});

describe('favorites and the public-answer cache', async () => {
  const cached = await buildTestApp({ PUBLIC_CACHE: 'on' });

  it('never serves or keeps a signed-in favorites answer, and the public business answer carries no favorite state', async () => {
    const customer = await signIn(cached.deps, 'customer');
    const business = await unownedBusiness(cached.deps, world);
    const read = () => cached.app.inject({ url: apiPaths.customerFavorites, headers: { cookie: customer.cookie } });
    expect(favoriteListSchema.parse((await read()).json()).favorites).toEqual([]);
    await cached.app.inject({ method: 'PUT', url: apiPaths.customerFavorite(business.id), headers: { cookie: customer.cookie } });
    const after = await read();
    expect(after.headers['x-cache']).toBeUndefined();
    expect(favoriteListSchema.parse(after.json()).favorites.map((f) => f.id)).toEqual([business.id]);

    // Anonymous: refused, never cached; the public business page answer is the same for everyone.
    const anonymous = await cached.app.inject({ url: apiPaths.customerFavorites });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    const publicRead = await cached.app.inject({ url: apiPaths.business(business.id) });
    expect(publicRead.body).not.toMatch(/favorite/i);
    const page = await cached.app.inject({ url: `/business/${business.id}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/aria-pressed="true"/);
  });
});
