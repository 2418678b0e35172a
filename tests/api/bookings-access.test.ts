import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { bookingRequestListSchema, bookingRequestResponseSchema } from '#shared/bookings.js';
import { favoriteListSchema } from '#shared/favorites.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { addPet, bookingWorld, requestPayload, verifiedBusiness } from './booking-fixtures.js';

const STAFF = `bookings-staff-${randomUUID()}@example.com`;
const { app, deps } = await buildTestApp({ ADMIN_EMAILS: STAFF });
const world = await bookingWorld(deps);

type Role = 'anon' | 'customer' | 'otherCustomer' | 'owner' | 'otherOwner' | 'staff';
const ROLES: Role[] = ['anon', 'customer', 'otherCustomer', 'owner', 'otherOwner', 'staff'];

/**
 * Who gets what on every new call. The customer owns the pets, favorite and request; the owner owns the business;
 * staff (a business-owner account listed in ADMIN_EMAILS) have no special power over private data.
 */
async function cast() {
  const { business, owner } = await verifiedBusiness(deps, world);
  const { owner: otherOwner } = await verifiedBusiness(deps, world);
  const customer = await signIn(deps, 'customer');
  const otherCustomer = await signIn(deps, 'customer');
  const staff = await signIn(deps, 'business_owner', { email: STAFF });
  const pet = await addPet(app, customer);
  const users: Record<Role, TestUser | undefined> = { anon: undefined, customer, otherCustomer, owner, otherOwner, staff };
  return { business, pet, users };
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

const current = cast();

const run = (call: Call, user: TestUser | undefined) =>
  app.inject({ method: call.method, url: call.url, headers: user ? { cookie: user.cookie } : {}, ...(call.payload ? { payload: call.payload } : {}) });

async function expectMatrix(label: string, call: () => Promise<Call> | Call, expected: Record<Role, number>) {
  for (const role of ROLES) {
    const response = await run(await call(), (await current).users[role]);
    expect(response.statusCode, `${label} as ${role}: ${response.body}`).toBe(expected[role]);
    if (role !== 'anon' && expected[role] >= 400) expect(response.json().message, `${label} as ${role}`).toBeTruthy();
    expect(response.headers['cache-control'], `${label} as ${role}`).toBe('private, no-store');
  }
}


describe('access to favorites, pets and booking requests', () => {
  it('favorites: customers only, each their own', async () => {
    const { business, users } = await current;
    const customerOnly = { anon: 401, owner: 403, otherOwner: 403, staff: 403 } as const;
    await expectMatrix('PUT favorite', () => ({ method: 'PUT', url: apiPaths.customerFavorite(business.id) }), { ...customerOnly, customer: 204, otherCustomer: 204 });
    await expectMatrix('DELETE favorite', () => ({ method: 'DELETE', url: apiPaths.customerFavorite(business.id) }), { ...customerOnly, customer: 204, otherCustomer: 204 });
    await run({ method: 'PUT', url: apiPaths.customerFavorite(business.id) }, users.customer);
    await expectMatrix('GET favorites', () => ({ method: 'GET', url: apiPaths.customerFavorites }), { ...customerOnly, customer: 200, otherCustomer: 200 });
    const seen = async (user?: TestUser) => favoriteListSchema.parse((await run({ method: 'GET', url: apiPaths.customerFavorites }, user)).json()).favorites.length;
    expect([await seen(users.customer), await seen(users.otherCustomer)]).toEqual([1, 0]);
  });

  it('pets: only their customer edits or deletes them', async () => {
    const { pet } = await current;
    const others = { anon: 401, otherCustomer: 404, owner: 403, otherOwner: 403, staff: 403 } as const;
    await expectMatrix('PATCH pet', () => ({ method: 'PATCH', url: apiPaths.customerPet(pet.id), payload: { breed: 'Basset' } }), { ...others, customer: 200 });
    const spare = await addPet(app, (await current).users.customer!, 'Spare');
    // The customer goes last: their delete succeeds once everyone else has been refused.
    await expectMatrix('DELETE pet', () => ({ method: 'DELETE', url: apiPaths.customerPet(spare.id) }), { ...others, customer: 204 });
  });

  it('booking requests: customers send and cancel their own; only the business owner lists and answers them', async () => {
    const { business, pet, users } = await current;
    const send = (): Call => ({ method: 'POST', url: apiPaths.bookingRequests(business.id), payload: requestPayload(world.service.id, [pet.id]) });
    // Another customer naming this customer's pet is refused as a bad request.
    await expectMatrix('POST booking request', send, { anon: 401, customer: 201, otherCustomer: 400, owner: 403, otherOwner: 403, staff: 403 });
    await expectMatrix('GET customer booking requests', () => ({ method: 'GET', url: apiPaths.customerBookingRequests }), {
      anon: 401,
      customer: 200,
      otherCustomer: 200,
      owner: 403,
      otherOwner: 403,
      staff: 403,
    });
    const listOf = async (user?: TestUser) => bookingRequestListSchema.parse((await run({ method: 'GET', url: apiPaths.customerBookingRequests }, user)).json()).bookingRequests;
    expect((await listOf(users.otherCustomer)).length).toBe(0);
    const [request] = await listOf(users.customer);

    const ownerOnly = { anon: 401, customer: 403, otherCustomer: 403, otherOwner: 403, staff: 403 } as const;
    await expectMatrix('GET owner booking requests', () => ({ method: 'GET', url: apiPaths.ownerBookingRequests(business.id) }), { ...ownerOnly, owner: 200 });
    await expectMatrix('accept', () => ({ method: 'POST', url: apiPaths.ownerBookingDecision(business.id, request!.id, 'accept'), payload: {} }), { ...ownerOnly, owner: 200 });

    // A second request to decline, and the first (accepted, dated in the future) to refuse completing: the owner passes access, the state machine answers.
    const second = bookingRequestResponseSchema.parse((await run(send(), users.customer)).json()).bookingRequest;
    await expectMatrix('decline', () => ({ method: 'POST', url: apiPaths.ownerBookingDecision(business.id, second.id, 'decline'), payload: { message: 'Full' } }), { ...ownerOnly, owner: 200 });
    await expectMatrix('complete', () => ({ method: 'POST', url: apiPaths.ownerBookingDecision(business.id, request!.id, 'complete'), payload: {} }), { ...ownerOnly, owner: 409 });
    await expectMatrix('cancel', () => ({ method: 'POST', url: apiPaths.cancelBookingRequest(request!.id), payload: {} }), {
      anon: 401,
      otherCustomer: 404,
      owner: 403,
      otherOwner: 403,
      staff: 403,
      customer: 200,
    });
  });
});
