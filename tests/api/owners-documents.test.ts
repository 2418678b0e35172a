import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verificationDocuments } from '../../src/server/db/schema.js';
import { DOCUMENT_BODY_LIMIT } from '../../src/server/owners/documents.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import {
  DOCUMENT_TYPE_REFUSED_MESSAGE,
  DOCUMENT_UNREADABLE_MESSAGE,
  LISTING_MESSAGES,
  MAX_DOCUMENT_BYTES,
} from '#shared/owners.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { dataUrl, exeBytes, listingPayload, makeBusiness, makeCity, makeService, pngBytes, rowsOf, zipBytes } from './owners-fixtures.js';

let ctx: TestContext;
let cityId: number;
let serviceIds: number[];

beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await makeCity(ctx.deps.db)).id;
  serviceIds = [(await makeService(ctx.deps.db)).id];
});

const withDocument = (documentFile: string, documentName = 'license.pdf') =>
  listingPayload(cityId, serviceIds, {
    verificationMethod: 'document',
    verificationData: { documentType: 'business_license', documentFile, documentName, documentSize: 1234 },
  });

const create = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.createBusiness, headers: { cookie }, payload: payload as object });

/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

/** Random bytes that cannot start with any accepted signature. */
const noiseBytes = (size: number) => Buffer.concat([Buffer.from([0x00, 0x01]), randomBytes(size - 2)]);

describe('verification documents', () => {
  it('accepts a document of exactly 10MB and refuses one byte more (413, with its message), storing nothing', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const tooLarge = await create(owner.cookie, withDocument(dataUrl(pdfOfSize(MAX_DOCUMENT_BYTES + 1))));
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooLarge.json()).message).toBe(LISTING_MESSAGES.fileTooLarge);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });

    const exact = await create(owner.cookie, withDocument(dataUrl(pdfOfSize(MAX_DOCUMENT_BYTES))));
    expect(exact.statusCode).toBe(201);
    const [stored] = await ctx.deps.db
      .select({ size: verificationDocuments.size })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.uploadedBy, owner.id));
    expect(stored!.size).toBe(MAX_DOCUMENT_BYTES);
  });

  it.each([
    ['random bytes named .pdf', dataUrl(noiseBytes(4096), 'application/pdf'), 'license.pdf'],
    ['a Windows executable named .pdf', dataUrl(exeBytes(), 'application/pdf'), 'license.pdf'],
    ['an executable declared as PNG', dataUrl(exeBytes(), 'image/png'), 'photo.png'],
    ['a zip without word/ named .docx', dataUrl(zipBytes({ 'evil.exe': 'MZ...' }), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'lease.docx'],
    ['HTML named .jpg', dataUrl(Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'), 'scan.jpg'],
  ])('refuses %s with 415 and stores nothing', async (_label, documentFile, documentName) => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const response = await create(owner.cookie, withDocument(documentFile, documentName));
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).message).toBe(DOCUMENT_TYPE_REFUSED_MESSAGE);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
  });

  it.each([
    ['not a data URL', 'hello world'],
    ['not base64', 'data:application/pdf;base64,@@@@****'],
    ['truncated base64', `data:application/pdf;base64,${Buffer.from('%PDF-1.4 abc').toString('base64').slice(0, -3)}`],
    ['not base64-encoded', 'data:application/pdf,%PDF-1.4'],
    ['an empty file', 'data:application/pdf;base64,'],
  ])('answers 400 "Failed to process document" for %s, storing nothing', async (_label, documentFile) => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const response = await create(owner.cookie, withDocument(documentFile));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toBe(DOCUMENT_UNREADABLE_MESSAGE);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
  });

  it('judges the bytes, not the name: a real PNG named .pdf is stored as image/png under a generated id', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const response = await create(owner.cookie, withDocument(dataUrl(pngBytes(), 'application/pdf'), '../../etc/license.pdf'));
    expect(response.statusCode).toBe(201);
    const [stored] = await ctx.deps.db.select().from(verificationDocuments).where(eq(verificationDocuments.uploadedBy, owner.id));
    expect(stored!.mimeType).toBe('image/png');
    expect(stored!.originalName).toBe('license.pdf');
    expect(stored!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('caps the body of the document routes just above a 10MB file (413 JSON), and keeps the default elsewhere', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    expect(DOCUMENT_BODY_LIMIT).toBeGreaterThan(Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4);
    expect(DOCUMENT_BODY_LIMIT).toBeLessThan(15 * 1024 * 1024);
    const payload = withDocument(dataUrl(pdfOfSize(MAX_DOCUMENT_BYTES)));
    payload.business.description = 'x'.repeat(DOCUMENT_BODY_LIMIT);
    const tooBig = await create(owner.cookie, payload);
    expect(tooBig.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooBig.json()).message).toBeTruthy();
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });

    const business = await makeBusiness(ctx.deps.db, cityId, { ownerId: owner.id, isClaimed: true });
    const claimTooBig = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.claimBusiness(business.id),
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ claimReason: 'x'.repeat(DOCUMENT_BODY_LIMIT), verificationMethod: 'phone' }),
    });
    expect(claimTooBig.statusCode).toBe(413);

    // A PATCH carries no document: a 1MB body is far over the app's default cap.
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.business(business.id),
      headers: { cookie: owner.cookie },
      payload: { description: 'x'.repeat(1024 * 1024) },
    });
    expect(patch.statusCode).toBe(413);
    expect(errorBodySchema.parse(patch.json()).message).toBeTruthy();
  });
});

describe('upload rate limit', () => {
  it('allows 30 document requests per account in 10 minutes, then answers 429; other accounts are unaffected', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const invalid = { business: {}, verification: {} };
    for (let i = 0; i < 30; i++) expect((await create(owner.cookie, invalid)).statusCode).toBe(400);
    const limited = await create(owner.cookie, invalid);
    expect(limited.statusCode).toBe(429);
    expect(errorBodySchema.parse(limited.json()).message).toBeTruthy();
    const other = await signIn(ctx.deps, 'business_owner');
    expect((await create(other.cookie, invalid)).statusCode).toBe(400);
  });
});
