import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App, AppDeps } from '../../src/server/app-types.js';
import { businesses, businessServices, cities, services } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { reviewResponseSchema, type Review } from '#shared/reviews.js';
import type { AccessScene } from '../helpers/access-matrix.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, staffEmail, type World } from './admin-fixtures.js';
import { makeBusiness } from './owners-fixtures.js';

/** Review tests: a public business of their own (with a verified owner unless told otherwise) in a fresh pair. */

export type ReviewWorld = World & { pairPath: string };

export async function makeReviewWorld(deps: AppDeps): Promise<ReviewWorld> {
  const world = await makeWorld(deps);
  const [city] = await deps.db.select({ slug: cities.slug }).from(cities).where(eq(cities.id, world.cityId));
  const [service] = await deps.db.select({ slug: services.slug }).from(services).where(eq(services.id, world.serviceIds[0]!));
  return { ...world, pairPath: apiPaths.serviceCity(service!.slug, city!.slug, { pageSize: '50' }) };
}

export const newCustomer = (deps: AppDeps, firstName = 'Maria', lastName = 'Garcia') =>
  signIn(deps, 'customer', { email: `customer-${randomUUID()}@example.com`, firstName, lastName });

export const newOwnerAccount = (deps: AppDeps, firstName = 'Olivia') =>
  signIn(deps, 'business_owner', { email: `owner-${randomUUID()}@example.com`, firstName, lastName: 'Owner' });

/** An approved business in the world's pair; `owner` becomes its verified owner unless `verified` is false. */
export async function reviewableBusiness(
  deps: AppDeps,
  world: World,
  options: { owner?: TestUser; verified?: boolean; status?: string } = {},
) {
  const verified = options.verified ?? true;
  const business = await makeBusiness(deps.db, world.cityId, {
    ownerId: options.owner?.id ?? null,
    isClaimed: Boolean(options.owner),
    isVerified: Boolean(options.owner) && verified,
    status: options.status ?? 'approved',
  });
  await deps.db.insert(businessServices).values({ businessId: business.id, serviceId: world.serviceIds[0]! });
  return business;
}

export const reviewText = (label = 'visit') => `A thorough, friendly ${label}; my dog came home happy and clean.`;

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; cookie?: string; payload?: object };
export const call = (app: App, { method, url, cookie, payload }: Call) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

export async function writeReview(app: App, customer: TestUser, businessId: number, rating = 5, text = reviewText()): Promise<Review> {
  const response = await call(app, { method: 'POST', url: apiPaths.businessReviews(businessId), cookie: customer.cookie, payload: { rating, text } });
  if (response.statusCode !== 201) throw new Error(`review failed: ${response.statusCode} ${response.body}`);
  return reviewResponseSchema.parse(response.json()).review;
}

export async function figuresOf(deps: AppDeps, businessId: number) {
  const [row] = await deps.db.select({ rating: businesses.rating, reviewCount: businesses.reviewCount }).from(businesses).where(eq(businesses.id, businessId));
  return row!;
}

/** The access tests' setting: the app with one staff account, a review world, and that staff member signed in. */
export async function reviewSetting(env: Record<string, string> = {}): Promise<{ ctx: TestContext; world: ReviewWorld; staff: TestUser }> {
  const email = staffEmail();
  const ctx = await buildTestApp({ ADMIN_EMAILS: email, ...env });
  const world = await makeReviewWorld(ctx.deps);
  const staff = await signIn(ctx.deps, 'business_owner', { email, firstName: 'Sam', lastName: 'Staff' });
  return { ctx, world, staff };
}

/** Each actor's session around one review: its author, its business's owner, staff, and another customer and owner. */
export async function actorCookies(deps: AppDeps, who: { author: TestUser; owner: TestUser; staff: TestUser }): Promise<AccessScene['cookies']> {
  return {
    anonymous: undefined,
    customer: who.author.cookie,
    otherCustomer: (await newCustomer(deps)).cookie,
    owner: who.owner.cookie,
    otherOwner: (await newOwnerAccount(deps)).cookie,
    staff: who.staff.cookie,
  };
}
