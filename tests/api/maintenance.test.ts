import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsHits, appMeta, claims, rateLimitCounters, sessions, verificationDocuments } from '../../src/server/db/schema.js';
import { runMaintenance } from '../../src/server/maintenance/run-maintenance.js';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { staffEmail } from './admin-fixtures.js';
import { makeBusiness, makeCity } from './owners-fixtures.js';

/** Issue 10 item 4: the maintenance job, called directly with a chosen `now`. */

const STAFF = staffEmail();
const DAY_MS = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
let ctx: TestContext;
let staffCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, DOCUMENT_RETENTION_DAYS: '90' });
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
});

describe('runMaintenance', () => {
  it('deletes expired and idle sessions and keeps live ones', async () => {
    const user = await signIn(ctx.deps, 'business_owner');
    const session = (hash: string, expiresAt: Date, lastSeenAt: Date) => ({ tokenHash: hash, userId: user.id, accountType: 'business_owner', expiresAt, lastSeenAt });
    const [live, expired, idle] = [randomUUID(), randomUUID(), randomUUID()];
    await ctx.deps.db.insert(sessions).values([
      session(live, daysAgo(-20), daysAgo(1)),
      session(expired, daysAgo(1), daysAgo(2)),
      session(idle, daysAgo(-20), daysAgo(8)),
    ]);
    const { counts, failures } = await runMaintenance(ctx.deps.db, ctx.deps.config, NOW);
    expect(failures).toEqual([]);
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    const left = await ctx.deps.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(inArray(sessions.tokenHash, [live, expired, idle]));
    expect(left.map((row) => row.tokenHash)).toEqual([live]);
    // The signed-in user's own (live) session still works.
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.ownerBusinesses, headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });

  it('empties documents of requests decided before the retention period, keeping recent and pending ones', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const city = await makeCity(ctx.deps.db);
    const document = async () => {
      const [row] = await ctx.deps.db
        .insert(verificationDocuments)
        .values({ originalName: 'lease.pdf', mimeType: 'application/pdf', size: 9, content: Buffer.from('%PDF-1.4\n'), uploadedBy: owner.id, createdAt: daysAgo(120) })
        .returning({ id: verificationDocuments.id });
      return row!.id;
    };
    const request = async (documentId: string, status: string, decidedDaysAgo: number | null, kind = 'claim') => {
      const business = await makeBusiness(ctx.deps.db, city.id);
      const [row] = await ctx.deps.db
        .insert(claims)
        .values({
          businessId: business.id,
          userId: owner.id,
          kind,
          status,
          claimReason: 'Mine.',
          verificationMethod: 'document',
          documentId,
          submittedAt: daysAgo(120),
          decidedAt: decidedDaysAgo === null ? null : daysAgo(decidedDaysAgo),
        })
        .returning({ id: claims.id });
      return row!.id;
    };
    const approvedLongAgo = await document();
    await request(approvedLongAgo, 'approved', 91);
    const rejectedLongAgo = await document();
    await request(rejectedLongAgo, 'rejected', 100, 'listing');
    const decidedRecently = await document();
    await request(decidedRecently, 'approved', 89);
    const pending = await document();
    await request(pending, 'pending', null);
    // A rejected listing sent back to the queue reuses its document: the pending resubmission keeps it.
    const resubmitted = await document();
    await request(resubmitted, 'rejected', 100, 'listing');
    const pendingClaimId = await request(resubmitted, 'pending', null, 'listing');

    const { counts, failures } = await runMaintenance(ctx.deps.db, ctx.deps.config, NOW);
    expect(failures).toEqual([]);
    expect(counts.documents).toBeGreaterThanOrEqual(2);
    const rows = await ctx.deps.db
      .select({ id: verificationDocuments.id, content: verificationDocuments.content, removedAt: verificationDocuments.removedAt, size: verificationDocuments.size })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.uploadedBy, owner.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [approvedLongAgo, rejectedLongAgo]) {
      expect(byId.get(id)!.content.length).toBe(0);
      expect(byId.get(id)!.removedAt).toBeInstanceOf(Date);
      // The size stays: the daily allowance counts what was uploaded.
      expect(byId.get(id)!.size).toBe(9);
    }
    for (const id of [decidedRecently, pending, resubmitted]) {
      expect(byId.get(id)!.content.toString()).toBe('%PDF-1.4\n');
      expect(byId.get(id)!.removedAt).toBeNull();
    }

    // Staff screens still work: the removed file says so, a kept one downloads, the queue lists the pending one.
    const removed = await ctx.app.inject({ method: 'GET', url: apiPaths.admin.document(approvedLongAgo), headers: { cookie: staffCookie } });
    expect(removed.statusCode).toBe(404);
    expect(errorBodySchema.parse(removed.json()).message).toMatch(/^This document was deleted on \d{4}-\d\d-\d\d: verification documents are kept only/);
    const kept = await ctx.app.inject({ method: 'GET', url: apiPaths.admin.document(pending), headers: { cookie: staffCookie } });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.toString()).toBe('%PDF-1.4\n');
    const queue = await ctx.app.inject({ method: 'GET', url: apiPaths.admin.queue, headers: { cookie: staffCookie } });
    expect(queue.statusCode).toBe(200);
    adminQueueResponseSchema.parse(queue.json());

    // A second pass finds nothing more of these to remove.
    await runMaintenance(ctx.deps.db, ctx.deps.config, NOW);
    const [stillPending] = await ctx.deps.db.select({ status: claims.status }).from(claims).where(eq(claims.id, pendingClaimId));
    expect(stillPending!.status).toBe('pending');
  });

  it('deletes ended rate-limit windows and old analytics de-dup rows and salts, keeping current ones', async () => {
    const token = randomUUID();
    await ctx.deps.db.insert(rateLimitCounters).values([
      { key: `test|ended-${token}`, count: 3, resetAt: new Date(NOW.getTime() - 1000) },
      { key: `test|open-${token}`, count: 3, resetAt: new Date(NOW.getTime() + 60_000) },
    ]);
    const business = await makeBusiness(ctx.deps.db, (await makeCity(ctx.deps.db)).id);
    const minute = Math.floor(NOW.getTime() / 60_000);
    await ctx.deps.db.insert(analyticsHits).values([
      { businessId: business.id, visitorHash: 'old', kind: 'view', minute: minute - 2 * 24 * 60 },
      { businessId: business.id, visitorHash: 'recent', kind: 'view', minute: minute - 5 },
    ]);
    await ctx.deps.db.insert(appMeta).values({ key: 'analytics-salt:2001-01-01', value: 'old salt' }).onConflictDoNothing();

    const { counts, failures } = await runMaintenance(ctx.deps.db, ctx.deps.config, NOW);
    expect(failures).toEqual([]);
    expect(counts.rateLimitCounters).toBeGreaterThanOrEqual(1);
    expect(counts.analyticsHits).toBeGreaterThanOrEqual(1);
    const windows = await ctx.deps.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(like(rateLimitCounters.key, `%${token}`));
    expect(windows.map((row) => row.key)).toEqual([`test|open-${token}`]);
    const hits = await ctx.deps.db.select({ visitorHash: analyticsHits.visitorHash }).from(analyticsHits).where(eq(analyticsHits.businessId, business.id));
    expect(hits.map((row) => row.visitorHash)).toEqual(['recent']);
    expect(await ctx.deps.db.select().from(appMeta).where(eq(appMeta.key, 'analytics-salt:2001-01-01'))).toEqual([]);
  });
});
