import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { getDailyStats, isBot } from '../../src/server/listings/analytics-service.js';
import { analyticsHits, businessDailyStats } from '../../src/server/db/schema.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function newBusiness() {
  const city = await createCity(deps.db);
  const service = await createService(deps.db);
  return (await createBusiness(deps.db, { city, services: [service] })).id;
}

/** A beacon from a visitor at `address` (the TCP peer: forwarded headers count only behind TRUST_PROXY). */
function send(id: number | string, kind: string, headers: Record<string, string> = {}, address = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: apiPaths.businessEvents(id),
    payload: { kind },
    remoteAddress: address,
    headers: { 'user-agent': BROWSER, ...headers },
  });
}

describe('POST /api/business/:id/events', () => {
  it('counts a view and a click once per visitor and minute', async () => {
    const id = await newBusiness();
    for (let i = 0; i < 3; i++) expect((await send(id, 'view')).statusCode).toBe(204);
    expect((await send(id, 'click')).statusCode).toBe(204);
    expect((await send(id, 'click')).statusCode).toBe(204);
    expect(await getDailyStats(deps.db, id, 30)).toEqual({ views: 1, clicks: 1 });
    // Another visitor (another address) counts again.
    await send(id, 'view', {}, '198.51.100.20');
    // The same address with another browser is another visitor too.
    await send(id, 'view', { 'user-agent': `${BROWSER} Edg/126.0` });
    expect(await getDailyStats(deps.db, id, 30)).toEqual({ views: 3, clicks: 1 });
  });

  it('never stores the raw address', async () => {
    const id = await newBusiness();
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    await send(id, 'view', {}, ip);
    const rows = await deps.db.select().from(analyticsHits).where(eq(analyticsHits.businessId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(ip);
  });

  it('ignores bots but accepts headless Chrome', async () => {
    const id = await newBusiness();
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'curl/8.5.0', 'Chrome-Lighthouse', 'Mozilla/5.0 (Windows NT 10.0) Slurp']) {
      expect((await send(id, 'view', { 'user-agent': agent })).statusCode).toBe(204);
    }
    expect(await getDailyStats(deps.db, id, 30)).toEqual({ views: 0, clicks: 0 });
    await send(id, 'view', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36' });
    expect(await getDailyStats(deps.db, id, 30)).toEqual({ views: 1, clicks: 0 });
    expect(isBot(undefined)).toBe(true);
    expect(isBot('Mozilla/5.0 HeadlessFoo/1.0')).toBe(true);
  });

  it('answers 404 for an unknown business, 400 for a bad id or kind', async () => {
    const missing = await send(2147483647, 'view');
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).message).toBe('Business not found');
    expect((await send('abc', 'view')).statusCode).toBe(400);
    const id = await newBusiness();
    const badKind = await send(id, 'purchase');
    expect(badKind.statusCode).toBe(400);
    expect(errorBodySchema.parse(badKind.json()).message).toMatch(/kind/);
  });

  it('rate-limits a flood from one address', async () => {
    const id = await newBusiness();
    const ip = '192.0.2.10';
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) statuses.push((await send(id, i % 2 ? 'view' : 'click', {}, ip)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 100).every((s) => s === 204)).toBe(true);
  });
});

describe('getDailyStats', () => {
  it('sums only the last N days', async () => {
    const id = await newBusiness();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await deps.db.insert(businessDailyStats).values([
      { businessId: id, day: day(0), views: 5, clicks: 1 },
      { businessId: id, day: day(29), views: 7, clicks: 2 },
      { businessId: id, day: day(30), views: 100, clicks: 100 },
    ]);
    expect(await getDailyStats(deps.db, id, 30)).toEqual({ views: 12, clicks: 3 });
    expect(await getDailyStats(deps.db, id, 1)).toEqual({ views: 5, clicks: 1 });
  });
});
