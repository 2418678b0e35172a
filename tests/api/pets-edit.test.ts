import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRequests, pets } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { bookingRequestResponseSchema } from '#shared/bookings.js';
import { PET_MESSAGES, PET_REFUSALS, petListSchema, petSchema } from '#shared/customers.js';
import { errorBodySchema } from '#shared/errors.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { addPet, bookingWorld, requestPayload, verifiedBusiness } from './booking-fixtures.js';

const { app, deps } = await buildTestApp();
const world = await bookingWorld(deps);

const patch = (user: TestUser, id: number | string, payload: object) =>
  app.inject({ method: 'PATCH', url: apiPaths.customerPet(id), headers: { cookie: user.cookie }, payload });
const remove = (user: TestUser, id: number | string) => app.inject({ method: 'DELETE', url: apiPaths.customerPet(id), headers: { cookie: user.cookie } });
const petExists = async (id: number) => (await deps.db.select().from(pets).where(eq(pets.id, id))).length === 1;

describe('editing a pet', () => {
  it('changes the fields sent and keeps the others; clearing an optional field stores nothing', async () => {
    const customer = await signIn(deps, 'customer');
    const pet = await addPet(app, customer);
    const response = await patch(customer, pet.id, { name: ' Biscuit Jr. ', age: 4, specialNeeds: '' });
    expect(response.statusCode).toBe(200);
    expect(petSchema.parse(response.json())).toEqual({ ...pet, name: 'Biscuit Jr.', age: 4, specialNeeds: null });
    const listed = petListSchema.parse((await app.inject({ url: apiPaths.customerPets, headers: { cookie: customer.cookie } })).json());
    expect(listed).toEqual([{ ...pet, name: 'Biscuit Jr.', age: 4, specialNeeds: null }]);
  });

  it('refuses bad values with the form messages, and pets that are not yours as not found', async () => {
    const customer = await signIn(deps, 'customer');
    const stranger = await signIn(deps, 'customer');
    const pet = await addPet(app, customer);
    const bad = await patch(customer, pet.id, { name: '', age: -1 });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).fields).toEqual({ name: PET_MESSAGES.nameRequired, age: PET_MESSAGES.ageMin });
    const theirs = await patch(stranger, pet.id, { name: 'Stolen' });
    expect([theirs.statusCode, errorBodySchema.parse(theirs.json()).message]).toEqual([404, PET_REFUSALS.notFound]);
    expect((await patch(customer, 'abc', { name: 'X' })).statusCode).toBe(400);
    expect((await patch(customer, 2_000_000_000, { name: 'X' })).statusCode).toBe(404);
    expect(petSchema.parse((await patch(customer, pet.id, {})).json()).name).toBe('Biscuit');
  });
});

describe('deleting a pet', () => {
  it('deletes your own pet (204) and answers 404 for a stranger, a missing or an already deleted pet', async () => {
    const customer = await signIn(deps, 'customer');
    const stranger = await signIn(deps, 'customer');
    const pet = await addPet(app, customer);
    expect((await remove(stranger, pet.id)).statusCode).toBe(404);
    expect(await petExists(pet.id)).toBe(true);
    expect((await remove(customer, pet.id)).statusCode).toBe(204);
    expect(await petExists(pet.id)).toBe(false);
    expect((await remove(customer, pet.id)).statusCode).toBe(404);
    expect((await remove(customer, 'x')).statusCode).toBe(400);
  });

  it('refuses (409) while the pet is on an open request, and allows it once the request is closed', async () => {
    const { business, owner } = await verifiedBusiness(deps, world);
    const customer = await signIn(deps, 'customer');
    const pet = await addPet(app, customer);
    const sent = await app.inject({ method: 'POST', url: apiPaths.bookingRequests(business.id), headers: { cookie: customer.cookie }, payload: requestPayload(world.service.id, [pet.id]) });
    const { bookingRequest } = bookingRequestResponseSchema.parse(sent.json());

    const whileRequested = await remove(customer, pet.id);
    expect([whileRequested.statusCode, errorBodySchema.parse(whileRequested.json()).message]).toEqual([409, PET_REFUSALS.onOpenRequest]);
    await app.inject({ method: 'POST', url: apiPaths.ownerBookingDecision(business.id, bookingRequest.id, 'accept'), headers: { cookie: owner.cookie }, payload: {} });
    expect((await remove(customer, pet.id)).statusCode).toBe(409);
    expect(await petExists(pet.id)).toBe(true);

    await app.inject({ method: 'POST', url: apiPaths.cancelBookingRequest(bookingRequest.id), headers: { cookie: customer.cookie }, payload: {} });
    expect((await remove(customer, pet.id)).statusCode).toBe(204);
    // The closed request stays in the customer's history, without the deleted pet.
    const [row] = await deps.db.select({ status: bookingRequests.status }).from(bookingRequests).where(eq(bookingRequests.id, bookingRequest.id));
    expect(row!.status).toBe('cancelled');
  });
});
