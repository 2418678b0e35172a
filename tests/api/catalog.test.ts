import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { cityListSchema, homeStatsSchema, serviceListSchema } from '#shared/catalog.js';
import { CACHE_POLICY } from '../../src/server/http/cache-policy.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();

describe('GET /api/cities', () => {
  it('lists every city, largest population first, cacheable', async () => {
    const big = await createCity(deps.db, { population: 50_000_000 });
    const small = await createCity(deps.db, { population: 1 });
    const response = await app.inject({ method: 'GET', url: apiPaths.cities });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_POLICY.publicRead);
    const list = cityListSchema.parse(response.json());
    const slugs = list.map((c) => c.slug);
    expect(slugs).toContain(big.slug);
    expect(slugs).toContain(small.slug);
    expect(slugs.indexOf(big.slug)).toBeLessThan(slugs.indexOf(small.slug));
    const populations = list.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(list.find((c) => c.slug === big.slug)).toEqual(big);
  });
});

describe('GET /api/services', () => {
  it('lists services by sort order, then name', async () => {
    const later = await createService(deps.db, { sortOrder: 5000, name: 'Aaa first by name, last by order' });
    const earlier = await createService(deps.db, { sortOrder: -5000, name: 'Zzz last by name, first by order' });
    const response = await app.inject({ method: 'GET', url: apiPaths.services });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_POLICY.publicRead);
    const list = serviceListSchema.parse(response.json());
    const slugs = list.map((s) => s.slug);
    expect(slugs.indexOf(earlier.slug)).toBeLessThan(slugs.indexOf(later.slug));
    expect(list.find((s) => s.slug === later.slug)).toEqual(later);
    // sort_order is internal: it is not part of the wire shape.
    expect(Object.keys(response.json()[0]).sort()).toEqual(Object.keys(later).sort());
  });
});

describe('GET /api/stats', () => {
  it('counts cities, services and businesses', async () => {
    const before = homeStatsSchema.parse((await app.inject({ method: 'GET', url: apiPaths.stats })).json());
    const city = await createCity(deps.db);
    const service = await createService(deps.db);
    await createBusiness(deps.db, { city, services: [service] });
    const response = await app.inject({ method: 'GET', url: apiPaths.stats });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_POLICY.publicRead);
    const after = homeStatsSchema.parse(response.json());
    // Other test files may add rows at the same time on a shared database: at least ours are counted.
    expect(after.cities).toBeGreaterThanOrEqual(before.cities + 1);
    expect(after.services).toBeGreaterThanOrEqual(before.services + 1);
    expect(after.businesses).toBeGreaterThanOrEqual(before.businesses + 1);
  });
});
