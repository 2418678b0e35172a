import { randomUUID } from 'node:crypto';
import type { App, AppDeps } from '../../src/server/app-types.js';
import { businessServices } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { addDays, bookingDateWindow, bookingRequestResponseSchema } from '#shared/bookings.js';
import { petSchema } from '#shared/customers.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { makeBusiness, makeCity, makeService } from './owners-fixtures.js';

/** Factories for the favorites and booking tests: each call makes its own rows, never touching seed data. */

export async function bookingWorld(deps: AppDeps) {
  const city = await makeCity(deps.db);
  const service = await makeService(deps.db, 'Bath and Brush');
  const other = await makeService(deps.db, 'Stroll Club');
  return { city, service, other };
}

type World = Awaited<ReturnType<typeof bookingWorld>>;

/** A public business whose owner staff verified (it takes booking requests), with its owner signed in. */
export async function verifiedBusiness(deps: AppDeps, world: World) {
  const owner = await signIn(deps, 'business_owner', { email: `owner-${randomUUID()}@example.com`, firstName: 'Olivia' });
  const business = await makeBusiness(deps.db, world.city.id, { ownerId: owner.id, isClaimed: true, isVerified: true, status: 'approved' });
  await deps.db.insert(businessServices).values({ businessId: business.id, serviceId: world.service.id });
  return { business, owner };
}

/** A public listing nobody verified owning (the seed's kind): it does not take requests. */
export async function unownedBusiness(deps: AppDeps, world: World, values: Parameters<typeof makeBusiness>[2] = {}) {
  const business = await makeBusiness(deps.db, world.city.id, { status: 'approved', ...values });
  await deps.db.insert(businessServices).values({ businessId: business.id, serviceId: world.service.id });
  return business;
}

export async function addPet(app: App, customer: TestUser, name = 'Biscuit') {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.customerPets,
    headers: { cookie: customer.cookie },
    payload: { name, type: 'dog', breed: 'Beagle', age: 3, weight: 22, specialNeeds: 'Shy with big dogs', medicalNotes: 'Allergic to chicken' },
  });
  if (response.statusCode !== 201) throw new Error(`pet failed: ${response.statusCode} ${response.body}`);
  return petSchema.parse(response.json());
}

/** A date inside the booking window, `days` after its first day. */
export const dateAhead = (days = 7) => addDays(bookingDateWindow().first, days);

export const requestPayload = (serviceId: number, petIds: number[], overrides: Record<string, unknown> = {}) => ({
  serviceId,
  petIds,
  preferredDate: dateAhead(),
  preferredTime: 'morning',
  message: 'Biscuit is nervous at first.',
  ...overrides,
});

/**
 * A conversation's cast: a verified business with its owner and a customer with a pet whose request is waiting;
 * another customer and another owner; staff (signed in with `staffEmail`, one of the app's ADMIN_EMAILS).
 */
export async function conversationScene(app: App, deps: AppDeps, world: World, staffEmail: string) {
  const { business, owner } = await verifiedBusiness(deps, world);
  const { owner: otherOwner } = await verifiedBusiness(deps, world);
  const customer = await signIn(deps, 'customer', { firstName: 'Casey', lastName: 'Nguyen' });
  const otherCustomer = await signIn(deps, 'customer');
  const staff = await signIn(deps, 'business_owner', { email: staffEmail });
  const pet = await addPet(app, customer);
  const sent = await app.inject({
    method: 'POST',
    url: apiPaths.bookingRequests(business.id),
    headers: { cookie: customer.cookie },
    payload: requestPayload(world.service.id, [pet.id]),
  });
  if (sent.statusCode !== 201) throw new Error(`The scene's booking request was refused: ${sent.statusCode} ${sent.body}`);
  const request = bookingRequestResponseSchema.parse(sent.json()).bookingRequest;
  return { business, owner, otherOwner, customer, otherCustomer, staff, pet, request };
}
