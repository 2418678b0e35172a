import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, claims, verificationDocuments } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import {
  CLAIM_MESSAGES,
  DOCUMENT_TYPE_REFUSED_MESSAGE,
  MAX_DOCUMENT_BYTES,
  claimResponseSchema,
  type ClaimPayload,
} from '#shared/owners.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { dataUrl, docxBytes, exeBytes, jpegBytes, makeBusiness, makeCity, rowsOf } from './owners-fixtures.js';

let ctx: TestContext;
let cityId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await makeCity(ctx.deps.db)).id;
});

const claim = (cookie: string | undefined, businessId: number | string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.claimBusiness(businessId),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });

const phoneClaim: ClaimPayload = {
  claimReason: 'I am the owner and manage this shop day to day.',
  verificationMethod: 'phone',
  verificationData: { phone: '(512) 555-0107' },
};

describe('POST /api/business/:id/claim', () => {
  it.each<[string, ClaimPayload]>([
    ['phone', phoneClaim],
    ['email', { claimReason: 'Owner since 2019', verificationMethod: 'email', verificationData: { email: 'me@shop.example.com' } }],
    ['address', { claimReason: 'Owner since 2019', verificationMethod: 'address', verificationData: { address: '1 Test Street' } }],
    [
      'document',
      {
        claimReason: 'Owner since 2019',
        verificationMethod: 'document',
        verificationData: { documentType: 'utility_bill', documentFile: dataUrl(jpegBytes(), 'image/jpeg'), documentName: 'bill.jpg', documentSize: 104 },
      },
    ],
  ])('records a pending claim verified by %s and leaves the business unclaimed', async (method, payload) => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId);
    const response = await claim(owner.cookie, business.id, { ...payload, userId: 999_999 });
    expect(response.statusCode).toBe(201);
    const body = claimResponseSchema.parse(response.json());
    expect(body.claim).toMatchObject({ status: 'pending', verificationMethod: method, claimReason: payload.claimReason, rejectionReason: null });

    const [row] = await ctx.deps.db.select().from(claims).where(eq(claims.id, body.claim.id));
    expect(row).toMatchObject({ businessId: business.id, userId: owner.id, kind: 'claim', status: 'pending' });
    if (method === 'document') {
      const [document] = await ctx.deps.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, row!.documentId!));
      expect(document).toMatchObject({ mimeType: 'image/jpeg', originalName: 'bill.jpg', uploadedBy: owner.id });
    } else {
      expect(row!.documentId).toBeNull();
    }
    // A claim stays pending until staff decide it: the listing itself does not change.
    const [after] = await ctx.deps.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(after).toMatchObject({ isClaimed: false, isVerified: false, ownerId: null });
  });

  it('answers 409 for a business already claimed, storing nothing', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId, { isClaimed: true, isVerified: true });
    const response = await claim(owner.cookie, business.id, phoneClaim);
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).message).toBe('This business has already been claimed and verified.');
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
  });

  it('refuses a second pending claim by the same owner (409), but not a claim by another owner', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId);
    expect((await claim(owner.cookie, business.id, phoneClaim)).statusCode).toBe(201);
    const again = await claim(owner.cookie, business.id, { ...phoneClaim, verificationMethod: 'email', verificationData: {} });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).message).toMatch(/already have a pending claim/);
    expect((await rowsOf(ctx.deps.db, owner.id)).claims).toBe(1);

    const rival = await signIn(ctx.deps, 'business_owner');
    expect((await claim(rival.cookie, business.id, phoneClaim)).statusCode).toBe(201);
  });

  it('serialises a double submit: two simultaneous claims make one pending claim', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId);
    const answers = await Promise.all([claim(owner.cookie, business.id, phoneClaim), claim(owner.cookie, business.id, phoneClaim)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await rowsOf(ctx.deps.db, owner.id)).claims).toBe(1);
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const unknown = await claim(owner.cookie, 2_000_000_000, phoneClaim);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).message).toBe('Business not found');
    for (const id of ['abc', '-1', '0', '99999999999']) expect((await claim(owner.cookie, id, phoneClaim)).statusCode).toBe(400);
  });

  it.each<[string, unknown]>([
    ['no reason', { verificationMethod: 'phone' }],
    ['a blank reason', { claimReason: '   ', verificationMethod: 'phone' }],
    ['no method', { claimReason: 'Owner' }],
    ['an unknown method', { claimReason: 'Owner', verificationMethod: 'fax' }],
    ['a document method without a document', { claimReason: 'Owner', verificationMethod: 'document', verificationData: { documentType: 'other' } }],
  ])('answers "Please fill in all required fields." for %s', async (_label, payload) => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId);
    const response = await claim(owner.cookie, business.id, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toBe(CLAIM_MESSAGES.missing);
    expect((await rowsOf(ctx.deps.db, owner.id)).claims).toBe(0);
  });

  it('refuses documents over 10MB (413, claim message) and disguised ones (415), storing nothing', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId);
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
    big.write('%PDF-1.4');
    const documentClaim = (documentFile: string, documentName: string) => ({
      claimReason: 'Owner',
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentFile, documentName },
    });
    const tooLarge = await claim(owner.cookie, business.id, documentClaim(dataUrl(big), 'license.pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooLarge.json()).message).toBe(CLAIM_MESSAGES.fileTooLarge);
    const disguised = await claim(owner.cookie, business.id, documentClaim(dataUrl(exeBytes()), 'license.pdf'));
    expect(disguised.statusCode).toBe(415);
    expect(errorBodySchema.parse(disguised.json()).message).toBe(DOCUMENT_TYPE_REFUSED_MESSAGE);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
    // The listing's document types are not the claim's: tax_id belongs to the listing form only.
    const wrongType = await claim(owner.cookie, business.id, {
      ...documentClaim(dataUrl(docxBytes()), 'lease.docx'),
      verificationData: { documentType: 'tax_id', documentFile: dataUrl(docxBytes()) },
    });
    expect(wrongType.statusCode).toBe(400);
    const docx = await claim(owner.cookie, business.id, documentClaim(dataUrl(docxBytes()), 'lease.docx'));
    expect(docx.statusCode).toBe(201);
  });

  it('is for business owners only, from our own origin', async () => {
    const business = await makeBusiness(ctx.deps.db, cityId);
    const customer = await signIn(ctx.deps, 'customer');
    const owner = await signIn(ctx.deps, 'business_owner');
    expect((await claim(undefined, business.id, phoneClaim)).statusCode).toBe(401);
    expect((await claim(customer.cookie, business.id, phoneClaim)).statusCode).toBe(403);
    expect((await claim(owner.cookie, business.id, phoneClaim, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await claim(owner.cookie, business.id, phoneClaim, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await rowsOf(ctx.deps.db, customer.id)).claims).toBe(0);
    expect((await rowsOf(ctx.deps.db, owner.id)).claims).toBe(0);
  });
});
