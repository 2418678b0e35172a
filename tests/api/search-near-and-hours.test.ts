import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { emptySchedule, FULL_DAY, type WeeklySchedule } from '#shared/hours/week.js';
import { searchResponseSchema } from '#shared/search.js';
import { createBusiness, createCity, createService, uniqueToken } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';

/** Issue 14: 'Use my location' on the search page, and today's status on result cards. */

const { app, deps } = await buildTestApp({ PUBLIC_CACHE: 'on' });
const get = (url: string) => app.inject({ method: 'GET', url });
const search = async (query: Record<string, string>) => {
  const response = await get(apiPaths.search(query));
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
};

const ALWAYS: WeeklySchedule = { ...emptySchedule(), ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [FULL_DAY]])) };

describe('GET /api/search with near', () => {
  it('sorts by distance from the visitor, measures distances from there and names the nearest city', async () => {
    const token = uniqueToken();
    const place = await createCity(deps.db, { latitude: 41.5, longitude: -100.5 });
    const service = await createService(deps.db);
    const far = await createBusiness(deps.db, { city: place, services: [service], name: `Farfetch ${token} North`, rating: '5.0', reviewCount: 200, milesFromCentre: 20 });
    const close = await createBusiness(deps.db, { city: place, services: [service], name: `Farfetch ${token} Centre`, rating: '3.0', reviewCount: 2 });
    const near = '41.50,-100.50';

    const found = await search({ q: `Farfetch ${token}`, near, sort: 'distance' });
    expect(found.redirect).toBeNull();
    expect(found.businesses.map((b) => b.id)).toEqual([close.id, far.id]);
    expect(found.businesses[0]!.distance).toBeLessThan(1);
    expect(found.businesses[1]!.distance).toBeGreaterThan(15);
    expect(found.nearestCity).toMatchObject({ slug: place.slug, name: place.name });

    // The distance filter measures from the visitor too.
    const within = await search({ q: `Farfetch ${token}`, near, distance: '5' });
    expect(within.businesses.map((b) => b.id)).toEqual([close.id]);

    // Without near: best rated first, no distances across cities, no nearest city.
    const plain = await search({ q: `Farfetch ${token}` });
    expect(plain.businesses.map((b) => b.id)).toEqual([far.id, close.id]);
    expect(plain.businesses[0]!.distance).toBeUndefined();
    expect(plain.nearestCity).toBeNull();
  });

  it.each(['30.271,-97.743', '91,10', 'austin'])('refuses near=%s with a 400 that says why', async (near) => {
    const response = await get(apiPaths.search({ q: 'grooming', near }));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toMatch(/near must be latitude,longitude/);
  });

  it("'veterinarian near me' lists vets by distance from the visitor, and without a position stays to ask for it (issue 24)", async () => {
    const withPosition = await search({ q: 'veterinarian near me', near: '30.27,-97.74', sort: 'distance' });
    expect(withPosition.redirect).toBeNull();
    expect(withPosition.businesses.length).toBeGreaterThan(0);
    const distances = withPosition.businesses.map((b) => b.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(10);

    const unplaced = await search({ q: 'veterinarian near me' });
    expect(unplaced).toMatchObject({ redirect: null, nearMe: true });
    expect(unplaced.total).toBeGreaterThan(0);
    // Without 'near me' a service alone still opens its page.
    expect((await search({ q: 'veterinarian' })).redirect).toBe('/veterinarian');
  });

  it('keeps the location when the text names a service and a city', async () => {
    const found = await search({ q: 'dog grooming austin', near: '30.27,-97.74' });
    expect(found.redirect).toMatch(/^\/dog-grooming\/austin\?.*near=30\.27%2C-97\.74/);
  });
});

describe('today\'s status on result cards', () => {
  it("gives each card's city time zone, and the search page's cards say whether the business is open", async () => {
    const token = uniqueToken();
    const place = await createCity(deps.db, { timeZone: 'America/Denver' });
    const service = await createService(deps.db);
    const always = await createBusiness(deps.db, { city: place, services: [service], name: `Nightowl ${token} Clinic`, schedule: ALWAYS });
    await createBusiness(deps.db, { city: place, services: [service], name: `Nightowl ${token} Walks`, schedule: { ...emptySchedule(true) } });
    await createBusiness(deps.db, { city: place, services: [service], name: `Nightowl ${token} Sitters`, schedule: null });

    const found = await search({ q: `Nightowl ${token}` });
    expect(found.total).toBe(3);
    expect(found.timeZones).toEqual({ [String(place.id)]: 'America/Denver' });
    expect(found.businesses.find((b) => b.id === always.id)!.schedule).toEqual(ALWAYS);

    // The rendered page: the status is in the card's HTML before any script runs (statuses that do not depend on the hour).
    const page = await get(`/search?q=${encodeURIComponent(`Nightowl ${token}`)}`);
    expect(page.statusCode).toBe(200);
    const cards = page.body.split('<article').slice(1);
    const card = (name: string) => cards.find((html) => html.includes(name))!;
    expect(card(`Nightowl ${token} Clinic`)).toContain('Open 24 hours');
    expect(card(`Nightowl ${token} Walks`)).toContain('By appointment');
    expect(card(`Nightowl ${token} Sitters`)).not.toContain('data-open-state');
  });
});
