import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, claimDecisions, claims, outbox } from '../../src/server/db/schema.js';
import { ADMIN_MESSAGES, adminQueueResponseSchema, decisionResponseSchema, outboxResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { dashboardResponseSchema } from '#shared/owners.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { makeWorld, newOwner, signIn, staffEmail, submitClaim, submitListing, unclaimedBusiness, type World } from './admin-fixtures.js';
import { dataUrl, docxBytes, jpegBytes, pdfBytes, pngBytes } from './owners-fixtures.js';

const STAFF = staffEmail();
const CUSTOMER_STAFF = staffEmail();

let ctx: TestContext;
let world: World;
let staffCookie: string;
let staffId: number;

beforeAll(async () => {
  // Mixed case and spaces in the variable: staff-ness compares lowercased, trimmed addresses.
  ctx = await buildTestApp({ ADMIN_EMAILS: ` ${STAFF.toUpperCase()} , ${CUSTOMER_STAFF}` });
  world = await makeWorld(ctx.deps);
  const staff = await signIn(ctx.deps, 'business_owner', { email: STAFF, firstName: 'Sam', lastName: 'Staff' });
  staffCookie = staff.cookie;
  staffId = staff.id;
});

const approve = (id: number | string, cookie = staffCookie) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/claims/${id}/approve`, headers: cookie ? { cookie } : {} });
const reject = (id: number | string, payload: unknown, cookie = staffCookie) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/claims/${id}/reject`, headers: cookie ? { cookie } : {}, payload: payload as object });
const get = (url: string, cookie = staffCookie) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const claimRow = async (id: number) => (await ctx.deps.db.select().from(claims).where(eq(claims.id, id)))[0]!;
const businessRow = async (id: number) => (await ctx.deps.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;
const decisionsOf = async (claimId: number) => ctx.deps.db.select().from(claimDecisions).where(eq(claimDecisions.claimId, claimId));
const mailsTo = async (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

describe('staff only, on every call', () => {
  it('refuses visitors (401), customers (403) and business owners (403), and decides nothing', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner, {
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentFile: dataUrl(pdfBytes()), documentName: 'license.pdf' },
    });
    const documentId = (await claimRow(listing.claimId)).documentId!;
    const customer = await signIn(ctx.deps, 'customer');
    const otherOwner = await newOwner(ctx.deps);

    const calls = [
      (cookie: string) => get(apiPaths.admin.queue, cookie),
      (cookie: string) => get(apiPaths.admin.document(documentId), cookie),
      (cookie: string) => get(apiPaths.admin.outbox(), cookie),
      (cookie: string) => approve(listing.claimId, cookie),
      (cookie: string) => reject(listing.claimId, { reason: 'No.' }, cookie),
      // Refused before the body is read: a visitor never learns what a valid body looks like.
      (cookie: string) => reject(listing.claimId, {}, cookie),
    ];
    for (const call of calls) {
      const visitor = await call('');
      expect(visitor.statusCode).toBe(401);
      expect(errorBodySchema.parse(visitor.json()).message).toBe(ADMIN_MESSAGES.signIn);
      for (const cookie of [customer.cookie, owner.cookie, otherOwner.cookie]) {
        const refused = await call(cookie);
        expect(refused.statusCode).toBe(403);
        expect(errorBodySchema.parse(refused.json()).message).toBe(ADMIN_MESSAGES.staffOnly);
      }
    }
    expect(await claimRow(listing.claimId)).toMatchObject({ status: 'pending', decidedBy: null, decidedAt: null });
    expect(await businessRow(listing.businessId)).toMatchObject({ isVerified: false });
  });

  it('lets staff in through either sign-in flow, by email', async () => {
    const viaCustomer = await signIn(ctx.deps, 'customer', { email: CUSTOMER_STAFF });
    for (const cookie of [staffCookie, viaCustomer.cookie]) {
      const response = await get(apiPaths.admin.queue, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('GET /api/admin/queue', () => {
  it('lists pending listings and claims, oldest first, with details, document meta and counts', async () => {
    const owner = await newOwner(ctx.deps, 'Nadia');
    const bytes = pdfBytes();
    const listing = await submitListing(ctx, world, owner, {
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentFile: dataUrl(bytes), documentName: 'license.pdf' },
    });
    const business = await unclaimedBusiness(ctx.deps, world);
    const claimant = await newOwner(ctx.deps, 'Carlos');
    const claimId = await submitClaim(ctx.app, claimant, business.id);

    const response = await get(apiPaths.admin.queue);
    expect(response.statusCode).toBe(200);
    const queue = adminQueueResponseSchema.parse(response.json());
    expect(queue.listings.count).toBeGreaterThanOrEqual(queue.listings.items.length);
    expect(queue.claims.count).toBeGreaterThanOrEqual(1);
    for (const list of [queue.listings.items, queue.claims.items]) {
      const times = list.map((item) => item.submittedAt);
      expect(times).toEqual([...times].sort());
      expect(list.every((item) => item.status === 'pending')).toBe(true);
    }

    const listed = queue.listings.items.find((item) => item.id === listing.claimId)!;
    expect(listed).toMatchObject({
      kind: 'listing',
      business: { id: listing.businessId, name: listing.name, address: '500 Congress Ave', city: 'Ownerville', state: 'TX', isVerified: false },
      owner: { id: owner.id, name: 'Nadia Owner', email: owner.email },
      claimReason: 'New business listing',
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentName: 'license.pdf', documentSize: bytes.length },
    });
    expect(listed.document).toMatchObject({ name: 'license.pdf', size: bytes.length, type: 'application/pdf' });
    expect(listed.document!.url).toBe(`/api/admin/documents/${listed.document!.id}`);
    // The file's bytes never travel with the queue.
    expect(response.body).not.toContain(bytes.toString('base64').slice(0, 40));

    const claimed = queue.claims.items.find((item) => item.id === claimId)!;
    expect(claimed).toMatchObject({
      kind: 'claim',
      business: { id: business.id, name: business.name, isClaimed: false },
      owner: { id: claimant.id, name: 'Carlos Owner', email: claimant.email },
      claimReason: 'I have run this shop since 2016.',
      verificationMethod: 'phone',
      verificationData: { phone: '(512) 555-0188' },
      document: null,
    });
  });
});

describe('deciding a listing', () => {
  it('approve verifies the business, records who and when, and emails the owner', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    const response = await approve(listing.claimId);
    expect(response.statusCode).toBe(200);
    const body = decisionResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      claim: { id: listing.claimId, kind: 'listing', status: 'approved', rejectionReason: null, decidedBy: staffId },
      business: { id: listing.businessId, ownerId: owner.id, isClaimed: true, isVerified: true },
      rejectedClaimIds: [],
    });
    expect(await claimRow(listing.claimId)).toMatchObject({ status: 'approved', decidedBy: staffId });
    expect((await claimRow(listing.claimId)).decidedAt).toBeInstanceOf(Date);
    expect(await decisionsOf(listing.claimId)).toEqual([
      expect.objectContaining({ decision: 'approved', decidedBy: staffId, businessId: listing.businessId, reason: null }),
    ]);

    const dashboard = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(listing.businessId), owner.cookie)).json());
    expect(dashboard.business.isVerified).toBe(true);
    expect(dashboard.claims[0]).toMatchObject({ status: 'approved' });

    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `We received your listing: ${listing.name}`,
      `Your listing for ${listing.name} was approved`,
    ]);
    expect(mails[1]!.text).toContain(`/dashboard/business/${listing.businessId}`);
  });

  it('reject keeps the listing hidden and unverified and shows the reason on the owner\'s Claims tab', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    const before = await businessRow(listing.businessId);
    const response = await reject(listing.claimId, { reason: '  The phone number did not answer.  ' });
    expect(response.statusCode).toBe(200);
    expect(decisionResponseSchema.parse(response.json()).claim).toMatchObject({ status: 'rejected', rejectionReason: 'The phone number did not answer.' });
    // Nothing else about the business changes: it is only marked not approved.
    expect(await businessRow(listing.businessId)).toEqual({ ...before, status: 'rejected', updatedAt: expect.any(Date) });
    expect((await get(apiPaths.business(listing.businessId), '')).statusCode).toBe(404);

    const dashboard = dashboardResponseSchema.parse((await get(apiPaths.ownerDashboard(listing.businessId), owner.cookie)).json());
    expect(dashboard.claims[0]).toMatchObject({ status: 'rejected', rejectionReason: 'The phone number did not answer.' });
    expect(dashboard.business.isVerified).toBe(false);
    const [, decisionMail] = await mailsTo(owner.email);
    expect(decisionMail).toMatchObject({ subject: `Your listing for ${listing.name} was rejected` });
    expect(decisionMail!.text).toContain('Reason: The phone number did not answer.');
  });

  it.each([
    ['missing', {}],
    ['empty', { reason: '' }],
    ['blank', { reason: '   ' }],
    ['too long', { reason: 'x'.repeat(1001) }],
    ['not text', { reason: 42 }],
  ])('refuses a rejection whose reason is %s (400), deciding nothing', async (_label, payload) => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    const response = await reject(listing.claimId, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields).toHaveProperty('reason');
    expect(await claimRow(listing.claimId)).toMatchObject({ status: 'pending' });
  });
});

describe('deciding a claim', () => {
  it('approve makes the claimant the verified owner and rejects the other pending claims', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const [winner, loser1, loser2] = [await newOwner(ctx.deps), await newOwner(ctx.deps), await newOwner(ctx.deps)];
    const winning = await submitClaim(ctx.app, winner, business.id);
    const losing1 = await submitClaim(ctx.app, loser1, business.id);
    const losing2 = await submitClaim(ctx.app, loser2, business.id);

    const response = await approve(winning);
    expect(response.statusCode).toBe(200);
    const body = decisionResponseSchema.parse(response.json());
    expect(body.business).toMatchObject({ id: business.id, ownerId: winner.id, isClaimed: true, isVerified: true });
    expect(body.rejectedClaimIds.sort()).toEqual([losing1, losing2].sort());
    expect(await businessRow(business.id)).toMatchObject({ ownerId: winner.id, isClaimed: true, isVerified: true });

    for (const [id, loser] of [[losing1, loser1], [losing2, loser2]] as const) {
      expect(await claimRow(id)).toMatchObject({ status: 'rejected', rejectionReason: ADMIN_MESSAGES.otherClaimApproved, decidedBy: staffId });
      expect(await decisionsOf(id)).toEqual([expect.objectContaining({ decision: 'rejected', causedBy: winning, decidedBy: staffId })]);
      const mails = await mailsTo(loser.email);
      expect(mails.at(-1)).toMatchObject({ subject: `Your claim for ${business.name} was rejected` });
      expect(mails.at(-1)!.text).toContain(`Reason: ${ADMIN_MESSAGES.otherClaimApproved}`);
    }
    const winnerMails = await mailsTo(winner.email);
    expect(winnerMails.map((mail) => mail.subject)).toEqual([
      `We received your claim: ${business.name}`,
      `Your claim for ${business.name} was approved`,
    ]);

    // The new owner reaches the dashboard; the claim page now refuses further claims.
    const dashboard = await get(apiPaths.ownerDashboard(business.id), winner.cookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboardResponseSchema.parse(dashboard.json()).business).toMatchObject({ isClaimed: true, isVerified: true });
    // The queue no longer lists any of them.
    const queue = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue)).json());
    expect(queue.claims.items.map((item) => item.id)).not.toEqual(expect.arrayContaining([winning]));
    expect(queue.claims.items.filter((item) => [winning, losing1, losing2].includes(item.id))).toEqual([]);
  });

  it('reject keeps the business unclaimed and stores the reason', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const claimant = await newOwner(ctx.deps);
    const claimId = await submitClaim(ctx.app, claimant, business.id);
    const before = await businessRow(business.id);
    const response = await reject(claimId, { reason: 'Could not confirm the phone number.' });
    expect(response.statusCode).toBe(200);
    expect(decisionResponseSchema.parse(response.json())).toMatchObject({
      claim: { status: 'rejected', rejectionReason: 'Could not confirm the phone number.' },
      business: { ownerId: null, isClaimed: false, isVerified: false },
    });
    expect(await businessRow(business.id)).toEqual(before);
    expect(await claimRow(claimId)).toMatchObject({ status: 'rejected', rejectionReason: 'Could not confirm the phone number.', decidedBy: staffId });
    expect(await decisionsOf(claimId)).toEqual([expect.objectContaining({ decision: 'rejected', reason: 'Could not confirm the phone number.' })]);
    // The claimant may try again with better evidence.
    expect(await submitClaim(ctx.app, claimant, business.id)).toBeGreaterThan(claimId);
  });

  it('answers 409 the second time and applies nothing twice', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const claimant = await newOwner(ctx.deps);
    const claimId = await submitClaim(ctx.app, claimant, business.id);
    expect((await approve(claimId)).statusCode).toBe(200);
    const after = await businessRow(business.id);
    for (const again of [await approve(claimId), await reject(claimId, { reason: 'Changed my mind.' })]) {
      expect(again.statusCode).toBe(409);
      expect(errorBodySchema.parse(again.json()).message).toBe(ADMIN_MESSAGES.alreadyDecided);
    }
    expect(await claimRow(claimId)).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(await businessRow(business.id)).toEqual(after);
    expect(await decisionsOf(claimId)).toHaveLength(1);
    expect((await mailsTo(claimant.email)).filter((mail) => mail.subject.startsWith('Your claim'))).toHaveLength(1);
  });

  it('answers 404 for an unknown claim, 400 for a malformed id, 403 for staff deciding their own claim', async () => {
    expect((await approve(2_000_000_000)).statusCode).toBe(404);
    expect((await reject(2_000_000_000, { reason: 'x' })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) expect((await approve(id)).statusCode).toBe(400);
    const business = await unclaimedBusiness(ctx.deps, world);
    const ownClaim = await submitClaim(ctx.app, { id: staffId, email: STAFF, cookie: staffCookie }, business.id);
    const response = await approve(ownClaim);
    expect(response.statusCode).toBe(403);
    expect(errorBodySchema.parse(response.json()).message).toBe(ADMIN_MESSAGES.ownClaim);
    expect(await claimRow(ownClaim)).toMatchObject({ status: 'pending' });
  });
});

describe('concurrent decisions', () => {
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  it('two approvals of one claim at once: one wins, the other gets 409, effects applied once', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const claimant = await newOwner(ctx.deps);
    const claimId = await submitClaim(ctx.app, claimant, business.id);
    const responses = await Promise.all([approve(claimId), approve(claimId)]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(errorBodySchema.parse(responses.find((r) => r.statusCode === 409)!.json()).message).toBe(ADMIN_MESSAGES.alreadyDecided);
    expect(await businessRow(business.id)).toMatchObject({ ownerId: claimant.id, isClaimed: true, isVerified: true });
    expect(await decisionsOf(claimId)).toHaveLength(1);
    expect((await mailsTo(claimant.email)).filter((mail) => mail.subject.startsWith('Your claim'))).toHaveLength(1);
  });

  it('an approval and a rejection at once: exactly one decision stands', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const claimant = await newOwner(ctx.deps);
    const claimId = await submitClaim(ctx.app, claimant, business.id);
    const [approved, rejected] = await Promise.all([approve(claimId), reject(claimId, { reason: 'Documents unclear.' })]);
    expect(statuses([approved!, rejected!])).toEqual([200, 409]);
    const row = await claimRow(claimId);
    const expected = approved!.statusCode === 200 ? 'approved' : 'rejected';
    expect(row.status).toBe(expected);
    expect(await businessRow(business.id)).toMatchObject(
      expected === 'approved' ? { ownerId: claimant.id, isClaimed: true } : { ownerId: null, isClaimed: false, isVerified: false },
    );
    expect(await decisionsOf(claimId)).toEqual([expect.objectContaining({ decision: expected })]);
  });

  it('approvals of two different claims on one business at once: one owner, the other claim rejected', async () => {
    const business = await unclaimedBusiness(ctx.deps, world);
    const [first, second] = [await newOwner(ctx.deps), await newOwner(ctx.deps)];
    const firstClaim = await submitClaim(ctx.app, first, business.id);
    const secondClaim = await submitClaim(ctx.app, second, business.id);
    const responses = await Promise.all([approve(firstClaim), approve(secondClaim)]);
    expect(statuses(responses)).toEqual([200, 409]);
    const winner = decisionResponseSchema.parse(responses.find((r) => r.statusCode === 200)!.json());
    const [winnerClaim, loserClaim] = winner.claim.id === firstClaim ? [firstClaim, secondClaim] : [secondClaim, firstClaim];
    const winnerUser = winnerClaim === firstClaim ? first : second;
    expect(await businessRow(business.id)).toMatchObject({ ownerId: winnerUser.id, isClaimed: true, isVerified: true });
    expect(await claimRow(loserClaim)).toMatchObject({ status: 'rejected', rejectionReason: ADMIN_MESSAGES.otherClaimApproved });
    const [decided] = await ctx.deps.db.select({ n: count() }).from(claimDecisions).where(eq(claimDecisions.businessId, business.id));
    expect(Number(decided!.n)).toBe(2);
    const approvedRows = await ctx.deps.db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.businessId, business.id), eq(claims.status, 'approved')));
    expect(approvedRows).toEqual([{ id: winnerClaim }]);
  });
});

describe('GET /api/admin/documents/:id', () => {
  it('opens a PDF in the browser (inline) with a safe name, the type of its bytes, nosniff, a script-free sandbox and no caching', async () => {
    const owner = await newOwner(ctx.deps);
    const bytes = pdfBytes();
    const listing = await submitListing(ctx, world, owner, {
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentFile: dataUrl(bytes), documentName: '..\\"lic";ense ü.exe.pdf' },
    });
    const documentId = (await claimRow(listing.claimId)).documentId!;
    const response = await get(apiPaths.admin.document(documentId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9._ -]+\.pdf"$/);
    expect(response.headers['content-disposition']).toContain('exe.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['a PNG', pngBytes, 'scan.png', 'image/png', 'inline'],
    ['a JPEG', jpegBytes, 'scan.jpeg', 'image/jpeg', 'inline'],
    ['a Word file, which a browser cannot show', docxBytes, 'lease.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
  ])('sends %s in the type of its bytes, %s', async (_label, bytesOf, name, type, disposition) => {
    const owner = await newOwner(ctx.deps);
    const bytes = bytesOf();
    const listing = await submitListing(ctx, world, owner, {
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentFile: dataUrl(bytes, 'application/pdf'), documentName: name },
    });
    const response = await get(apiPaths.admin.document((await claimRow(listing.claimId)).documentId!));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toBe(`${disposition}; filename="${name.replace('.jpeg', '.jpg')}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // No script runs and nothing loads in any document, whatever it holds.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for an unknown document and 400 for a malformed id', async () => {
    expect((await get(apiPaths.admin.document('6c1c6a53-4a7c-4c53-9a43-3a1f7f3f9a10'))).statusCode).toBe(404);
    expect((await get(apiPaths.admin.document('not-a-uuid'))).statusCode).toBe(400);
    expect((await get("/api/admin/documents/1' or '1'='1")).statusCode).toBe(400);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists queued messages, newest first, by status or recipient, and says SMTP is not configured', async () => {
    const owner = await newOwner(ctx.deps);
    const listing = await submitListing(ctx, world, owner);
    expect((await approve(listing.claimId)).statusCode).toBe(200);

    const response = await get(apiPaths.admin.outbox({ to: owner.email.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = outboxResponseSchema.parse(response.json());
    expect(body.smtpConfigured).toBe(false);
    expect(body.messages.map((message) => [message.to, message.subject])).toEqual([
      [owner.email, `Your listing for ${listing.name} was approved`],
      [owner.email, `We received your listing: ${listing.name}`],
    ]);
    expect(body.messages[1]!.text).toContain('Our team will review your listing within 24-48 hours');

    const pending = outboxResponseSchema.parse((await get(apiPaths.admin.outbox({ status: 'pending' }))).json());
    expect(pending.messages.every((message) => message.status === 'pending')).toBe(true);
    const times = pending.messages.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get(apiPaths.admin.outbox({ status: 'bogus' }))).statusCode).toBe(400);
  });
});

describe('staff pages', () => {
  it.each(['/admin', '/admin/outbox'])('%s renders privately, never cached or indexed, with no data for anyone', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const html = response.body;
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    // The queue is read in the browser with the session: the server never embeds it.
    expect(html).not.toContain('/api/admin/queue"');
    expect(html).toMatch(/Loading (review queue|outbox)\.\.\./);
  });
});
