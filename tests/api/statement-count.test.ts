import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp } from '../helpers/test-app.js';

/** Issue 11: a page reads each piece of its data once. These count the statements one render runs. */

const { app, deps } = await buildTestApp();
// Cities and services are read once per process, then kept in memory.
await app.inject({ method: 'GET', url: apiPaths.cities });

/** The service-in-city statement: the page, the count of matches and the pair's figures (search.ts). */
const isPairStatement = (statement: string) => statement.includes('"pairBusinessCount"');

async function statementsOf(url: string): Promise<string[]> {
  const seen: string[] = [];
  const stop = deps.database.observeQueries((statement) => seen.push(statement));
  try {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
  } finally {
    stop();
  }
  return seen;
}

describe('statements per server-rendered page', () => {
  it('the service-in-city page runs one statement, for its list, count, figures and JSON-LD alike', async () => {
    const statements = await statementsOf('/dog-grooming/austin');
    expect(statements.filter(isPairStatement)).toHaveLength(1);
    expect(statements).toHaveLength(1);
  });

  it('a filtered, sorted later page is still one statement', async () => {
    const statements = await statementsOf('/dog-grooming/austin?sort=distance&minRating=4&types=dog-walking&page=2');
    expect(statements.filter(isPairStatement)).toHaveLength(1);
    expect(statements).toHaveLength(1);
  });

  it('the business page reads the business and its reviews once, for the page and its JSON-LD alike', async () => {
    const api = (await app.inject({ method: 'GET', url: apiPaths.serviceCity('dog-grooming', 'austin') })).json() as { businesses: { id: number }[] };
    const statements = await statementsOf(`/business/${api.businesses[0]!.id}`);
    // The review list once; the business's own statement counts its reviews per star (the rating breakdown) inside it.
    expect(statements.filter((s) => /from "reviews"/.test(s) && !/from "businesses"/.test(s))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(4);
  });
});

describe('with the public cache on', () => {
  it('the service-in-city page runs its one statement on a miss and none on a hit', async () => {
    const cached = await buildTestApp({ PUBLIC_CACHE: 'on' });
    await cached.app.inject({ method: 'GET', url: apiPaths.cities });
    const seen: string[] = [];
    const stop = cached.deps.database.observeQueries((statement) => seen.push(statement));
    try {
      const first = await cached.app.inject({ method: 'GET', url: '/dog-walking/austin' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('miss');
      expect(seen.filter(isPairStatement)).toHaveLength(1);
      expect(seen).toHaveLength(1);
      // The repeat is served from the cache: no statement at all.
      expect((await cached.app.inject({ method: 'GET', url: '/dog-walking/austin' })).headers['x-cache']).toBe('hit');
      expect(seen).toHaveLength(1);
    } finally {
      stop();
      await cached.app.close();
    }
  });
});
