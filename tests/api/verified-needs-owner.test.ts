import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessServices, businesses, users } from '../../src/server/db/schema.js';
import { businessDetailResponseSchema } from '#shared/listings.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn } from '../helpers/sign-in.js';
import { bookingWorld, unownedBusiness, verifiedBusiness } from './booking-fixtures.js';

const { app, deps } = await buildTestApp();
const world = await bookingWorld(deps);

const stored = async (businessId: number) => {
  const [row] = await deps.db.select({ isVerified: businesses.isVerified }).from(businesses).where(eq(businesses.id, businessId));
  const [pair] = await deps.db.select({ isVerified: businessServices.isVerified }).from(businessServices).where(eq(businessServices.businessId, businessId));
  return { listing: row!.isVerified, pairSortKey: pair!.isVerified };
};

const publicAnswer = async (businessId: number) => businessDetailResponseSchema.parse((await app.inject({ url: apiPaths.business(businessId) })).json());

describe('a listing is verified only while an owner account runs it (migration 0019)', () => {
  it('a listing written as verified with no owner is stored, sorted and shown unverified', async () => {
    const unowned = await unownedBusiness(deps, world, { isClaimed: true, isVerified: true });
    expect(await stored(unowned.id)).toEqual({ listing: false, pairSortKey: false });
    const answer = await publicAnswer(unowned.id);
    expect([answer.business.isVerified, answer.takesBookingRequests]).toEqual([false, false]);
  });

  it("loses the badge when its owner's account is deleted", async () => {
    const { business, owner } = await verifiedBusiness(deps, world);
    expect(await stored(business.id)).toEqual({ listing: true, pairSortKey: true });
    await deps.db.delete(users).where(eq(users.id, owner.id));
    expect(await stored(business.id)).toEqual({ listing: false, pairSortKey: false });
    expect((await publicAnswer(business.id)).business.isVerified).toBe(false);
  });

  it('an owned listing keeps the verified flag staff gave it', async () => {
    const owner = await signIn(deps, 'business_owner');
    const owned = await unownedBusiness(deps, world, { ownerId: owner.id, isClaimed: true, isVerified: true });
    expect(await stored(owned.id)).toEqual({ listing: true, pairSortKey: true });
  });
});
