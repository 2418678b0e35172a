import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, newOwner, signIn, staffEmail, submitListing, type World } from './admin-fixtures.js';
import { makeBusiness } from './owners-fixtures.js';

/** Issue 10 item 5: the sitemap is computed once per data change, served from memory, fresh after a write. */

const STAFF = staffEmail();
let ctx: TestContext;
let world: World;
let staffCookie: string;

beforeAll(async () => {
  // The answer cache is off here (as in most tests): the sitemap memo must follow invalidations all the same.
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF });
  world = await makeWorld(ctx.deps);
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
});

const sitemap = (app = ctx.app, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/sitemap.xml', headers });
const listed = (xml: string, businessId: number) => xml.includes(`/business/${businessId}</loc>`);

/** The statements `work` runs on the database. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = ctx.deps.database.observeQueries((statement) => seen.push(statement));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

describe('the sitemap in memory', () => {
  it('computes once for simultaneous requests, then answers without touching the database', async () => {
    await ctx.deps.publicCache.invalidate(['listings']);
    let bodies: string[] = [];
    const burst = await statementsDuring(async () => {
      bodies = (await Promise.all(Array.from({ length: 5 }, () => sitemap()))).map((response) => response.body);
    });
    expect(burst.filter((statement) => statement.includes('count(*)'))).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toMatch(/<\/urlset>\n$/);
    expect(await statementsDuring(() => sitemap())).toEqual([]);
  });

  it('sends the stored gzip copy to clients that take it', async () => {
    const plain = await sitemap();
    const zipped = await sitemap(ctx.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/xml/);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect((await sitemap(ctx.app, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('is fresh right after a staff approval makes a listing public', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    expect(listed((await sitemap()).body, listing.businessId)).toBe(false);
    const approved = await ctx.app.inject({ method: 'POST', url: apiPaths.admin.approve(listing.claimId), headers: { cookie: staffCookie } });
    expect(approved.statusCode).toBe(200);
    expect(listed((await sitemap()).body, listing.businessId)).toBe(true);
  });

  it('keeps its copy until an invalidation: a row written behind the app’s back shows up only after one', async () => {
    await sitemap();
    const business = await makeBusiness(ctx.deps.db, world.cityId);
    expect(listed((await sitemap()).body, business.id)).toBe(false);
    await ctx.deps.publicCache.invalidate([`business:${business.id}`]);
    expect(listed((await sitemap()).body, business.id)).toBe(true);
  });

  it('follows invalidations sent by another app process on the same database', async () => {
    const other = await buildTestApp({ ADMIN_EMAILS: STAFF, PUBLIC_CACHE: 'on' });
    await sitemap(other.app);
    const business = await makeBusiness(ctx.deps.db, world.cityId);
    // This app (cache off) announces the write; the other process drops its copy when the notification arrives.
    await ctx.deps.publicCache.invalidate([`business:${business.id}`]);
    await vi.waitFor(async () => expect(listed((await sitemap(other.app)).body, business.id)).toBe(true), { timeout: 5000 });
  });
});
