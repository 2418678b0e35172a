import { beforeAll, describe, expect, it } from 'vitest';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, newOwner, signIn, staffEmail, submitListing, type World } from './admin-fixtures.js';
import { makeBusiness } from './owners-fixtures.js';

/**
 * Issue 28 item 11: a queue card shows what staff need to decide: the listing as submitted (description, services,
 * hours, website, a preview of its page) and what to check first (another listing with the same phone).
 */
const STAFF = staffEmail();
let ctx: TestContext;
let world: World;
let staffCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF });
  world = await makeWorld(ctx.deps);
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF, firstName: 'Sam', lastName: 'Staff' })).cookie;
});

const queue = async () =>
  adminQueueResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: apiPaths.admin.queue, headers: { cookie: staffCookie } })).json());

describe('a queued listing', () => {
  it('carries its description, services, hours, website and preview address', async () => {
    const { businessId, claimId } = await submitListing(ctx, world, await newOwner(ctx.deps));
    const item = (await queue()).listings.items.find((entry) => entry.id === claimId)!;
    expect(item.listing).toEqual({
      description: 'Mobile grooming for dogs of every size.',
      website: 'https://happytails.example.com',
      hours: expect.stringMatching(/^Mon/),
      services: ['Coat Care Visits'],
      previewUrl: `/business/${businessId}`,
    });
    // Staff may open the preview of a listing that is not public yet.
    const preview = await ctx.app.inject({ method: 'GET', url: item.listing.previewUrl, headers: { cookie: staffCookie } });
    expect(preview.statusCode).toBe(200);
  });

  it('warns when its phone is already used by another listing, naming it', async () => {
    const other = await makeBusiness(ctx.deps.db, world.cityId, { name: 'Same Phone Grooming', phone: '(512) 555-0142' });
    const { claimId } = await submitListing(ctx, world, await newOwner(ctx.deps));
    const item = (await queue()).listings.items.find((entry) => entry.id === claimId)!;
    expect(item.warnings).toEqual([expect.stringContaining(`#${other.id}`)]);
    expect(item.warnings[0]).toMatch(/^Phone \(512\) 555-0142 is also used by listing /);
  });
});
