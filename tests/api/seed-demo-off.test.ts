import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA_NOTICE } from '../../src/client/components/layout/footer.js';
import { loadConfig } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/connect.js';
import { REFERENCE_SEED_VERSION, seedDatabase } from '../../src/server/seed/seed-database.js';
import { apiPaths } from '#shared/api-paths.js';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { SERVICES } from '../../src/server/seed/services-data.js';
import { InjectBrowser } from '../helpers/oidc.js';
import { buildTestApp, testDatabase, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  // This file's database, emptied of the run's seed and seeded again as `SEED_DEMO=false` seeds an empty one.
  const { db } = await testDatabase();
  await db.execute(sql`truncate table cities, services, businesses, business_services, reviews restart identity cascade`);
  await db.execute(sql`delete from app_meta where key = 'seed'`);
  const summary = await seedDatabase(db, { demo: false });
  expect(summary).toEqual({ cities: CITIES.length, services: SERVICES.length, businesses: 0, reviews: 0 });
  ctx = await buildTestApp({ SEED_DEMO: 'false' });
}, 120_000);

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('going live with SEED_DEMO=false', () => {
  it('is a setting that defaults to the demo, and refuses anything but true or false', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'no' })).toThrow('SEED_DEMO must be true or false');
  });

  it('has the reference data (every city and service) and no listings or reviews', async () => {
    expect((await get(apiPaths.cities)).json()).toHaveLength(CITIES.length);
    expect((await get(apiPaths.services)).json()).toHaveLength(SERVICES.length);
    const pair = (await get(apiPaths.serviceCity('dog-grooming', 'austin'))).json() as { businesses: unknown[]; total: number };
    expect(pair).toMatchObject({ businesses: [], total: 0 });
    const search = (await get(apiPaths.search({ q: 'grooming' }))).json() as { total: number };
    expect(search.total).toBe(0);
    const seed = await queryRows<{ value: string }>(ctx.deps.db, sql`select value from app_meta where key = 'seed'`);
    expect(seed[0]?.value).toBe(REFERENCE_SEED_VERSION);
  });

  it('shows empty lists and no demo notice on the pages', async () => {
    for (const url of ['/', '/dog-grooming/austin', '/city/austin', '/privacy']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(DEMO_DATA_NOTICE);
    }
    const pairPage = (await get('/dog-grooming/austin')).body;
    expect(pairPage).toContain('No providers found');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('/business/');
  });

  it('has no demo accounts, so the built-in sign-in page offers no demo buttons', async () => {
    const accounts = await queryRows<{ n: number }>(ctx.deps.db, sql`select count(*)::int as n from users where subject like 'demo-%'`);
    expect(accounts[0]?.n).toBe(0);
    const browser = new InjectBrowser(ctx.app);
    const page = await browser.follow(String((await browser.request('GET', apiPaths.signIn.customer)).headers.location));
    expect(page.response.statusCode).toBe(200);
    expect(page.response.body).toContain('Sign in');
    expect(page.response.body).not.toContain('Try as');
  });
});
