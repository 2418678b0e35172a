import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { claims } from '../../src/server/db/schema.js';
import type { App, AppDeps } from '../../src/server/app-types.js';
import { apiPaths } from '#shared/api-paths.js';
import { businessResponseSchema, claimResponseSchema, type ClaimPayload, type CreateListingPayload } from '#shared/owners.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { listingPayload, makeBusiness, makeCity, makeService } from './owners-fixtures.js';

/** Helpers for the moderation tests: real submissions through the owners API, as an owner would make them. */

export const staffEmail = () => `staff-${randomUUID()}@example.com`;

export type World = { cityId: number; serviceIds: number[] };

export async function makeWorld(deps: AppDeps): Promise<World> {
  const city = await makeCity(deps.db);
  const service = await makeService(deps.db, 'Coat Care Visits');
  return { cityId: city.id, serviceIds: [service.id] };
}

export const newOwner = (deps: AppDeps, firstName = 'Olivia') =>
  signIn(deps, 'business_owner', { email: `owner-${randomUUID()}@example.com`, firstName, lastName: 'Owner' });

/** Lists a business as `owner`; answers the business id and the id of its pending 'listing' claim. */
export async function submitListing(
  { app, deps }: { app: App; deps: AppDeps },
  world: World,
  owner: TestUser,
  verification?: CreateListingPayload['verification'],
) {
  const payload = listingPayload(world.cityId, world.serviceIds, verification);
  const response = await app.inject({ method: 'POST', url: apiPaths.createBusiness, headers: { cookie: owner.cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.statusCode} ${response.body}`);
  const { business } = businessResponseSchema.parse(response.json());
  const [claim] = await deps.db.select({ id: claims.id }).from(claims).where(eq(claims.businessId, business.id));
  return { businessId: business.id, claimId: claim!.id, name: payload.business.name };
}

export const phoneClaim: ClaimPayload = {
  claimReason: 'I have run this shop since 2016.',
  verificationMethod: 'phone',
  verificationData: { phone: '(512) 555-0188' },
};

/** Claims `businessId` as `owner`; answers the claim id. */
export async function submitClaim(app: App, owner: TestUser, businessId: number, payload: ClaimPayload = phoneClaim) {
  const response = await app.inject({ method: 'POST', url: apiPaths.claimBusiness(businessId), headers: { cookie: owner.cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`claim failed: ${response.statusCode} ${response.body}`);
  return claimResponseSchema.parse(response.json()).claim.id;
}

export async function unclaimedBusiness(deps: AppDeps, world: World) {
  return makeBusiness(deps.db, world.cityId, { name: `Unclaimed Paws ${randomUUID().slice(0, 8)}` });
}

export { signIn };
