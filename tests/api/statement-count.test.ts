import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.js';

/** Issue 11: a page reads each piece of its data once. These count the statements one render runs. */

const { app, deps } = await buildTestApp();

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
  it('the service-in-city page runs the pair query once, for its list and its JSON-LD alike', async () => {
    const statements = await statementsOf('/dog-grooming/austin');
    expect(statements.filter((s) => s.includes('over ()'))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(6);
  });

  it('the business page reads the business and its reviews once, for the page and its JSON-LD alike', async () => {
    const api = (await app.inject({ method: 'GET', url: '/api/service/dog-grooming/austin' })).json() as { businesses: { id: number }[] };
    const statements = await statementsOf(`/business/${api.businesses[0]!.id}`);
    expect(statements.filter((s) => /from "reviews"/.test(s))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(4);
  });
});

describe('with the catalog in memory (public cache on)', () => {
  it('the service-in-city page runs three statements: the page, the pair figures, the services of the page', async () => {
    const cached = await buildTestApp({ PUBLIC_CACHE: 'on' });
    await cached.app.inject({ method: 'GET', url: '/api/cities' });
    const seen: string[] = [];
    const stop = cached.deps.database.observeQueries((statement) => seen.push(statement));
    try {
      const first = await cached.app.inject({ method: 'GET', url: '/dog-walking/austin' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('miss');
      expect(seen).toHaveLength(3);
      // The repeat is served from the cache: no statement at all.
      expect((await cached.app.inject({ method: 'GET', url: '/dog-walking/austin' })).headers['x-cache']).toBe('hit');
      expect(seen).toHaveLength(3);
    } finally {
      stop();
      await cached.app.close();
    }
  });
});
