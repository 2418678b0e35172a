import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { PET_MESSAGES, petListSchema, petSchema, PROFILE_MESSAGES } from '#shared/customers.js';
import { PHONE_INVALID_MESSAGE, STATE_INVALID_MESSAGE, ZIP_INVALID_MESSAGE } from '#shared/owners.js';
import { errorBodySchema } from '#shared/errors.js';
import { currentUserSchema } from '#shared/users.js';
import { pets, users } from '../../src/server/db/schema.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn } from '../helpers/sign-in.js';

const { app, deps } = await buildTestApp();

const validPet = { name: 'Biscuit', type: 'dog', breed: 'Beagle', age: 3, weight: 22.5, specialNeeds: 'Grain-free food' };

const addPet = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: apiPaths.customerPets, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload: payload as object });

const petCount = async (userId: number) => (await deps.db.select().from(pets).where(eq(pets.userId, userId))).length;

describe('customer pets', () => {
  it('adds a pet and lists it, newest last, with the private cache header', async () => {
    const customer = await signIn(deps, 'customer');
    const first = await addPet(customer.cookie, validPet);
    expect(first.statusCode).toBe(201);
    const created = petSchema.parse(first.json());
    expect(created).toMatchObject({ ...validPet, medicalNotes: null });
    const second = await addPet(customer.cookie, { name: 'Mittens', type: 'cat', breed: 'Tabby', age: 0 });
    expect(second.statusCode).toBe(201);
    expect(petSchema.parse(second.json())).toMatchObject({ weight: null, specialNeeds: null, medicalNotes: null, age: 0 });

    const list = await app.inject({ method: 'GET', url: apiPaths.customerPets, headers: { cookie: customer.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(petListSchema.parse(list.json()).map((pet) => pet.name)).toEqual(['Biscuit', 'Mittens']);
  });

  it('keeps medical notes sent by the call', async () => {
    const customer = await signIn(deps, 'customer');
    const response = await addPet(customer.cookie, { ...validPet, medicalNotes: '  Allergic to chicken  ' });
    expect(response.statusCode).toBe(201);
    expect(petSchema.parse(response.json()).medicalNotes).toBe('Allergic to chicken');
  });

  it('shows a customer only their own pets and adds only to their own account', async () => {
    const alice = await signIn(deps, 'customer');
    const bob = await signIn(deps, 'customer');
    await addPet(alice.cookie, { ...validPet, name: 'Alice dog' });
    // A userId in the body is not part of the contract and cannot redirect the pet to someone else.
    const sneaky = await addPet(bob.cookie, { ...validPet, name: 'Bob dog', userId: alice.id });
    expect(sneaky.statusCode).toBe(201);

    const aliceList = petListSchema.parse((await app.inject({ url: apiPaths.customerPets, headers: { cookie: alice.cookie } })).json());
    const bobList = petListSchema.parse((await app.inject({ url: apiPaths.customerPets, headers: { cookie: bob.cookie } })).json());
    expect(aliceList.map((pet) => pet.name)).toEqual(['Alice dog']);
    expect(bobList.map((pet) => pet.name)).toEqual(['Bob dog']);
  });

  it('answers 401 to visitors and 403 to business owners, whatever they send', async () => {
    const visitorList = await app.inject({ url: apiPaths.customerPets });
    expect(visitorList.statusCode).toBe(401);
    expect(errorBodySchema.parse(visitorList.json()).message).toBeTruthy();
    expect((await addPet(undefined, validPet)).statusCode).toBe(401);
    expect((await addPet(undefined, { nonsense: true })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: apiPaths.customerProfile, payload: { firstName: 'A', lastName: 'B' } })).statusCode).toBe(401);

    const owner = await signIn(deps, 'business_owner');
    expect((await app.inject({ url: apiPaths.customerPets, headers: { cookie: owner.cookie } })).statusCode).toBe(403);
    expect((await addPet(owner.cookie, validPet)).statusCode).toBe(403);
    expect(await petCount(owner.id)).toBe(0);
    const ownerProfile = await app.inject({
      method: 'PATCH',
      url: apiPaths.customerProfile,
      headers: { cookie: owner.cookie },
      payload: { firstName: 'Changed', lastName: 'Name' },
    });
    expect(ownerProfile.statusCode).toBe(403);
  });

  it('refuses bad pets with a message per field and saves nothing', async () => {
    const customer = await signIn(deps, 'customer');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...validPet, name: '' }, { name: PET_MESSAGES.nameRequired }],
      [{ ...validPet, name: '   ' }, { name: PET_MESSAGES.nameRequired }],
      [{ type: 'dog', breed: 'Beagle', age: 2 }, { name: PET_MESSAGES.nameRequired }],
      [{ ...validPet, type: '' }, { type: PET_MESSAGES.typeRequired }],
      [{ name: 'Rex', breed: 'Beagle', age: 2 }, { type: PET_MESSAGES.typeRequired }],
      [{ ...validPet, type: 'dragon' }, { type: 'Pet type must be one of dog, cat, bird, rabbit, other' }],
      [{ ...validPet, breed: '' }, { breed: PET_MESSAGES.breedRequired }],
      [{ ...validPet, age: -1 }, { age: PET_MESSAGES.ageMin }],
      [{ name: 'Rex', type: 'dog', breed: 'Beagle' }, { age: PET_MESSAGES.ageMin }],
      [{ ...validPet, age: 101 }, { age: 'Age must be 100 or less' }],
      [{ ...validPet, weight: -0.5 }, { weight: PET_MESSAGES.weightMin }],
      [{ ...validPet, weight: 1001 }, { weight: 'Weight must be 1000 or less' }],
      [{ ...validPet, name: 'x'.repeat(101) }, { name: 'Pet name must be 100 characters or fewer' }],
      [{ ...validPet, medicalNotes: 'x'.repeat(2001) }, { medicalNotes: 'Medical notes must be 2000 characters or fewer' }],
      [
        { name: '', type: '', breed: '', age: -2, weight: -3 },
        {
          name: PET_MESSAGES.nameRequired,
          type: PET_MESSAGES.typeRequired,
          breed: PET_MESSAGES.breedRequired,
          age: PET_MESSAGES.ageMin,
          weight: PET_MESSAGES.weightMin,
        },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await addPet(customer.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.fields).toMatchObject(fields);
    }
    expect(await petCount(customer.id)).toBe(0);
  });

  it('refuses a cross-site Origin on a write (403) and saves nothing', async () => {
    const customer = await signIn(deps, 'customer');
    const response = await addPet(customer.cookie, validPet, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await petCount(customer.id)).toBe(0);
    const sameSite = await addPet(customer.cookie, validPet, { origin: 'http://localhost:3000' });
    expect(sameSite.statusCode).toBe(201);
  });
});

describe('customer profile', () => {
  const patch = (cookie: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: apiPaths.customerProfile, headers: { cookie }, payload: payload as object });

  it('updates the profile and answers the current user', async () => {
    const customer = await signIn(deps, 'customer', { firstName: 'Old', lastName: 'Name' });
    const response = await patch(customer.cookie, {
      firstName: '  Grace ',
      lastName: 'Hopper',
      phone: '512 555 0100',
      address: '1 Main St',
      city: 'Austin',
      state: 'tx',
      zipCode: '78701',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const current = currentUserSchema.parse(response.json());
    expect(current).toEqual({
      type: 'customer',
      user: {
        id: customer.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: customer.email,
        phone: '(512) 555-0100',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        profileImageUrl: null,
      },
      isStaff: false,
    });
    const me = currentUserSchema.parse((await app.inject({ url: apiPaths.session, headers: { cookie: customer.cookie } })).json());
    expect(me.user.firstName).toBe('Grace');

    // Empty optional fields clear them; fields left out stay as they were.
    const cleared = currentUserSchema.parse((await patch(customer.cookie, { firstName: 'Grace', lastName: 'Hopper', phone: '' })).json());
    expect(cleared.user).toMatchObject({ phone: null, address: '1 Main St', zipCode: '78701' });
  });

  it('refuses a bad profile with a message per field and saves nothing', async () => {
    const customer = await signIn(deps, 'customer', { firstName: 'Keep', lastName: 'Me' });
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ firstName: '', lastName: 'X' }, { firstName: PROFILE_MESSAGES.firstNameRequired }],
      [{ lastName: 'X' }, { firstName: PROFILE_MESSAGES.firstNameRequired }],
      [{ firstName: 'X', lastName: '  ' }, { lastName: PROFILE_MESSAGES.lastNameRequired }],
      [{ firstName: '', lastName: '', phone: '1'.repeat(31) }, {
        firstName: PROFILE_MESSAGES.firstNameRequired,
        lastName: PROFILE_MESSAGES.lastNameRequired,
        phone: 'Phone must be 30 characters or fewer',
      }],
      [{ firstName: 'X', lastName: 'Y', zipCode: '9'.repeat(21) }, { zipCode: 'ZIP code must be 20 characters or fewer' }],
      [{ firstName: 'X', lastName: 'Y', city: 42 }, { city: 'City must be text' }],
      // The owners' US phone and ZIP rules, and a state picked by its USPS code.
      [{ firstName: 'X', lastName: 'Y', phone: '12', zipCode: 'ABCDE', state: 'Texas' }, {
        phone: PHONE_INVALID_MESSAGE,
        zipCode: ZIP_INVALID_MESSAGE,
        state: STATE_INVALID_MESSAGE,
      }],
      [{ firstName: 'X', lastName: 'Y', phone: '555-0100', zipCode: '7870' }, { phone: PHONE_INVALID_MESSAGE, zipCode: ZIP_INVALID_MESSAGE }],
    ];
    for (const [payload, fields] of cases) {
      const response = await patch(customer.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields).toMatchObject(fields);
    }
    const [row] = await deps.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ firstName: 'Keep', lastName: 'Me', phone: null, zipCode: null, city: null });
  });
});
