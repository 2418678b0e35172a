import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';

/** Issue 14, part 7: a page past the last one. The API refuses it with a message; pages go to the last page. */

const { app, deps } = await buildTestApp();
const get = (url: string) => app.inject({ method: 'GET', url });

const city = await createCity(deps.db);
const service = await createService(deps.db);
// 23 providers: three pages of ten, the last holding 3.
for (let i = 0; i < 23; i++) await createBusiness(deps.db, { city, services: [service], rating: '4.5', reviewCount: i });

describe('a page past the last one', () => {
  it('the API answers 400 naming the last page', async () => {
    const response = await get(apiPaths.serviceCity(service.slug, city.slug, { page: '99' }));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: 'Page 99 is past the last page (3)', fields: { page: 'The last page is 3' } });
    expect((await get(apiPaths.serviceCity(service.slug, city.slug, { page: '3' }))).statusCode).toBe(200);
  });

  it('the page redirects to the last page, keeping the filters', async () => {
    const page = await get(`/${service.slug}/${city.slug}?page=99&sort=most-reviews`);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/${service.slug}/${city.slug}?sort=most-reviews&page=3`);
    const filtered = await get(`/${service.slug}/${city.slug}?minRating=4&page=5&q=zzz-nothing`);
    // Nothing matches at all: no last page to go to, the page says the filters match nothing (no redirect loop).
    expect(filtered.statusCode).toBe(200);
    expect((await get(`/${service.slug}/${city.slug}?page=3`)).statusCode).toBe(200);
  });

  it('a search results page past the end redirects too', async () => {
    const q = new URLSearchParams({ q: `business ${city.name}` });
    const page = await get(`/search?${q}&page=50`);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/search?${q}&page=3`);
  });
});
