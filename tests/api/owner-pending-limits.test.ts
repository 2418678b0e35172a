import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { App } from '../../src/server/app-types.js';
import { businesses, claims } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { PENDING_LIMIT_MESSAGES, PENDING_REQUEST_LIMITS } from '#shared/owners.js';
import type { TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, newOwner, phoneClaim, submitListing, unclaimedBusiness, type World } from './admin-fixtures.js';
import { listingPayload, rowsOf } from './owners-fixtures.js';

/** Issue 22 item 8: an owner has at most a few claims and new listings waiting for staff at once. */

let ctx: TestContext;
let world: World;
// A second process of the same deployment (same database, its own memory): a cap must hold across processes.
let secondApp: App;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await makeWorld(ctx.deps);
  secondApp = await buildApp(ctx.deps);
});
afterAll(() => secondApp.close());

const claim = (owner: TestUser, businessId: number, app = ctx.app) =>
  app.inject({ method: 'POST', url: apiPaths.claimBusiness(businessId), headers: { cookie: owner.cookie }, payload: phoneClaim });
const list = (owner: TestUser) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.createBusiness, headers: { cookie: owner.cookie }, payload: listingPayload(world.cityId, world.serviceIds) });
const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, errorBodySchema.parse(response.json()).message];

describe('pending claims and listings per owner', () => {
  it(`${PENDING_REQUEST_LIMITS.claim} claims wait at once; the next is refused, saying what to do, until staff decide one`, async () => {
    const owner = await newOwner(ctx.deps);
    const claimIds: number[] = [];
    for (let i = 0; i < PENDING_REQUEST_LIMITS.claim; i += 1) {
      const response = await claim(owner, (await unclaimedBusiness(ctx.deps, world)).id);
      expect(response.statusCode, response.body).toBe(201);
      claimIds.push((response.json() as { claim: { id: number } }).claim.id);
    }
    const next = (await unclaimedBusiness(ctx.deps, world)).id;
    expect(refusal(await claim(owner, next))).toEqual([409, PENDING_LIMIT_MESSAGES.claim]);
    expect((await rowsOf(ctx.deps.db, owner.id)).claims).toBe(PENDING_REQUEST_LIMITS.claim);
    // New listings are counted apart, and another owner is not affected.
    expect((await list(owner)).statusCode).toBe(201);
    expect((await claim(await newOwner(ctx.deps), next)).statusCode).toBe(201);
    // Once staff decide one, there is room again.
    await ctx.deps.db.update(claims).set({ status: 'rejected', decidedAt: new Date() }).where(eq(claims.id, claimIds[0]!));
    expect((await claim(owner, next)).statusCode).toBe(201);
  });

  it(`${PENDING_REQUEST_LIMITS.listing} new listings wait at once; the next, or a resubmission, is refused until staff decide one`, async () => {
    const owner = await newOwner(ctx.deps);
    const listed = [];
    for (let i = 0; i < PENDING_REQUEST_LIMITS.listing; i += 1) listed.push(await submitListing(ctx, world, owner));
    expect(refusal(await list(owner))).toEqual([409, PENDING_LIMIT_MESSAGES.listing]);
    expect((await rowsOf(ctx.deps.db, owner.id)).businesses).toBe(PENDING_REQUEST_LIMITS.listing);

    // Staff turn one down: the owner may list another, and then not resubmit the refused one while five wait.
    const [refused] = listed;
    await ctx.deps.db.update(claims).set({ status: 'rejected', decidedAt: new Date(), rejectionReason: 'No proof' }).where(eq(claims.id, refused!.claimId));
    await ctx.deps.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, refused!.businessId));
    expect((await list(owner)).statusCode).toBe(201);
    const resubmit = await ctx.app.inject({ method: 'POST', url: apiPaths.resubmitListing(refused!.businessId), headers: { cookie: owner.cookie } });
    expect(refusal(resubmit)).toEqual([409, PENDING_LIMIT_MESSAGES.listing]);
  });

  it('submissions sent at the same moment to two processes cannot pass the cap together', async () => {
    const owner = await newOwner(ctx.deps);
    const targets = [];
    for (let i = 0; i < PENDING_REQUEST_LIMITS.claim + 3; i += 1) targets.push((await unclaimedBusiness(ctx.deps, world)).id);
    const answers = await Promise.all(targets.map((id, i) => claim(owner, id, i % 2 === 0 ? ctx.app : secondApp)));
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(PENDING_REQUEST_LIMITS.claim);
    expect(answers.filter((response) => response.statusCode === 409)).toHaveLength(3);
    expect((await rowsOf(ctx.deps.db, owner.id)).claims).toBe(PENDING_REQUEST_LIMITS.claim);
  });
});
