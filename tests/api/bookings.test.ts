import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRequests, outbox } from '../../src/server/db/schema.js';
import { checkMove } from '../../src/server/bookings/transitions.js';
import { apiPaths } from '#shared/api-paths.js';
import {
  addDays,
  BOOKING_MESSAGES,
  bookingDateWindow,
  bookingRequestListSchema,
  bookingRequestResponseSchema,
  BOOKING_STATUSES,
  calendarDate,
  ownerBookingRequestListSchema,
  ownerBookingRequestResponseSchema,
  type BookingStatus,
} from '#shared/bookings.js';
import { errorBodySchema } from '#shared/errors.js';
import { businessDetailResponseSchema } from '#shared/listings.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { addPet, bookingWorld, requestPayload, unownedBusiness, verifiedBusiness } from './booking-fixtures.js';

const { app, deps } = await buildTestApp();
const world = await bookingWorld(deps);

const send = (customer: TestUser, businessId: number, payload: unknown) =>
  app.inject({ method: 'POST', url: apiPaths.bookingRequests(businessId), headers: { cookie: customer.cookie }, payload: payload as object });
const decide = (owner: TestUser, businessId: number, requestId: number, decision: 'accept' | 'decline' | 'complete', payload: object = {}) =>
  app.inject({ method: 'POST', url: apiPaths.ownerBookingDecision(businessId, requestId, decision), headers: { cookie: owner.cookie }, payload });
const cancel = (customer: TestUser, requestId: number) =>
  app.inject({ method: 'POST', url: apiPaths.cancelBookingRequest(requestId), headers: { cookie: customer.cookie }, payload: {} });
const mailTo = (email: string) => deps.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);

/** A verified business, its owner, a customer with two pets and one request of theirs in the 'requested' state. */
async function scene() {
  const { business, owner } = await verifiedBusiness(deps, world);
  const customer = await signIn(deps, 'customer', { firstName: 'Casey', lastName: 'Nguyen' });
  const pets = [await addPet(app, customer, 'Biscuit'), await addPet(app, customer, 'Pepper')];
  const response = await send(customer, business.id, requestPayload(world.service.id, pets.map((p) => p.id)));
  expect(response.statusCode, response.body).toBe(201);
  const { bookingRequest } = bookingRequestResponseSchema.parse(response.json());
  return { business, owner, customer, pets, request: bookingRequest };
}

describe('sending a booking request', () => {
  it('creates a request with two pets, shows it to the customer and (with the profiles) to the owner, and emails the owner', async () => {
    const { business, owner, customer, pets, request } = await scene();
    expect(request).toMatchObject({
      status: 'requested',
      preferredTime: 'morning',
      message: 'Biscuit is nervous at first.',
      ownerMessage: null,
      service: { id: world.service.id, name: 'Bath and Brush' },
      business: { id: business.id, name: business.name },
      pets: [{ name: 'Biscuit', type: 'dog' }, { name: 'Pepper', type: 'dog' }],
    });
    const mine = await app.inject({ url: apiPaths.customerBookingRequests, headers: { cookie: customer.cookie } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(bookingRequestListSchema.parse(mine.json()).bookingRequests.map((r) => r.id)).toEqual([request.id]);

    const theirs = await app.inject({ url: apiPaths.ownerBookingRequests(business.id), headers: { cookie: owner.cookie } });
    expect(theirs.statusCode).toBe(200);
    const [seen] = ownerBookingRequestListSchema.parse(theirs.json()).bookingRequests;
    expect(seen!.customer).toMatchObject({ firstName: 'Casey', lastName: 'Nguyen', email: customer.email });
    expect(seen!.pets).toEqual([
      { id: pets[0]!.id, name: 'Biscuit', type: 'dog', breed: 'Beagle', age: 3, weight: 22, specialNeeds: 'Shy with big dogs', medicalNotes: 'Allergic to chicken' },
      expect.objectContaining({ name: 'Pepper' }),
    ]);

    const [mail] = await mailTo(owner.email);
    expect(mail!.subject).toBe(`New booking request for ${business.name}`);
    expect(mail!.text).toContain('Casey N. would like to book Bath and Brush for Biscuit, Pepper on');
    expect(mail!.text).toContain(`/dashboard/business/${business.id}`);
  });

  it('answers 409 with a message for a business without a verified owner, and says so on its public answer', async () => {
    const customer = await signIn(deps, 'customer');
    const pet = await addPet(app, customer);
    const unowned = await unownedBusiness(deps, world, { isClaimed: true, isVerified: true });
    const response = await send(customer, unowned.id, requestPayload(world.service.id, [pet.id]));
    expect([response.statusCode, errorBodySchema.parse(response.json()).message]).toEqual([409, BOOKING_MESSAGES.notTakingRequests]);
    const publicAnswer = businessDetailResponseSchema.parse((await app.inject({ url: apiPaths.business(unowned.id) })).json());
    expect(publicAnswer.takesBookingRequests).toBe(false);
    const { business } = await verifiedBusiness(deps, world);
    expect(businessDetailResponseSchema.parse((await app.inject({ url: apiPaths.business(business.id) })).json()).takesBookingRequests).toBe(true);
    expect((await send(customer, 2_000_000_000, requestPayload(world.service.id, [pet.id]))).statusCode).toBe(404);
  });

  it("refuses another customer's pet, a service the business does not offer and bad fields (400, naming the field), saving nothing", async () => {
    const { business } = await verifiedBusiness(deps, world);
    const customer = await signIn(deps, 'customer');
    const stranger = await signIn(deps, 'customer');
    const mine = await addPet(app, customer);
    const theirs = await addPet(app, stranger, 'Not yours');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [requestPayload(world.service.id, [mine.id, theirs.id]), { petIds: BOOKING_MESSAGES.notYourPets }],
      [requestPayload(world.service.id, [2_000_000_000]), { petIds: BOOKING_MESSAGES.notYourPets }],
      [requestPayload(world.service.id, []), { petIds: BOOKING_MESSAGES.petsRequired }],
      [requestPayload(world.other.id, [mine.id]), { serviceId: BOOKING_MESSAGES.serviceNotOffered }],
      // Past PostgreSQL's integer: refused by the schema, never sent to SQL (it answered 500).
      [requestPayload(2 ** 31, [mine.id]), { serviceId: BOOKING_MESSAGES.serviceRequired }],
      [requestPayload(world.service.id, [2 ** 31]), { 'petIds.0': 'Id is too large' }],
      [requestPayload(world.service.id, [mine.id], { preferredTime: 'night' }), { preferredTime: BOOKING_MESSAGES.timeRequired }],
      [requestPayload(world.service.id, [mine.id], { preferredDate: '2026-02-30' }), { preferredDate: BOOKING_MESSAGES.dateInvalid }],
      [requestPayload(world.service.id, [mine.id], { message: 'x'.repeat(1001) }), { message: BOOKING_MESSAGES.messageTooLong }],
    ];
    for (const [payload, fields] of cases) {
      const response = await send(customer, business.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields).toMatchObject(fields);
    }
    expect(await deps.db.select().from(bookingRequests).where(eq(bookingRequests.customerId, customer.id))).toEqual([]);
  });

  it('takes dates from today to 180 days ahead on the US calendar, and refuses others with a clear message', async () => {
    const { business } = await verifiedBusiness(deps, world);
    const customer = await signIn(deps, 'customer');
    const pet = await addPet(app, customer);
    const { first, last } = bookingDateWindow();
    for (const date of [first, last]) {
      const response = await send(customer, business.id, requestPayload(world.service.id, [pet.id], { preferredDate: date }));
      expect(response.statusCode, date).toBe(201);
    }
    for (const date of [addDays(first, -1), addDays(last, 1)]) {
      const response = await send(customer, business.id, requestPayload(world.service.id, [pet.id], { preferredDate: date }));
      expect(response.statusCode, date).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields).toEqual({ preferredDate: 'Please choose a date from today to 180 days ahead.' });
    }
  });
});

describe('the US calendar around midnight UTC', () => {
  it('keeps the evening of the US "today" at 01:30 UTC, and lets the East Coast pick its new day at 05:30 UTC', () => {
    // 01:30 UTC on 2 March is still 1 March in every US zone: 1 March must be bookable, UTC's 2 March too.
    const earlyUtc = new Date('2026-03-02T01:30:00Z');
    expect(bookingDateWindow(earlyUtc).first).toBe('2026-03-01');
    // 05:30 UTC is 00:30 in New York (a new day there) while Hawaii is still on the 1st: both days are open.
    const eastMidnight = new Date('2026-03-02T05:30:00Z');
    expect(calendarDate(eastMidnight, 'America/New_York')).toBe('2026-03-02');
    expect(bookingDateWindow(eastMidnight)).toEqual({ first: '2026-03-01', last: addDays('2026-03-02', 180) });
    // Hawaii reaches 2 March at 10:00 UTC: from then, 1 March is in the past everywhere.
    expect(bookingDateWindow(new Date('2026-03-02T10:00:00Z')).first).toBe('2026-03-02');
  });
});

describe('the booking state machine', () => {
  it('accepts with a note (customer emailed, sees Accepted), then the customer cancels (owner emailed)', async () => {
    const { business, owner, customer, request } = await scene();
    const accepted = await decide(owner, business.id, request.id, 'accept', { message: 'See you at 9!' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ownerBookingRequestResponseSchema.parse(accepted.json()).bookingRequest).toMatchObject({ status: 'accepted', ownerMessage: 'See you at 9!' });
    const list = bookingRequestListSchema.parse((await app.inject({ url: apiPaths.customerBookingRequests, headers: { cookie: customer.cookie } })).json());
    expect(list.bookingRequests[0]).toMatchObject({ status: 'accepted', ownerMessage: 'See you at 9!' });
    // The customer's first mail is the receipt of their request, the second the decision.
    const [receipt, acceptMail] = await mailTo(customer.email);
    expect(receipt!.subject).toBe(`Your booking request to ${business.name}`);
    expect(acceptMail!.subject).toBe(`Your booking request was accepted: ${business.name}`);
    expect(acceptMail!.text).toContain('See you at 9!');

    const cancelled = await cancel(customer, request.id);
    expect(bookingRequestResponseSchema.parse(cancelled.json()).bookingRequest.status).toBe('cancelled');
    const ownerMail = await mailTo(owner.email);
    expect(ownerMail.map((m) => m.subject)).toContain(`Booking request cancelled: ${business.name}`);
  });

  it('accepts with no body at all (the note is optional)', async () => {
    const { business, owner, request } = await scene();
    const response = await app.inject({ method: 'POST', url: apiPaths.ownerBookingDecision(business.id, request.id, 'accept'), headers: { cookie: owner.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(ownerBookingRequestResponseSchema.parse(response.json()).bookingRequest).toMatchObject({ status: 'accepted', ownerMessage: null });
  });

  it('declines only with a reason, and the customer is told why', async () => {
    const { business, owner, customer, request } = await scene();
    const bare = await decide(owner, business.id, request.id, 'decline', {});
    expect(bare.statusCode).toBe(400);
    expect(errorBodySchema.parse(bare.json()).fields).toEqual({ message: BOOKING_MESSAGES.declineReasonRequired });
    const noBody = await app.inject({ method: 'POST', url: apiPaths.ownerBookingDecision(business.id, request.id, 'decline'), headers: { cookie: owner.cookie } });
    expect([noBody.statusCode, errorBodySchema.parse(noBody.json()).fields]).toEqual([400, { message: BOOKING_MESSAGES.declineReasonRequired }]);
    const declined = await decide(owner, business.id, request.id, 'decline', { message: 'Fully booked that week.' });
    expect(ownerBookingRequestResponseSchema.parse(declined.json()).bookingRequest.status).toBe('declined');
    const [, mail] = await mailTo(customer.email);
    expect(mail!.subject).toBe(`Your booking request was declined: ${business.name}`);
    expect(mail!.text).toContain('Fully booked that week.');
  });

  it('marks an accepted request completed only once its date has come', async () => {
    const { business, owner, request } = await scene();
    await decide(owner, business.id, request.id, 'accept');
    const early = await decide(owner, business.id, request.id, 'complete');
    expect([early.statusCode, errorBodySchema.parse(early.json()).message]).toEqual([409, 'A request can be marked completed on or after its date.']);
    // The visit day arrives (rows written directly: the API never takes a past date).
    await deps.db.update(bookingRequests).set({ preferredDate: addDays(calendarDate(new Date(), 'Pacific/Honolulu'), -1) }).where(eq(bookingRequests.id, request.id));
    const done = await decide(owner, business.id, request.id, 'complete');
    expect(ownerBookingRequestResponseSchema.parse(done.json()).bookingRequest.status).toBe('completed');
  });

  it('refuses every other move with 409 and a message, through the API', async () => {
    // From each state, every move the API offers that the machine does not allow.
    const refusedFrom: Record<BookingStatus, Array<'accept' | 'decline' | 'complete' | 'cancel'>> = {
      requested: ['complete'],
      accepted: ['accept', 'decline'],
      declined: ['accept', 'decline', 'complete', 'cancel'],
      cancelled: ['accept', 'decline', 'complete', 'cancel'],
      completed: ['accept', 'decline', 'complete', 'cancel'],
    };
    for (const status of BOOKING_STATUSES) {
      const { business, owner, customer, request } = await scene();
      // Yesterday, so 'complete' is refused for its state and not for its date.
      await deps.db.update(bookingRequests).set({ status, preferredDate: addDays(calendarDate(new Date(), 'Pacific/Honolulu'), -1) }).where(eq(bookingRequests.id, request.id));
      for (const move of refusedFrom[status]) {
        const response = move === 'cancel' ? await cancel(customer, request.id) : await decide(owner, business.id, request.id, move, { message: 'Note' });
        expect(response.statusCode, `${status} -> ${move}`).toBe(409);
        expect(errorBodySchema.parse(response.json()).message, `${status} -> ${move}`).toMatch(new RegExp(`^This request is ${status} and can no longer be`));
      }
      const [row] = await deps.db.select({ status: bookingRequests.status }).from(bookingRequests).where(eq(bookingRequests.id, request.id));
      expect(row!.status).toBe(status);
    }
  });

  it("shows the owner a pet's medical notes only while the request is open", async () => {
    for (const status of BOOKING_STATUSES) {
      const { business, owner, request } = await scene();
      await deps.db.update(bookingRequests).set({ status }).where(eq(bookingRequests.id, request.id));
      const list = await app.inject({ url: apiPaths.ownerBookingRequests(business.id), headers: { cookie: owner.cookie } });
      const seen = ownerBookingRequestListSchema.parse(list.json()).bookingRequests.find((r) => r.id === request.id);
      const open = status === 'requested' || status === 'accepted';
      expect(seen!.pets.map((pet) => pet.medicalNotes), status).toEqual(open ? ['Allergic to chicken', 'Allergic to chicken'] : [null, null]);
      // The rest of the profile stays: it says what was booked for whom.
      expect(seen!.pets[0], status).toMatchObject({ name: 'Biscuit', breed: 'Beagle', specialNeeds: 'Shy with big dogs' });
    }
    // The answer to the decision that closes a request carries none either.
    const { business, owner, request } = await scene();
    const declined = await decide(owner, business.id, request.id, 'decline', { message: 'Fully booked that week.' });
    expect(ownerBookingRequestResponseSchema.parse(declined.json()).bookingRequest.pets.map((pet) => pet.medicalNotes)).toEqual([null, null]);
  });

  it('follows the machine for every pair of states', () => {
    const allowed = new Set(['requested>accepted', 'requested>declined', 'requested>cancelled', 'accepted>cancelled', 'accepted>completed']);
    const past = '2000-01-01';
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        const move = () => checkMove({ status: from, preferredDate: past }, to);
        if (allowed.has(`${from}>${to}`)) expect(move, `${from} -> ${to}`).not.toThrow();
        else expect(move, `${from} -> ${to}`).toThrow(/can no longer be/);
      }
    }
  });

  it("answers 404 for a request of another business or another customer's request", async () => {
    const first = await scene();
    const second = await scene();
    // The second owner, on their own business, names the first business's request.
    expect((await decide(second.owner, second.business.id, first.request.id, 'accept')).statusCode).toBe(404);
    expect((await cancel(second.customer, first.request.id)).statusCode).toBe(404);
    const [row] = await deps.db.select({ status: bookingRequests.status }).from(bookingRequests).where(eq(bookingRequests.id, first.request.id));
    expect(row!.status).toBe('requested');
  });
});
