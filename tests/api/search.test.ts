import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import type { City, Service } from '#shared/catalog.js';
import { searchResponseSchema, suggestResponseSchema } from '#shared/search.js';
import { createBusiness, createCity, uniqueToken } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';
import { makeWorld, newOwner, signIn, staffEmail, submitListing } from './admin-fixtures.js';

/** Issue 14, part 1: free-text search and suggestions over public listings only. */

const STAFF = staffEmail();
const ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, PUBLIC_CACHE: 'on' });
const { app, deps } = ctx;

const get = (url: string) => app.inject({ method: 'GET', url });
const search = async (query: Record<string, string>) => {
  const response = await get(apiPaths.search(query));
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
};
const suggest = async (q: string) => suggestResponseSchema.parse((await get(apiPaths.suggest(q))).json()).suggestions;

let catalog: { cities: City[]; services: Service[] };
const service = (slug: string) => catalog.services.find((s) => s.slug === slug)!;
const city = (slug: string) => catalog.cities.find((c) => c.slug === slug)!;

beforeAll(async () => {
  const [cities, services] = await Promise.all([get(apiPaths.cities), get(apiPaths.services)]);
  catalog = { cities: cities.json(), services: services.json() };
});

describe('GET /api/search: ranking and typos', () => {
  it('puts the business whose name is the text first, above better-rated near matches', async () => {
    const token = uniqueToken();
    const place = await createCity(deps.db);
    const grooming = [service('dog-grooming')];
    const exact = `Wagtail ${token} Spa`;
    await createBusiness(deps.db, { city: place, services: grooming, name: `Wagtail ${token} Spa and Grooming`, rating: '5.0', reviewCount: 300 });
    const { id } = await createBusiness(deps.db, { city: place, services: grooming, name: exact, rating: '3.1', reviewCount: 4 });
    await createBusiness(deps.db, { city: place, services: grooming, name: `The Wagtail ${token} Spa Lounge`, rating: '4.9', reviewCount: 120 });
    const found = await search({ q: exact });
    expect(found.redirect).toBeNull();
    expect(found.total).toBe(3);
    expect(found.businesses[0]!.id).toBe(id);
    // Then by rating backed by reviews.
    expect(found.businesses[1]!.name).toBe(`Wagtail ${token} Spa and Grooming`);
  });

  it("finds grooming for 'groomng' and Austin for 'austn'", async () => {
    const place = await createCity(deps.db);
    const groomer = await createBusiness(deps.db, { city: place, services: [service('dog-grooming')], name: `Shiny Coat ${uniqueToken()}` });
    const walker = await createBusiness(deps.db, { city: place, services: [service('dog-walking')], name: `Long Walks ${uniqueToken()}`, description: 'Walks.' });
    const typo = await search({ q: 'groomng', city: place.slug });
    expect(typo.businesses.map((b) => b.id)).toContain(groomer.id);
    expect(typo.businesses.map((b) => b.id)).not.toContain(walker.id);

    const austin = city('austin');
    const inAustin = await search({ q: 'austn' });
    expect(inAustin.total).toBeGreaterThan(10);
    expect(inAustin.businesses.every((b) => b.cityId === austin.id || /austin/i.test(b.name))).toBe(true);
  });

  it('limits to the city the text names and searches the rest', async () => {
    const found = await search({ q: 'happy austin' });
    expect(found.city?.slug).toBe('austin');
    expect(found.businesses.every((b) => b.cityId === city('austin').id)).toBe(true);
  });

  it('says when nothing matches, and suggests the nearest things the site has', async () => {
    const found = await search({ q: 'vetrinarian qqqqzz' });
    expect(found.total).toBe(0);
    expect(found.businesses).toEqual([]);
    expect(found.didYouMean.map((d) => d.href)).toContain('/veterinarian');
  });
});

describe('GET /api/search: free text naming a service and a city', () => {
  it.each([
    ['grooming new york', '/dog-grooming/new-york'],
    ['vet in chicago il', '/veterinarian/chicago'],
    // A zip code of the seeded Austin listings (test factories use 78701 for their own cities).
    ['cat grooming 78733', '/cat-grooming/austin'],
    ['good boy groomer in Austin, TX', '/dog-grooming/austin?q=good+boy'],
    // A service or a city alone: its own page.
    ['vets', '/veterinarian'],
    ['Austin, TX', '/city/austin'],
  ])('%s -> %s', async (q, to) => {
    expect((await search({ q })).redirect).toBe(to);
  });

  it('the /search page redirects there, keeping the filters; other text renders results', async () => {
    const page = await get('/search?q=grooming+new+york&minRating=4');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/dog-grooming/new-york?minRating=4');
    const results = await get('/search?q=happy');
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain('Results for “happy”');
    expect(results.body).toContain('name="robots" content="noindex"');
  });
});

describe('refusals', () => {
  it('answers 400 with a message for text too long, a bad filter or a page past the end', async () => {
    for (const url of [apiPaths.search({ q: 'x'.repeat(101) }), apiPaths.search({ q: 'dog', sort: 'nope' }), apiPaths.suggest('x'.repeat(101)), apiPaths.suggest('')]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const past = await get(apiPaths.search({ q: 'austin', page: '9999' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/^Page 9999 is past the last page \(\d+\)$/);
  });
});

describe('GET /api/suggest', () => {
  it('offers services, cities and businesses for what is typed', async () => {
    const kinds = async (q: string) => (await suggest(q)).map((s) => `${s.kind}:${s.label}`);
    expect(await kinds('groo')).toContain('service:Dog Grooming');
    expect(await kinds('aust')).toContain('city:Austin');
    const name = `Marigold ${uniqueToken()} Kennels`;
    const place = await createCity(deps.db);
    const { id } = await createBusiness(deps.db, { city: place, services: [service('pet-boarding')], name });
    // Written around the app: drop what the cache kept (an app write does this itself, tested below).
    await deps.publicCache.invalidate(['listings']);
    const found = await suggest(name.slice(0, -3));
    expect(found).toContainEqual({ kind: 'business', label: name, detail: `${place.name}, ${place.state}`, href: `/business/${id}` });
  });
});

describe('public data only, and fresh at once', () => {
  it('never shows a pending or rejected listing, and shows it as soon as staff approve it', async () => {
    const world = await makeWorld(deps);
    const owner = await newOwner(deps);
    const listing = await submitListing(ctx, world, owner);
    const ids = async () => (await search({ q: listing.name })).businesses.map((b) => b.id);
    const suggested = async () => (await suggest(listing.name)).some((s) => s.href === `/business/${listing.businessId}`);
    expect(await ids()).not.toContain(listing.businessId);
    expect(await suggested()).toBe(false);
    // Cached now; the approval must drop it.
    const staff = await signIn(deps, 'business_owner', { email: STAFF });
    const approve = await app.inject({ method: 'POST', url: apiPaths.admin.approve(listing.claimId), headers: { cookie: staff.cookie } });
    expect(approve.statusCode).toBe(200);
    expect(await ids()).toContain(listing.businessId);
    expect(await suggested()).toBe(true);

    await deps.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, listing.businessId));
    await deps.publicCache.invalidate(['listings']);
    expect(await ids()).not.toContain(listing.businessId);
  });
});

describe('robots and sitemap', () => {
  it('keep /search out', async () => {
    expect((await get('/robots.txt')).body.split('\n')).toContain('Disallow: /search');
    expect((await get('/sitemap.xml')).body).not.toContain('/search');
  });
});

describe('public-answer cache', () => {
  it('keeps one entry per search whatever the order or extra parameters, and marks hits', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/search?q=happy&minRating=4&utm_source=x' });
    expect(first.headers['cache-control']).toMatch(/^public/);
    const again = await app.inject({ method: 'GET', url: '/api/search?minRating=4&q=happy' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const page = await app.inject({ method: 'GET', url: '/search?q=happy&ref=mail' });
    expect(page.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/search?q=happy' })).headers['x-cache']).toBe('hit');
  });
});
