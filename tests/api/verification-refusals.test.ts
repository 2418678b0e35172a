import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import {
  CLAIM_MESSAGES,
  DOCUMENT_TYPE_REFUSED_MESSAGE,
  LISTING_MESSAGES,
  PHONE_INVALID_MESSAGE,
  PHONE_VERIFICATION_MESSAGES,
  documentTypeRefusedMessage,
} from '#shared/owners.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { dataUrl, exeBytes, listingPayload, makeBusiness, makeCity, makeService, rowsOf } from './owners-fixtures.js';

// Issue 28 item 7: a refused document is said on its file field, and phone verification needs a number to call.

let ctx: TestContext;
let cityId: number;
let serviceIds: number[];

beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await makeCity(ctx.deps.db)).id;
  serviceIds = [(await makeService(ctx.deps.db)).id];
});

const post = (url: string, cookie: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const fieldsOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).fields;

describe('a document whose bytes are not what its name says', () => {
  it('is refused (415) with its message on the listing form’s file field', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const response = await post(apiPaths.createBusiness, owner.cookie, listingPayload(cityId, serviceIds, {
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentFile: dataUrl(exeBytes()), documentName: 'license.pdf' },
    }));
    expect(response.statusCode).toBe(415);
    const body = errorBodySchema.parse(response.json());
    expect(body.message).toBe(DOCUMENT_TYPE_REFUSED_MESSAGE);
    expect(body.fields).toEqual({ 'verification.verificationData.documentFile': documentTypeRefusedMessage('license.pdf') });
    expect(documentTypeRefusedMessage('license.pdf')).toBe(`This file is named .pdf but is not a PDF inside. ${DOCUMENT_TYPE_REFUSED_MESSAGE}`);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
  });

  it('is refused on the claim form’s file field too, and a file too large is said there as well', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId);
    const documentClaim = (documentFile: string, documentName: string) => ({
      claimReason: 'I run it.',
      verificationMethod: 'document',
      verificationData: { documentType: 'business_license', documentFile, documentName },
    });
    const disguised = await post(apiPaths.claimBusiness(business.id), owner.cookie, documentClaim(dataUrl(exeBytes(), 'image/png'), 'scan.png'));
    expect(disguised.statusCode).toBe(415);
    expect(fieldsOf(disguised)).toEqual({ 'verificationData.documentFile': 'This file is named .png but is not a PNG inside. ' + DOCUMENT_TYPE_REFUSED_MESSAGE });
    // A name that claims no document type gets the plain message.
    const unnamed = await post(apiPaths.claimBusiness(business.id), owner.cookie, documentClaim(dataUrl(exeBytes()), 'setup.exe'));
    expect(fieldsOf(unnamed)).toEqual({ 'verificationData.documentFile': DOCUMENT_TYPE_REFUSED_MESSAGE });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.write('%PDF-1.4');
    const tooLarge = await post(apiPaths.claimBusiness(business.id), owner.cookie, documentClaim(dataUrl(big), 'license.pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(fieldsOf(tooLarge)).toEqual({ 'verificationData.documentFile': CLAIM_MESSAGES.fileTooLarge });
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
  });
});

describe('phone verification', () => {
  it('calls the listing’s own phone when no number is typed, and refuses a number that is not a US phone', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const listed = await post(apiPaths.createBusiness, owner.cookie, listingPayload(cityId, serviceIds, { verificationMethod: 'phone', verificationData: {} }));
    expect(listed.statusCode, listed.body).toBe(201);
    const [claim] = await ctx.deps.db.select({ data: claims.verificationData }).from(claims).where(eq(claims.userId, owner.id));
    expect(claim!.data).toEqual({ phone: '(512) 555-0142' });

    const badNumber = await post(apiPaths.createBusiness, owner.cookie, listingPayload(cityId, serviceIds, { verificationMethod: 'phone', verificationData: { phone: 'call me' } }));
    expect(badNumber.statusCode).toBe(400);
    expect(fieldsOf(badNumber)).toEqual({ 'verification.verificationData.phone': PHONE_INVALID_MESSAGE });
  });

  it('cannot be asked for on a listing form without a phone: the message is on the verification phone, beside the phone’s own', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const payload = listingPayload(cityId, serviceIds, { verificationMethod: 'phone', verificationData: {} });
    const response = await post(apiPaths.createBusiness, owner.cookie, { ...payload, business: { ...payload.business, phone: '' } });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      'business.phone': LISTING_MESSAGES.phone,
      'verification.verificationData.phone': PHONE_VERIFICATION_MESSAGES.listingNoPhone,
    });
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
  });

  it('cannot be asked for in a claim of a listing that has no phone (400 on the method); another method can', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId, { phone: '' });
    const byPhone = await post(apiPaths.claimBusiness(business.id), owner.cookie, { claimReason: 'Mine.', verificationMethod: 'phone', verificationData: {} });
    expect(byPhone.statusCode).toBe(400);
    expect(errorBodySchema.parse(byPhone.json())).toEqual({
      message: PHONE_VERIFICATION_MESSAGES.claimNoPhone,
      fields: { verificationMethod: PHONE_VERIFICATION_MESSAGES.claimNoPhone },
    });
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
    // A number typed in is called instead.
    const typed = await post(apiPaths.claimBusiness(business.id), owner.cookie, { claimReason: 'Mine.', verificationMethod: 'phone', verificationData: { phone: '512 555 0199' } });
    expect(typed.statusCode, typed.body).toBe(201);
    const [claim] = await ctx.deps.db.select({ data: claims.verificationData }).from(claims).where(eq(claims.userId, owner.id));
    expect(claim!.data).toEqual({ phone: '512 555 0199' });
  });

  it('in a claim, calls the listing’s phone when no number is typed', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const business = await makeBusiness(ctx.deps.db, cityId);
    const response = await post(apiPaths.claimBusiness(business.id), owner.cookie, { claimReason: 'Mine.', verificationMethod: 'phone', verificationData: {} });
    expect(response.statusCode, response.body).toBe(201);
    const [claim] = await ctx.deps.db.select({ data: claims.verificationData }).from(claims).where(eq(claims.userId, owner.id));
    expect(claim!.data).toEqual({ phone: '(512) 555-0100' });
  });
});
