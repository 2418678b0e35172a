import { and, eq, inArray } from 'drizzle-orm';
import { openNowInOwnCity } from '../../src/server/hours/open-now.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema.js';
import { CACHE_POLICY } from '../../src/server/http/cache-policy.js';
import { apiPaths } from '#shared/api-paths.js';
import type { City, Service } from '#shared/catalog.js';
import { errorBodySchema } from '#shared/errors.js';
import { emptySchedule, FULL_DAY, type WeeklySchedule } from '#shared/hours/week.js';
import { businessDetailResponseSchema, serviceCityResponseSchema } from '#shared/listings.js';
import { createBusiness, createCity, createService, TEST_SCHEDULE } from '../helpers/factories.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp } from '../helpers/test-app.js';

// The app's clock is fixed per test (deps.clock); the cache is on, so a cached answer would show.
const { app, deps } = await buildTestApp({ PUBLIC_CACHE: 'on' });
const setClock = (iso: string) => {
  const at = Date.parse(iso);
  deps.clock = () => at;
};

const weekdays = (start: string, end: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [{ start, end }]]));
const CLINIC: WeeklySchedule = { ...emptySchedule(), ...weekdays('09:00', '17:00') };
const ALWAYS: WeeklySchedule = { ...emptySchedule(), ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [FULL_DAY]])) };
const LATE: WeeklySchedule = { ...emptySchedule(), fri: [{ start: '18:00', end: '24:00' }], sat: [{ start: '00:00', end: '02:00' }] };

let service: Service;
let la: City;
let ny: City;
const ids: Record<string, number> = {};

beforeAll(async () => {
  service = await createService(deps.db);
  la = await createCity(deps.db, { state: 'CA', timeZone: 'America/Los_Angeles' });
  ny = await createCity(deps.db, { state: 'NY', timeZone: 'America/New_York' });
  const make = async (key: string, city: City, hours: WeeklySchedule | null) => {
    ids[key] = (await createBusiness(deps.db, { city, services: [service], name: `${key} ${city.slug}`, schedule: hours })).id;
  };
  await make('clinic', la, CLINIC);
  await make('always', la, ALWAYS);
  await make('appointment', la, emptySchedule(true));
  await make('late', la, LATE);
  await make('none', la, null);
  await make('nyClinic', ny, CLINIC);
});

const pairOf = (city: City, open = true) => apiPaths.serviceCity(service.slug, city.slug, new URLSearchParams(open ? { open: '1' } : {}));
async function openIds(city: City) {
  const response = await app.inject({ method: 'GET', url: pairOf(city) });
  expect(response.statusCode, response.body).toBe(200);
  const body = serviceCityResponseSchema.parse(response.json());
  const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return { keys: body.businesses.map((b) => names[b.id]).sort(), total: body.total, response };
}

describe("GET /api/service/:service/:city?open=1 (a fixed clock)", () => {
  it('lists the businesses open at this minute in the city’s own time', async () => {
    setClock('2026-11-23T18:00:00Z'); // Monday 10:00 in Los Angeles
    expect((await openIds(la)).keys).toEqual(['always', 'clinic']);
    setClock('2026-11-24T01:00:00Z'); // Monday 17:00: the clinic's closing minute is not open
    expect((await openIds(la)).keys).toEqual(['always']);
    setClock('2026-11-28T09:30:00Z'); // Saturday 01:30: Friday's late opening runs past midnight
    const late = await openIds(la);
    expect(late.keys).toEqual(['always', 'late']);
    expect(late.total).toBe(2);
  });

  it('the same instant is open in New York and not yet in Los Angeles', async () => {
    setClock('2026-11-23T15:00:00Z'); // 10:00 in New York, 07:00 in Los Angeles
    expect((await openIds(ny)).keys).toEqual(['nyClinic']);
    expect((await openIds(la)).keys).toEqual(['always']);
  });

  it('refuses a value other than 1, naming the parameter', async () => {
    const response = await app.inject({ method: 'GET', url: `${pairOf(la, false)}?open=yes` });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('open');
  });
});

describe('open-now answers in the caches', () => {
  it('are kept for their minute only: the next minute computes again', async () => {
    setClock('2026-12-01T00:59:30Z'); // Monday 16:59:30 in Los Angeles
    const first = await openIds(la);
    expect(first.keys).toEqual(['always', 'clinic']);
    expect(first.response.headers['x-cache']).toBe('miss');
    // Shared caches may keep it for the rest of the minute only; browsers ask again.
    expect(first.response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const again = await openIds(la);
    expect(again.response.headers['x-cache']).toBe('hit');
    setClock('2026-12-01T01:00:05Z'); // 17:00:05: the clinic has closed
    const next = await openIds(la);
    expect(next.response.headers['x-cache']).toBe('miss');
    expect(next.keys).toEqual(['always']);
  });

  it('leave the unfiltered answer and its cache policy as they were', async () => {
    const response = await app.inject({ method: 'GET', url: pairOf(la, false) });
    expect(response.headers['cache-control']).toBe(CACHE_POLICY.publicRead);
    expect(serviceCityResponseSchema.parse(response.json()).total).toBe(Object.keys(ids).length - 1);
  });

  it('the service-in-city page with ?open=1 is kept for its minute too', async () => {
    setClock('2026-11-23T18:00:20Z');
    const page = await app.inject({ method: 'GET', url: `/${service.slug}/${la.slug}?open=1` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=40');
  });
});

describe('a schedule change', () => {
  it('is public before its 2xx: the cached business and open-now answers are dropped', async () => {
    const owner = await signIn(deps, 'business_owner');
    await deps.db.update(businesses).set({ ownerId: owner.id, isClaimed: true }).where(eq(businesses.id, ids.clinic!));
    setClock('2026-11-28T18:00:00Z'); // Saturday 10:00 in Los Angeles: the clinic is closed
    const detail = async () => {
      const response = await app.inject({ method: 'GET', url: apiPaths.business(ids.clinic!) });
      return { body: businessDetailResponseSchema.parse(response.json()), cache: response.headers['x-cache'] };
    };
    expect((await detail()).body.business.schedule).toEqual(CLINIC);
    expect((await detail()).cache).toBe('hit');
    expect((await openIds(la)).keys).not.toContain('clinic');
    expect((await openIds(la)).response.headers['x-cache']).toBe('hit');

    const saturday = { ...CLINIC, sat: [{ start: '09:00', end: '13:00' }] };
    const saved = await app.inject({ method: 'PATCH', url: apiPaths.business(ids.clinic!), headers: { cookie: owner.cookie }, payload: { schedule: saturday } });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await detail();
    expect(after.body.business.schedule).toEqual(saturday);
    expect((await openIds(la)).keys).toContain('clinic');
  });

  it('is refused with the field named when an opening ends before it starts or overlaps', async () => {
    const owner = await signIn(deps, 'business_owner');
    await deps.db.update(businesses).set({ ownerId: owner.id }).where(eq(businesses.id, ids.appointment!));
    const refused = await app.inject({
      method: 'PATCH',
      url: apiPaths.business(ids.appointment!),
      headers: { cookie: owner.cookie },
      payload: { schedule: { ...TEST_SCHEDULE, tue: [{ start: '18:00', end: '02:00' }], wed: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '15:00' }] } },
    });
    expect(refused.statusCode).toBe(400);
    const body = errorBodySchema.parse(refused.json());
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['schedule.tue.0.end', 'schedule.wed.1.start']);
  });
});

describe('openNowInOwnCity (listings across cities, e.g. search)', () => {
  it('tests each business against its own city’s local minute', async () => {
    const at = Date.parse('2026-11-23T15:00:00Z'); // 10:00 in New York, 07:00 in Los Angeles
    const rows = await deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(inArray(businesses.id, Object.values(ids)), openNowInOwnCity([la, ny], at)));
    const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    expect(rows.map((row) => names[row.id]).sort()).toEqual(['always', 'nyClinic']);
  });
});

describe('GET /api/search?open=1 (a fixed clock)', () => {
  const searchOf = (open: boolean) => apiPaths.search({ types: service.slug, ...(open ? { open: '1' } : {}) });
  const names = () => Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));

  it('keeps the listings open now, each in its own city’s time, and no cache keeps the answer past its minute', async () => {
    setClock('2026-11-23T15:00:00Z'); // Monday 10:00 in New York, 07:00 in Los Angeles
    const all = await app.inject({ method: 'GET', url: searchOf(false) });
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json() as { total: number }).total).toBe(6);
    const open = await app.inject({ method: 'GET', url: searchOf(true) });
    expect(open.statusCode, open.body).toBe(200);
    const body = open.json() as { businesses: { id: number }[]; total: number };
    expect(body.businesses.map((b) => names()[b.id]).sort()).toEqual(['always', 'nyClinic']);
    expect(body.total).toBe(2);
    expect(open.headers['cache-control']).toMatch(/max-age=0, s-maxage=\d+/);

    setClock('2026-11-23T18:00:00Z'); // an hour later in the same process: Monday 10:00 in Los Angeles
    const later = (await app.inject({ method: 'GET', url: searchOf(true) })).json() as { businesses: { id: number }[] };
    expect(later.businesses.map((b) => names()[b.id]).sort()).toEqual(['always', 'clinic', 'nyClinic']);
  });
});
