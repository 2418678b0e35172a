import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/server/auth/cookies.js';
import { createSession } from '../../src/server/auth/sessions.js';
import { verificationDocuments } from '../../src/server/db/schema.js';
import { createUploadGate } from '../../src/server/owners/upload-gate.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { DOCUMENT_BYTES_PER_DAY, DOCUMENTS_PER_DAY, UPLOADS_BUSY_MESSAGE } from '#shared/owners.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { dataUrl, listingPayload, makeBusiness, makeCity, makeService, pdfBytes, rowsOf } from './owners-fixtures.js';

/** Issue 10 item 4: per-account daily document allowance, and at most two uploads handled at once. */

let ctx: TestContext;
let cityId: number;
let serviceIds: number[];

beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await makeCity(ctx.deps.db)).id;
  serviceIds = [(await makeService(ctx.deps.db)).id];
});

const documentListing = (bytes: Buffer = pdfBytes()) =>
  listingPayload(cityId, serviceIds, {
    verificationMethod: 'document',
    verificationData: { documentType: 'business_license', documentFile: dataUrl(bytes), documentName: 'license.pdf' },
  });
const create = (cookie: string, payload: object) => ctx.app.inject({ method: 'POST', url: apiPaths.createBusiness, headers: { cookie }, payload });

/** A new session for the same account, as signing in again makes. */
async function signInAgain(user: TestUser): Promise<TestUser> {
  const { token } = await createSession(ctx.deps.db, user.id, 'business_owner');
  return { ...user, cookie: `${sessionCookieName(ctx.deps.config)}=${token}` };
}

/** Documents the account uploaded earlier, written directly: `size` is what the allowance counts. */
async function earlierDocuments(userId: number, count: number, size: number, hoursAgo: number) {
  await ctx.deps.db.insert(verificationDocuments).values(
    Array.from({ length: count }, () => ({
      originalName: 'earlier.pdf',
      mimeType: 'application/pdf',
      size,
      content: Buffer.from('%PDF-1.4'),
      uploadedBy: userId,
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
    })),
  );
}

describe('daily document allowance per account', () => {
  it(`refuses document number ${DOCUMENTS_PER_DAY + 1} of a day with 429, also after signing in again, writing nothing`, async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    await earlierDocuments(owner.id, DOCUMENTS_PER_DAY - 1, 1000, 23);
    expect((await create(owner.cookie, documentListing())).statusCode).toBe(201);
    const before = await rowsOf(ctx.deps.db, owner.id);

    const refused = await create(owner.cookie, documentListing());
    expect(refused.statusCode).toBe(429);
    const { message } = errorBodySchema.parse(refused.json());
    // The nine earlier documents were uploaded 23 hours ago: the first slot frees in about an hour.
    expect(message).toMatch(/daily limit for verification documents/);
    expect(message).toMatch(/try again in about (59|60) minutes \(after \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/);

    const again = await signInAgain(owner);
    const stillRefused = await create(again.cookie, documentListing());
    expect(stillRefused.statusCode).toBe(429);
    const business = await makeBusiness(ctx.deps.db, cityId);
    const claim = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.claimBusiness(business.id),
      headers: { cookie: again.cookie },
      payload: {
        claimReason: 'I own it.',
        verificationMethod: 'document',
        verificationData: { documentType: 'utility_bill', documentFile: dataUrl(pdfBytes()), documentName: 'bill.pdf' },
      },
    });
    expect(claim.statusCode).toBe(429);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual(before);

    // Verification without a document is not counted against it.
    expect((await create(again.cookie, listingPayload(cityId, serviceIds))).statusCode).toBe(201);
  });

  it(`refuses a document that would take the day past ${DOCUMENT_BYTES_PER_DAY / 1024 / 1024}MB`, async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const earlier = Math.floor(DOCUMENT_BYTES_PER_DAY / 5);
    await earlierDocuments(owner.id, 5, earlier, 2);
    const before = await rowsOf(ctx.deps.db, owner.id);
    const refused = await create(owner.cookie, documentListing());
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).message).toMatch(/try again in about 22 hours/);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual(before);
  });

  it('counts only the last 24 hours', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    await earlierDocuments(owner.id, DOCUMENTS_PER_DAY, DOCUMENT_BYTES_PER_DAY / DOCUMENTS_PER_DAY, 25);
    expect((await create(owner.cookie, documentListing())).statusCode).toBe(201);
  });
});

describe('uploads handled at once', () => {
  it('lets two in, queues a few, refuses the rest at once, and hands a freed slot to the first waiter', async () => {
    const gate = createUploadGate(2, 1, 200);
    const first = await gate.enter();
    await gate.enter();
    const third = gate.enter();
    expect(gate.waiting).toBe(1);
    await expect(gate.enter()).rejects.toMatchObject({ statusCode: 429, message: UPLOADS_BUSY_MESSAGE });
    first();
    first(); // a second release of the same slot changes nothing
    const releaseThird = await third;
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(0);
    // A waiter that does not get a slot in time is refused.
    await expect(gate.enter()).rejects.toMatchObject({ statusCode: 429 });
    releaseThird();
    expect(gate.active).toBe(1);
  });

  it('answers a burst of large uploads with 201 or 429 (never 5xx), writing a document for each 201 only', async () => {
    const owners = await Promise.all(Array.from({ length: 8 }, () => signIn(ctx.deps, 'business_owner')));
    // 2MB each: large enough to go through the gate, small enough to keep the test quick.
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2 * 1024 * 1024)]);
    const responses = await Promise.all(owners.map((owner) => create(owner.cookie, documentListing(file))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 429), statuses.join()).toBe(true);
    // Two handled and four queued: the others are refused at once.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    for (const [i, response] of responses.entries()) {
      const rows = await rowsOf(ctx.deps.db, owners[i]!.id);
      if (response.statusCode === 429) {
        expect(errorBodySchema.parse(response.json()).message).toBe(UPLOADS_BUSY_MESSAGE);
        expect(response.headers['retry-after']).toBe('5');
        expect(rows).toEqual({ businesses: 0, claims: 0, documents: 0 });
      } else {
        expect(rows).toEqual({ businesses: 1, claims: 1, documents: 1 });
      }
    }
    // Every slot was given back: a new upload goes straight through.
    const later = await signIn(ctx.deps, 'business_owner');
    expect((await create(later.cookie, documentListing(file))).statusCode).toBe(201);
  });
});
