import { eq } from 'drizzle-orm';
import { beforeAll, describe, it } from 'vitest';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import { businesses, listingReports } from '../../src/server/db/schema.js';
import { expectDeclaredAccess, itAnswersEachActor, type AccessCase, type AccessScene } from '../helpers/access-matrix.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { actorCookies, call, newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 26: who may make each listing-quality call; every actor meets a fresh listing with one open report. */

let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, world, staff } = await reviewSetting());
});

type Scene = AccessScene & { businessId: number; closedId: number; otherId: number; reportId: number };

async function scene(): Promise<Scene> {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner });
  const closed = await reviewableBusiness(ctx.deps, world);
  await ctx.deps.db.update(businesses).set({ status: 'closed', closedAt: new Date() }).where(eq(businesses.id, closed.id));
  const other = await reviewableBusiness(ctx.deps, world);
  const [report] = await ctx.deps.db.insert(listingReports).values({ businessId: business.id, kind: 'phone', suggestedValue: '(512) 555-0177' }).returning();
  return {
    businessId: business.id,
    closedId: closed.id,
    otherId: other.id,
    reportId: report!.id,
    cookies: await actorCookies(ctx.deps, { author: await newCustomer(ctx.deps), owner, staff }),
  };
}

const post = (url: string, cookie: string | undefined, payload: object = {}) => call(ctx.app, { method: 'POST', url, cookie, payload });
const staffOnly = { anonymous: 401, customer: 403, otherCustomer: 403, owner: 403, otherOwner: 403, staff: 200 };
const ownerOnly = { anonymous: 401, customer: 403, otherCustomer: 403, owner: 200, otherOwner: 403, staff: 403 };

const cases: AccessCase<Scene>[] = [
  {
    name: 'POST /api/business/{id}/reports: anyone',
    send: (s, cookie) => post(listingReportPaths.report(s.businessId), cookie, { kind: 'closed' }),
    expected: { anonymous: 201, customer: 201, otherCustomer: 201, owner: 201, otherOwner: 201, staff: 201 },
  },
  { name: 'apply: staff only', send: (s, cookie) => post(listingReportPaths.apply(s.businessId), cookie, { field: 'phone', value: '(512) 555-0177' }), expected: staffOnly },
  { name: 'dismiss: staff only', send: (s, cookie) => post(listingReportPaths.dismiss(s.businessId), cookie), expected: staffOnly },
  { name: 'close: staff only', send: (s, cookie) => post(listingReportPaths.close(s.businessId), cookie), expected: staffOnly },
  { name: 'reopen: staff only', send: (s, cookie) => post(listingReportPaths.reopen(s.closedId), cookie), expected: staffOnly },
  { name: 'merge: staff only', send: (s, cookie) => post(listingReportPaths.merge(s.businessId), cookie, { intoId: s.otherId }), expected: staffOnly },
  {
    name: "GET the owner's reports: the business's owner only",
    send: (s, cookie) => call(ctx.app, { method: 'GET', url: listingReportPaths.ownerReports(s.businessId), cookie }),
    expected: ownerOnly,
  },
  {
    name: "answer a report: the business's owner only",
    send: (s, cookie) => post(listingReportPaths.ownerAnswer(s.businessId, s.reportId), cookie, { answer: 'The number is right.' }),
    expected: ownerOnly,
  },
  {
    name: 'duplicate check: owners (staff sign in as owners)',
    send: (_s, cookie) => call(ctx.app, { method: 'GET', url: listingReportPaths.duplicateCheck({ name: 'Anything', phone: '(512) 555-0100' }), cookie }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, owner: 200, otherOwner: 200, staff: 200 },
  },
];

describe('listing-quality calls: who may make each', () => {
  itAnswersEachActor(cases, scene);
  it('are in the API document with their declared access', async () => {
    await expectDeclaredAccess(ctx.app, [
      ['/api/business/{id}/reports', 'post', 'public'],
      ['/api/admin/business/{id}/reports/apply', 'post', 'staff'],
      ['/api/admin/business/{id}/reports/dismiss', 'post', 'staff'],
      ['/api/admin/business/{id}/close', 'post', 'staff'],
      ['/api/admin/business/{id}/reopen', 'post', 'staff'],
      ['/api/admin/business/{id}/merge', 'post', 'staff'],
      ['/api/dashboard/business/{id}/reports', 'get', 'owner-of-business'],
      ['/api/dashboard/business/{id}/reports/{reportId}/answer', 'post', 'owner-of-business'],
      ['/api/business/duplicate-check', 'get', 'owner'],
    ]);
  });
});
