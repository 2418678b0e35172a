import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import { duplicateCheckResponseSchema } from '#shared/listing-reports.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { businessResponseSchema } from '#shared/owners.js';
import { newOwner, submitClaim } from './admin-fixtures.js';
import { listingPayload, makeBusiness } from './owners-fixtures.js';
import { call, newCustomer, reviewSetting, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 26 item 4: a business listed or claimed twice is caught at the door, and staff see the possible duplicate. */

let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, world, staff } = await reviewSetting());
});

/** A public listing with its own phone number, so only what a test makes matches it. */
const uniquePhone = () => `(512) 7${String(Math.floor(Math.random() * 90) + 10)}-${String(Math.floor(Math.random() * 9000) + 1000)}`;
const check = async (owner: TestUser, query: Parameters<typeof listingReportPaths.duplicateCheck>[0]) => {
  const response = await call(ctx.app, { method: 'GET', url: listingReportPaths.duplicateCheck(query), cookie: owner.cookie });
  expect(response.statusCode).toBe(200);
  return duplicateCheckResponseSchema.parse(response.json()).duplicate;
};

describe('GET /api/business/duplicate-check', () => {
  it('finds a public listing by its phone however it is typed, and by name + street + ZIP code', async () => {
    const phone = uniquePhone();
    const name = `Dupe Check Grooming ${randomUUID().slice(0, 6)}`;
    const existing = await makeBusiness(ctx.deps.db, world.cityId, { name, phone, address: '42 Elm St, Austin, TX 78702', status: 'approved' });
    const owner = await newOwner(ctx.deps);
    const digits = phone.replace(/\D/g, '');
    expect(await check(owner, { name: 'Another Name', phone: `1-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}` })).toMatchObject({ id: existing.id, name });
    expect(await check(owner, { name: name.toUpperCase(), address: '42 elm st., Austin, TX 78702', phone: uniquePhone() })).toMatchObject({ id: existing.id });
    expect(await check(owner, { name, address: '42 Elm St, Austin, TX 78799', phone: uniquePhone() })).toBeNull();
    // Claiming the listing itself is no duplicate of itself.
    expect(await check(owner, { name, address: '42 Elm St, Austin, TX 78702', phone, excludeId: existing.id })).toBeNull();
  });

  it('shows only public listings, and only to owners', async () => {
    const phone = uniquePhone();
    await makeBusiness(ctx.deps.db, world.cityId, { phone, status: 'rejected' });
    const owner = await newOwner(ctx.deps);
    expect(await check(owner, { name: 'Whoever', phone })).toBeNull();
    const url = listingReportPaths.duplicateCheck({ name: 'x', phone });
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url, cookie: (await newCustomer(ctx.deps)).cookie })).statusCode).toBe(403);
  });
});

describe('the staff queue', () => {
  it("marks a new listing and a claim that match another listing by name, street and ZIP code 'Possible duplicate of #N'", async () => {
    const queue = async () => adminQueueResponseSchema.parse((await call(ctx.app, { method: 'GET', url: apiPaths.admin.queue, cookie: staff.cookie })).json());
    const name = `Door Check Kennels ${randomUUID().slice(0, 6)}`;
    const original = await makeBusiness(ctx.deps.db, world.cityId, { name, address: '500 Congress Ave', phone: uniquePhone(), status: 'approved' });
    const payload = listingPayload(world.cityId, world.serviceIds);
    const owner = await newOwner(ctx.deps);
    const created = await call(ctx.app, {
      method: 'POST',
      url: apiPaths.createBusiness,
      cookie: owner.cookie,
      payload: { ...payload, business: { ...payload.business, name, phone: uniquePhone() } },
    });
    expect(created.statusCode).toBe(201);
    const listed = businessResponseSchema.parse(created.json()).business;
    const item = (await queue()).listings.items.find((entry) => entry.business.id === listed.id);
    expect(item?.warnings).toEqual([`Possible duplicate of #${original.id}.`]);

    const copy = await makeBusiness(ctx.deps.db, world.cityId, { name, address: '500 Congress Ave', phone: uniquePhone(), status: 'approved' });
    await submitClaim(ctx.app, await newOwner(ctx.deps), copy.id);
    const claim = (await queue()).claims.items.find((entry) => entry.business.id === copy.id);
    expect(claim?.warnings[0]).toMatch(/^Possible duplicate of #\d+\.$/);
  });

  it('names a listing with the same phone once: the phone warning already does', async () => {
    const phone = uniquePhone();
    const original = await makeBusiness(ctx.deps.db, world.cityId, { phone, status: 'approved' });
    const copy = await makeBusiness(ctx.deps.db, world.cityId, { phone, status: 'approved' });
    await submitClaim(ctx.app, await newOwner(ctx.deps), copy.id);
    const queue = adminQueueResponseSchema.parse((await call(ctx.app, { method: 'GET', url: apiPaths.admin.queue, cookie: staff.cookie })).json());
    const claim = queue.claims.items.find((entry) => entry.business.id === copy.id);
    expect(claim?.warnings.filter((warning) => warning.includes(`#${original.id}`))).toHaveLength(1);
  });
});
