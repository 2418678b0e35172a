import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { bookingSlots } from '#shared/booking-slots.js';
import { bookingRequestListSchema, bookingRequestResponseSchema, bookingSlotsResponseSchema } from '#shared/bookings.js';
import { errorBodySchema } from '#shared/errors.js';
import { emptySchedule, type WeeklySchedule } from '#shared/hours/week.js';
import { bookingRequests, businesses, cities, outbox } from '../../src/server/db/schema.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { addPet, bookingWorld, verifiedBusiness } from './booking-fixtures.js';

const { app, deps } = await buildTestApp();
const world = await bookingWorld(deps);

// Monday 7 December 2026, 15:00 UTC: 9 AM in Chicago, 7 AM in Los Angeles, 5 AM in Honolulu.
const MONDAY = '2026-12-07';
const NOW = Date.parse(`${MONDAY}T15:00:00Z`);
deps.clock = () => NOW;

const mornings: WeeklySchedule = { ...emptySchedule(), mon: [{ start: '09:00', end: '12:00' }], tue: [{ start: '09:00', end: '12:00' }] };
const lateFriday: WeeklySchedule = { ...emptySchedule(), fri: [{ start: '18:00', end: '24:00' }], sat: [{ start: '00:00', end: '02:00' }] };

/** A bookable business with `schedule`, its city moved to `timeZone`. */
async function businessIn(timeZone: string, schedule: WeeklySchedule | null) {
  const { business, owner } = await verifiedBusiness(deps, world);
  const [city] = await deps.db.insert(cities).values({ ...(await cityCopy()), slug: `slots-${business.id}`, timeZone }).returning({ id: cities.id });
  await deps.db.update(businesses).set({ cityId: city!.id, weeklyHours: schedule }).where(eq(businesses.id, business.id));
  return { business, owner };
}
async function cityCopy() {
  const [city] = await deps.db.select().from(cities).where(eq(cities.id, world.city.id));
  const { id: _id, ...rest } = city!;
  return rest;
}

const slots = async (businessId: number, date: string) => {
  const response = await app.inject({ url: apiPaths.bookingSlots(businessId, date) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return bookingSlotsResponseSchema.parse(response.json());
};
const times = async (businessId: number, date: string) => (await slots(businessId, date)).slots.map((slot) => slot.time);

async function customerWithPet() {
  const customer = await signIn(deps, 'customer', { firstName: 'Casey' });
  const pet = await addPet(app, customer);
  return { customer, pet };
}
const send = (customer: TestUser, businessId: number, payload: object) =>
  app.inject({ method: 'POST', url: apiPaths.bookingRequests(businessId), headers: { cookie: customer.cookie }, payload });

describe('booking slots from the weekly hours (a fixed clock)', () => {
  it("offers each half hour of the day's openings in the business's own time zone, today from an hour ahead", async () => {
    const chicago = await businessIn('America/Chicago', mornings);
    const losAngeles = await businessIn('America/Los_Angeles', mornings);
    // 9 AM in Chicago: today from 10 AM. 7 AM in Los Angeles: the whole morning is still ahead.
    expect(await times(chicago.business.id, MONDAY)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(await times(losAngeles.business.id, MONDAY)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(await slots(chicago.business.id, MONDAY)).toMatchObject({ timeZone: 'America/Chicago', anyDaytime: false, slots: expect.arrayContaining([{ time: '10:00', label: '10 AM' }, { time: '11:30', label: '11:30 AM' }]) });
    // Tuesday is open all morning, Wednesday closed, Sunday (yesterday) past.
    expect(await times(chicago.business.id, '2026-12-08')).toHaveLength(6);
    expect(await times(chicago.business.id, '2026-12-09')).toEqual([]);
    expect(await times(chicago.business.id, '2026-12-06')).toEqual([]);
  });

  it('offers any daytime slot for a business by appointment, and the late hours of one open past midnight', async () => {
    const byAppointment = await businessIn('Pacific/Honolulu', emptySchedule(true));
    const daytime = await slots(byAppointment.business.id, '2026-12-08');
    expect(daytime.anyDaytime).toBe(true);
    expect(daytime.slots.map((slot) => slot.time)).toEqual(Array.from({ length: 20 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`));
    const late = await businessIn('America/New_York', lateFriday);
    expect(await times(late.business.id, '2026-12-11')).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']);
    expect(await times(late.business.id, '2026-12-12')).toEqual(['00:00', '00:30', '01:00', '01:30']);
  });

  it('the same slots are computed in the browser as on the server (one function)', () => {
    expect(bookingSlots(mornings, 'America/Chicago', MONDAY, NOW)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    // At 11:15 PM in Chicago it is already Tuesday in New York: Chicago's Tuesday is untouched.
    const lateMonday = Date.parse('2026-12-08T05:15:00Z');
    expect(bookingSlots(mornings, 'America/Chicago', '2026-12-08', lateMonday)).toHaveLength(6);
    expect(bookingSlots(mornings, 'America/New_York', '2026-12-08', lateMonday)).toHaveLength(6);
    expect(bookingSlots(mornings, 'America/New_York', '2026-12-08', Date.parse('2026-12-08T15:00:00Z'))).toEqual(['11:00', '11:30']);
  });

  it('refuses a bad date with 400 and an unknown business with 404', async () => {
    expect((await app.inject({ url: apiPaths.bookingSlots(1, '2026-02-30') })).statusCode).toBe(400);
    expect((await app.inject({ url: apiPaths.bookingSlots(2_000_000_000, MONDAY) })).statusCode).toBe(404);
  });
});

describe('a request at a time the business is closed', () => {
  it('is refused with a message naming the field; an offered slot is taken, and the customer gets a receipt', async () => {
    const { business, owner } = await businessIn('America/Chicago', mornings);
    const { customer, pet } = await customerWithPet();
    const base = { serviceId: world.service.id, petIds: [pet.id] };
    const refused = [
      [{ preferredDate: MONDAY, startTime: '09:30' }, 'startTime', 'The business does not take visits at 9:30 AM on Monday, December 7. Please choose one of the times offered.'],
      [{ preferredDate: '2026-12-09', startTime: '10:00' }, 'preferredDate', 'The business is closed on Wednesdays. Please choose another date.'],
      [{ preferredDate: '2026-12-08', preferredTime: 'evening' }, 'preferredTime', 'The business is closed on Tuesday evenings. Please choose another time.'],
      [{ preferredDate: '2026-12-08', startTime: '9:00' }, 'startTime', 'Please choose one of the times offered.'],
    ] as const;
    for (const [payload, field, message] of refused) {
      const response = await send(customer, business.id, { ...base, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await deps.db.select().from(bookingRequests).where(eq(bookingRequests.customerId, customer.id))).toHaveLength(0);

    const taken = await send(customer, business.id, { ...base, preferredDate: '2026-12-08', startTime: '11:30', message: 'First visit.' });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(bookingRequestResponseSchema.parse(taken.json()).bookingRequest).toMatchObject({ startTime: '11:30', preferredTime: 'morning', preferredDate: '2026-12-08' });
    // A client of the original contract naming a part of the day the business is open is still answered.
    const original = await send(customer, business.id, { ...base, preferredDate: '2026-12-08', preferredTime: 'morning' });
    expect(original.statusCode, original.body).toBe(201);
    expect(bookingRequestResponseSchema.parse(original.json()).bookingRequest.startTime).toBeNull();

    const receipts = await deps.db.select().from(outbox).where(and(eq(outbox.to, customer.email), sql`${outbox.subject} = ${`Your booking request to ${business.name}`}`));
    expect(receipts).toHaveLength(2);
    expect(receipts.map((mail) => mail.text).join('\n')).toContain('on Tuesday, December 8, 2026 at 11:30 AM');
    expect(receipts[0]!.text).toContain('/customer/dashboard?tab=bookings');
    const toOwner = await deps.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(toOwner.some((mail) => mail.text.includes('at 11:30 AM'))).toBe(true);
  });
});

describe('after the visit', () => {
  it('the owner marks it completed and the customer is invited to review it, by email and on the dashboard, until they do', async () => {
    const { business, owner } = await businessIn('America/Chicago', null);
    const { customer, pet } = await customerWithPet();
    const sent = await send(customer, business.id, { serviceId: world.service.id, petIds: [pet.id], preferredDate: '2026-12-08', startTime: '10:00' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = bookingRequestResponseSchema.parse(sent.json()).bookingRequest;
    const decide = (decision: 'accept' | 'complete') =>
      app.inject({ method: 'POST', url: apiPaths.ownerBookingDecision(business.id, id, decision), headers: { cookie: owner.cookie }, payload: {} });
    expect((await decide('accept')).statusCode).toBe(200);
    const mine = async () => bookingRequestListSchema.parse((await app.inject({ url: apiPaths.customerBookingRequests, headers: { cookie: customer.cookie } })).json()).bookingRequests[0]!;
    expect((await mine()).reviewInvitation).toBe(false);
    // The visit's day has passed.
    await deps.db.update(bookingRequests).set({ preferredDate: '2026-11-20' }).where(eq(bookingRequests.id, id));
    expect((await decide('complete')).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ status: 'completed', reviewInvitation: true });
    const invitations = await deps.db.select().from(outbox).where(and(eq(outbox.to, customer.email), sql`${outbox.subject} = ${`How was your visit to ${business.name}?`}`));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.text).toContain(`/business/${business.id}?intent=review`);
    const review = await app.inject({
      method: 'POST',
      url: apiPaths.businessReviews(business.id),
      headers: { cookie: customer.cookie },
      payload: { rating: 5, text: 'Biscuit came home calm and very clean.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await mine()).reviewInvitation).toBe(false);
  });
});
