import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { readNearMe } from '#shared/near-me.js';
import { searchResponseSchema, type SearchResponse } from '#shared/search.js';
import { buildTestApp } from '../helpers/test-app.js';

/** Issue 24 item 2: 'near me' uses the visitor's position when given, else the answer says the text asked for it. */

const { app } = await buildTestApp();
const get = (url: string) => app.inject({ method: 'GET', url });
const search = async (query: Record<string, string>) => {
  const response = await get(apiPaths.search(query));
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
};

/** Downtown Austin, as the browser's position rounded to two decimals. */
const AUSTIN = '30.27,-97.74';
/** A groomer: offers a grooming service or has 'groom' in its name. */
const grooms = (b: SearchResponse['businesses'][number]) => /groom/i.test(b.name) || b.services.some((s) => /groom/i.test(s));
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe("'near me' in the search text", () => {
  it.each(['groomers near me', 'groomers nearby', 'groomers near by', 'groomers close to me', 'Groomers around me'])(
    "'%s' without a position: groomers nationwide, unplaced, and nearMe says to ask",
    async (q) => {
      const found = await search({ q });
      expect(found.redirect).toBeNull();
      expect(found.nearMe).toBe(true);
      expect(found.city).toBeNull();
      expect(found.total).toBeGreaterThan(0);
      expect(found.businesses.every((b) => b.distance === undefined)).toBe(true);
      // The best matches are groomers (a pet taxi that drives to the groomer matches by its description, lower).
      expect(found.businesses.slice(0, 5).filter((b) => !grooms(b)).map((b) => b.name)).toEqual([]);
    },
  );

  it("'groomers near me' with near: groomers of the closest city, nearest first, distances from the visitor", async () => {
    const found = await search({ q: 'groomers near me', near: AUSTIN });
    expect(found.redirect).toBeNull();
    expect(found.nearMe).toBe(true);
    expect(found.city?.slug).toBe('austin');
    expect(found.nearestCity?.slug).toBe('austin');
    expect(found.total).toBeGreaterThan(1);
    const distances = found.businesses.map((b) => b.distance);
    expect(distances.every((d) => typeof d === 'number')).toBe(true);
    expect(distances).toEqual(ascending(distances as number[]));
    expect(found.businesses.filter(grooms).length).toBeGreaterThan(found.businesses.length / 2);
    expect(found.businesses.every((b) => b.cityId === found.city!.id)).toBe(true);
  });

  it("'dog grooming near me' lists that service's providers: nationwide without near, the closest city's with it", async () => {
    const nationwide = await search({ q: 'dog grooming near me' });
    expect(nationwide).toMatchObject({ redirect: null, nearMe: true, city: null });
    expect(nationwide.total).toBeGreaterThan(0);
    expect(nationwide.businesses.filter((b) => !b.services.includes('Dog Grooming')).map((b) => b.name)).toEqual([]);

    const placed = await search({ q: 'dog grooming near me', near: AUSTIN });
    const pair = (await get(apiPaths.serviceCity('dog-grooming', 'austin', { near: AUSTIN, sort: 'distance' }))).json() as { total: number; businesses: { id: number }[] };
    expect(placed.total).toBe(pair.total);
    expect(placed.businesses.map((b) => b.id)).toEqual(pair.businesses.map((b) => b.id));
  });

  it('service types ticked beside it add their providers, as the filter does elsewhere', async () => {
    const both = await search({ q: 'dog grooming near me', near: AUSTIN, types: 'cat-grooming', pageSize: '50' });
    const dog = await search({ q: 'dog grooming near me', near: AUSTIN });
    expect(both.total).toBeGreaterThan(dog.total);
    expect(both.businesses.filter((b) => !b.services.includes('Dog Grooming') && !b.services.includes('Cat Grooming')).map((b) => b.name)).toEqual([]);
    expect(both.businesses.some((b) => !b.services.includes('Dog Grooming'))).toBe(true);
  });

  it('a sort the visitor picks still applies with near', async () => {
    const found = await search({ q: 'vet near me', near: AUSTIN, sort: 'highest-rated' });
    const ratings = found.businesses.map((b) => Number(b.rating));
    expect(ratings.length).toBeGreaterThan(1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("'near me' alone: nothing to search without a position, the closest city's listings by distance with one", async () => {
    const unplaced = await search({ q: 'near me' });
    expect(unplaced).toMatchObject({ nearMe: true, redirect: null, total: 0 });
    const placed = await search({ q: 'near me', near: AUSTIN });
    expect(placed.nearMe).toBe(true);
    expect(placed.city?.slug).toBe('austin');
    const distances = placed.businesses.map((b) => b.distance as number);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual(ascending(distances));
  });

  it('text that names a city does not ask for the position', async () => {
    expect(await search({ q: 'dog grooming near me in austin' })).toMatchObject({ redirect: '/dog-grooming/austin', nearMe: false });
    const named = await search({ q: 'dog grooming' });
    expect(named.nearMe).toBeFalsy();
  });

  it('the phrases are whole words: a name that merely contains them is searched as typed', () => {
    expect(readNearMe('Nearbyville Pets')).toEqual({ text: 'Nearbyville Pets', nearMe: false });
    expect(readNearMe('dog walker near me')).toEqual({ text: 'dog walker', nearMe: true });
    expect(readNearMe('Vets NEAR ME, please')).toEqual({ text: 'Vets , please', nearMe: true });
  });

  it('the OpenAPI document lists the new field', async () => {
    const doc = (await get(apiPaths.openApi)).json() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> }> } }>;
    };
    const schema = doc.paths['/api/search']!.get.responses['200']!.content['application/json']!.schema;
    expect(schema.properties).toHaveProperty('nearMe');
    // Optional: a client written before it still reads every answer.
    expect(schema.required ?? []).not.toContain('nearMe');
  });
});

describe("'near me' in a service-in-city page's box", () => {
  it('is not searched for: the page is already the city', async () => {
    const read = async (query: Record<string, string>) => {
      const response = await get(apiPaths.serviceCity('dog-grooming', 'austin', query));
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { total: number; businesses: { id: number }[] };
    };
    const all = await read({});
    expect(all.total).toBeGreaterThan(0);
    const nearMe = await read({ q: 'near me' });
    expect(nearMe.total).toBe(all.total);
    expect(nearMe.businesses.map((b) => b.id)).toEqual(all.businesses.map((b) => b.id));
  });
});
