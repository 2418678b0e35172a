// A client written against the original contract (decision 0024): `Business.hours` is multi-line text, and create
// and PATCH send hours as text. It keeps working beside the weekly schedule (`schedule`) the site itself uses.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { HOURS_MESSAGES, HOURS_TEXT_EXAMPLE } from '#shared/hours/schedule-schema.js';
import { emptySchedule, type WeeklySchedule } from '#shared/hours/week.js';
import { businessDetailResponseSchema, serviceCityResponseSchema } from '#shared/listings.js';
import { businessResponseSchema, dashboardResponseSchema } from '#shared/owners.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeCity, makeService, OWNER_HOURS } from './owners-fixtures.js';

let ctx: TestContext;
let city: Awaited<ReturnType<typeof makeCity>>;
let service: Awaited<ReturnType<typeof makeService>>;

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_CACHE: 'on' });
  city = await makeCity(ctx.deps.db);
  service = await makeService(ctx.deps.db, 'Spec Grooming');
});

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** The create call exactly as the original contract writes it, hours as the listing form's text. */
function specCreatePayload(owner: TestUser, hours: string) {
  return {
    business: {
      name: 'Spec Paws Grooming',
      address: '12 Spec St',
      phone: '(512) 555-0177',
      website: '',
      description: 'Grooming by the contract.',
      cityId: city.id,
      serviceIds: [service.id],
      hours,
      priceMin: 30,
      priceMax: 60,
      isMobile: false,
      ownerId: owner.id,
      isClaimed: false,
      isVerified: false,
    },
    verification: { userId: owner.id, verificationMethod: 'phone', verificationData: { phone: '(512) 555-0177' } },
  };
}

async function createWithText(owner: TestUser, hours: string) {
  const response = await send('POST', apiPaths.createBusiness, owner.cookie, specCreatePayload(owner, hours));
  expect(response.statusCode, response.body).toBe(201);
  return businessResponseSchema.parse(response.json()).business;
}

const week = (days: Partial<WeeklySchedule>, byAppointment = false): WeeklySchedule => ({ ...emptySchedule(byAppointment), ...days });
const nineToSix = [{ start: '09:00', end: '18:00' }];

describe('a client of the original contract: hours as text', () => {
  it('creates, reads and PATCHes a business with text hours; the site keeps the schedule beside them', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const created = await createWithText(owner, 'Mon-Sat 8:30 AM - 5 PM, Sun 10AM-2PM');
    const monToSat = [{ start: '08:30', end: '17:00' }];
    const createdWeek = week({ mon: monToSat, tue: monToSat, wed: monToSat, thu: monToSat, fri: monToSat, sat: monToSat, sun: [{ start: '10:00', end: '14:00' }] });
    expect(created.hours).toBe('Mon–Sat: 8:30 AM – 5 PM\nSun: 10 AM – 2 PM');
    expect(created.schedule).toEqual(createdWeek);

    // The dashboard read (the listing is not public yet) answers the same text.
    const board = dashboardResponseSchema.parse((await send('GET', apiPaths.ownerDashboard(created.id), owner.cookie)).json());
    expect(board.business).toMatchObject({ hours: created.hours, schedule: createdWeek });

    const patched = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: 'Mon-Fri 9AM-6PM' });
    expect(patched.statusCode, patched.body).toBe(200);
    const { business } = businessResponseSchema.parse(patched.json());
    expect(business.hours).toBe('Mon–Fri: 9 AM – 6 PM\nSat–Sun: Closed');
    expect(business.schedule).toEqual(week({ mon: nineToSix, tue: nineToSix, wed: nineToSix, thu: nineToSix, fri: nineToSix }));

    // Once public, a visitor's read (cached) has the text, and the next PATCH is public before its 2xx.
    await ctx.deps.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, created.id));
    const read = async () => businessDetailResponseSchema.parse((await send('GET', apiPaths.business(created.id))).json()).business;
    expect((await read()).hours).toBe('Mon–Fri: 9 AM – 6 PM\nSat–Sun: Closed');
    expect((await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: '24/7' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ hours: 'Mon–Sun: Open 24 hours', schedule: week(Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '00:00', end: '24:00' }]]))) });

    // Lists carry the text too.
    const list = serviceCityResponseSchema.parse((await send('GET', apiPaths.serviceCity(service.slug, city.slug))).json());
    expect(list.businesses.find((b) => b.id === created.id)?.hours).toBe('Mon–Sun: Open 24 hours');
  });

  it('reads back, as sent, the text it was given', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const created = await createWithText(owner, 'By appointment');
    expect(created).toMatchObject({ hours: 'By appointment only', schedule: emptySchedule(true) });
    const again = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: created.hours });
    expect(businessResponseSchema.parse(again.json()).business.schedule).toEqual(emptySchedule(true));
  });

  it('takes empty text (the form left empty) as no hours', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const created = await createWithText(owner, '');
    expect(created).toMatchObject({ hours: null, schedule: null });
    const cleared = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: 'Mon-Fri 9AM-6PM' });
    expect(businessResponseSchema.parse(cleared.json()).business.hours).not.toBeNull();
    const emptied = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: '' });
    expect(businessResponseSchema.parse(emptied.json()).business).toMatchObject({ hours: null, schedule: null });
  });

  it('refuses text it cannot read with a 400 naming hours and showing an example; nothing changes', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const refusedCreate = await send('POST', apiPaths.createBusiness, owner.cookie, specCreatePayload(owner, 'whenever the van is free'));
    expect(refusedCreate.statusCode).toBe(400);
    const createBody = errorBodySchema.parse(refusedCreate.json());
    expect(createBody.fields?.['business.hours']).toBe(HOURS_MESSAGES.unreadable('whenever the van is free'));
    expect(createBody.message).toContain(HOURS_TEXT_EXAMPLE);
    const [listed] = await ctx.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, owner.id));
    expect(listed).toBeUndefined();

    const created = await createWithText(owner, 'Mon-Fri 9AM-6PM');
    const refused = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: 'Mon-Fri 9AM-6PM; Sat ring the bell' });
    expect(refused.statusCode).toBe(400);
    const body = errorBodySchema.parse(refused.json());
    expect(Object.keys(body.fields ?? {})).toEqual(['hours']);
    expect(body.fields!.hours).toBe(HOURS_MESSAGES.unreadable('ring the bell'));
    expect(body.message).toMatch(/hours/);
    expect(body.message).toContain("'Mon-Fri 9AM-6PM; Sat 10AM-2PM'");
    const board = dashboardResponseSchema.parse((await send('GET', apiPaths.ownerDashboard(created.id), owner.cookie)).json());
    expect(board.business.hours).toBe(created.hours);
    expect(board.updates).toEqual([]);

    const notHours = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: 42 });
    expect(notHours.statusCode).toBe(400);
    expect(errorBodySchema.parse(notHours.json()).fields?.hours).toBe(HOURS_MESSAGES.notHours);
  });
});

describe('the schedule object', () => {
  it('is taken as `schedule`, and as `hours` (the shape writes had before); both at once must agree', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const created = await createWithText(owner, '');
    const saturday = week({ sat: [{ start: '10:00', end: '14:00' }] });

    const asSchedule = await send('PATCH', apiPaths.business(created.id), owner.cookie, { schedule: OWNER_HOURS });
    expect(businessResponseSchema.parse(asSchedule.json()).business).toMatchObject({ schedule: OWNER_HOURS, hours: 'Mon–Fri: 9 AM – 6 PM\nSat–Sun: Closed' });

    const asHours = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: saturday });
    expect(businessResponseSchema.parse(asHours.json()).business).toMatchObject({ schedule: saturday, hours: 'Mon–Fri: Closed\nSat: 10 AM – 2 PM\nSun: Closed' });

    // A client sending back what it read (text and schedule of the same week) is fine; two different weeks are not.
    const read = businessResponseSchema.parse(asHours.json()).business;
    const roundTrip = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: read.hours!, schedule: read.schedule });
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);
    const conflict = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: 'Mon-Fri 9AM-6PM', schedule: saturday });
    expect(conflict.statusCode).toBe(400);
    expect(errorBodySchema.parse(conflict.json()).fields).toEqual({ hours: HOURS_MESSAGES.conflict });

    const bad = await send('PATCH', apiPaths.business(created.id), owner.cookie, { hours: { ...saturday, sun: [{ start: '18:00', end: '02:00' }] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(bad.json()).fields ?? {})).toEqual(['hours.sun.0.end']);
  });
});
