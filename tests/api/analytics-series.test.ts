import { describe, expect, it } from 'vitest';
import { analyticsResponseSchema } from '#shared/analytics.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { eq } from 'drizzle-orm';
import { bookingRequests, businessDailyStats, reviews } from '../../src/server/db/schema.js';
import { recordBusinessEvent } from '../../src/server/listings/analytics-service.js';
import { getAnalytics } from '../../src/server/owners/analytics-series.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp } from '../helpers/test-app.js';
import { verifiedBusiness } from './booking-fixtures.js';
import { makeCity, makeService } from './owners-fixtures.js';

const { app, deps } = await buildTestApp();
const city = await makeCity(deps.db);
const service = await makeService(deps.db, 'Analytics Grooming');
const world = { city, service, other: service };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const DAY = 86_400_000;
/** The fixed clock: 15 June 2026, noon UTC. */
const NOW = Date.parse('2026-06-15T12:00:00Z');

const visitor = (n: number, userId?: number) => ({ ip: `203.0.113.${n}`, userAgent: BROWSER, userId });

async function addRequests(businessId: number, customerId: number, times: number[]) {
  await deps.db.insert(bookingRequests).values(
    times.map((time) => ({ businessId, customerId, serviceId: service.id, preferredDate: '2026-07-01', preferredTime: 'morning', createdAt: new Date(time) })),
  );
}

async function addReviews(businessId: number, given: { rating: number; time: number; status?: string }[]) {
  await deps.db.insert(reviews).values(
    given.map(({ rating, time, status }) => ({ businessId, userName: 'Pat P.', rating, text: 'A fine visit for my dog.', timeCreated: new Date(time), source: 'site', status })),
  );
}

describe('getAnalytics (a fixed clock)', () => {
  it('counts each day apart: views and each contact action once per visitor and minute, never the owner', async () => {
    const { business, owner } = await verifiedBusiness(deps, world);
    const at = (daysAgo: number, minutes = 0) => NOW - daysAgo * DAY + minutes * 60_000;
    // Today: two visitors view, one of them twice in the minute; the owner views their own page; clicks of each kind.
    await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(1), at(0));
    await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(1), at(0));
    await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(2), at(0));
    expect(await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(3, owner.id), at(0))).toBe('owner');
    await recordBusinessEvent(deps.db, business.id, { kind: 'phone' }, visitor(1), at(0));
    await recordBusinessEvent(deps.db, business.id, { kind: 'phone' }, visitor(1), at(0));
    await recordBusinessEvent(deps.db, business.id, { kind: 'website' }, visitor(1), at(0));
    await recordBusinessEvent(deps.db, business.id, { kind: 'directions' }, visitor(2), at(0));
    // Two days ago: the same visitor again a minute later counts again.
    await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(1), at(2));
    await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(1), at(2, 1));
    await recordBusinessEvent(deps.db, business.id, { kind: 'directions' }, visitor(1), at(2));
    const customer = await signIn(deps, 'customer');
    await addRequests(business.id, customer.id, [at(0), at(2), at(2), at(40)]);
    await addReviews(business.id, [
      { rating: 5, time: at(45) },
      { rating: 3, time: at(2) },
      { rating: 1, time: at(2), status: 'hidden' },
      { rating: 4, time: at(0) },
    ]);

    const result = analyticsResponseSchema.parse(await getAnalytics(deps.db, business.id, 30, NOW));
    expect(result).toMatchObject({ days: 30, from: '2026-05-17', to: '2026-06-15' });
    expect(result.series).toHaveLength(30);
    expect(result.series[0]!.day).toBe('2026-05-17');
    expect(result.series.at(-1)).toEqual({
      day: '2026-06-15',
      views: 2,
      phoneClicks: 1,
      websiteClicks: 1,
      directionClicks: 1,
      bookingRequests: 1,
      newReviews: 1,
      averageRating: 4,
    });
    expect(result.series.find((day) => day.day === '2026-06-13')).toEqual({
      day: '2026-06-13',
      views: 2,
      phoneClicks: 0,
      websiteClicks: 0,
      directionClicks: 1,
      bookingRequests: 2,
      newReviews: 1,
      averageRating: 4,
    });
    // A quiet day shows zeros, and the rating the reviews before it gave (the hidden review never counts).
    expect(result.series.find((day) => day.day === '2026-06-14')).toMatchObject({ views: 0, bookingRequests: 0, newReviews: 0, averageRating: 4 });
    expect(result.series[0]).toMatchObject({ views: 0, averageRating: 5 });
    expect(result.totals.views).toEqual({ total: 4, previous: 0, change: null });
    expect(result.totals.bookingRequests).toEqual({ total: 3, previous: 1, change: 200 });
    expect(result.totals.newReviews).toEqual({ total: 2, previous: 1, change: 100 });
    expect(result.totals.averageRating).toEqual({ total: 4, previous: 5, change: -1 });
  });

  it('counts a visitor who calls and asks for directions in one minute as one contact click, each action apart', async () => {
    const { business } = await verifiedBusiness(deps, world);
    await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(7), NOW);
    await recordBusinessEvent(deps.db, business.id, { kind: 'phone' }, visitor(7), NOW);
    await recordBusinessEvent(deps.db, business.id, { kind: 'directions' }, visitor(7), NOW);
    // An older client's plain 'click' in the same minute is the same contact.
    expect(await recordBusinessEvent(deps.db, business.id, { kind: 'click' }, visitor(7), NOW)).toBe('repeat');
    await recordBusinessEvent(deps.db, business.id, { kind: 'website' }, visitor(8), NOW);
    const [day] = await deps.db.select().from(businessDailyStats).where(eq(businessDailyStats.businessId, business.id));
    expect(day).toMatchObject({ views: 1, clicks: 2, phoneClicks: 1, directionClicks: 1, websiteClicks: 1 });
  });

  it('compares with the period before: 90 days against the 90 before them', async () => {
    const { business } = await verifiedBusiness(deps, world);
    let n = 0;
    const views = async (daysAgo: number, count: number) => {
      for (let i = 0; i < count; i++) await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(++n), NOW - daysAgo * DAY);
    };
    await views(0, 3);
    await views(89, 2);
    await views(90, 4);
    await views(179, 4);
    await views(180, 50);
    const ninety = await getAnalytics(deps.db, business.id, 90, NOW);
    expect(ninety.series).toHaveLength(90);
    expect(ninety.from).toBe('2026-03-18');
    expect(ninety.totals.views).toEqual({ total: 5, previous: 8, change: -38 });
    expect(ninety.totals.averageRating).toEqual({ total: null, previous: null, change: null });
    const thirty = await getAnalytics(deps.db, business.id, 30, NOW);
    expect(thirty.totals.views).toEqual({ total: 3, previous: 0, change: null });
  });
});

describe('GET /api/dashboard/business/:id/analytics and .csv', () => {
  it('answers the owner the figures, and the same days as a CSV file', async () => {
    const { business, owner } = await verifiedBusiness(deps, world);
    await recordBusinessEvent(deps.db, business.id, { kind: 'view' }, visitor(9));
    await recordBusinessEvent(deps.db, business.id, { kind: 'phone' }, visitor(9));
    await addReviews(business.id, [{ rating: 4, time: Date.now() - 3 * DAY }, { rating: 5, time: Date.now() - 3 * DAY }]);
    const today = new Date().toISOString().slice(0, 10);

    const json = await app.inject({ url: apiPaths.ownerAnalytics(business.id, { days: '90' }), headers: { cookie: owner.cookie } });
    expect(json.statusCode).toBe(200);
    const body = analyticsResponseSchema.parse(json.json());
    expect(body.series).toHaveLength(90);
    expect(body.series.at(-1)).toMatchObject({ day: today, views: 1, phoneClicks: 1 });

    const csv = await app.inject({ url: apiPaths.ownerAnalyticsCsv(business.id), headers: { cookie: owner.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="analytics-${business.id}-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.csv"$`));
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('date,profile_views,phone_clicks,website_clicks,direction_clicks,booking_requests,new_reviews,average_rating');
    expect(lines).toHaveLength(32); // the header, 30 days and the empty string after the last line end
    expect(lines[30]).toBe(`${today},1,1,0,0,0,0,4.5`);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},0,0,0,0,0,0,$/);
  });

  it('refuses other periods, other owners, customers and visitors', async () => {
    const { business, owner } = await verifiedBusiness(deps, world);
    const bad = await app.inject({ url: apiPaths.ownerAnalytics(business.id, { days: '7' }), headers: { cookie: owner.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).message).toMatch(/days must be one of 30, 90/);
    const otherOwner = await signIn(deps, 'business_owner');
    const customer = await signIn(deps, 'customer');
    for (const url of [apiPaths.ownerAnalytics(business.id), apiPaths.ownerAnalyticsCsv(business.id)]) {
      expect((await app.inject({ url, headers: { cookie: otherOwner.cookie } })).statusCode).toBe(403);
      expect((await app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});
