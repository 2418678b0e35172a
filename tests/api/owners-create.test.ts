import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessServices, businesses, claims, verificationDocuments } from '../../src/server/db/schema.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { LISTING_MESSAGES, WEBSITE_MESSAGE, businessResponseSchema, type CreateListingPayload } from '#shared/owners.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import {
  dataUrl,
  docBytes,
  docxBytes,
  jpegBytes,
  listingPayload,
  makeCity,
  makeService,
  pdfBytes,
  pngBytes,
  rowsOf,
  OWNER_HOURS,
} from './owners-fixtures.js';

let ctx: TestContext;
let city: Awaited<ReturnType<typeof makeCity>>;
let serviceIds: number[];

beforeAll(async () => {
  ctx = await buildTestApp();
  city = await makeCity(ctx.deps.db);
  serviceIds = [(await makeService(ctx.deps.db, 'Pawdicure Studio')).id, (await makeService(ctx.deps.db, 'Leash Club Walks')).id];
});

const create = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.createBusiness,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });

describe('POST /api/business/create', () => {
  const methods: [string, CreateListingPayload['verification'], string | null][] = [
    ['phone', { verificationMethod: 'phone', verificationData: { phone: '(512) 555-0199' } }, null],
    ['email', { verificationMethod: 'email', verificationData: { email: 'owner@happytails.example.com' } }, null],
    ['address', { verificationMethod: 'address', verificationData: { address: '500 Congress Ave, Austin, TX 78701' } }, null],
    [
      'document (pdf)',
      {
        verificationMethod: 'document',
        verificationData: { documentType: 'business_license', documentFile: dataUrl(pdfBytes()), documentName: 'license.pdf', documentSize: 217 },
      },
      'application/pdf',
    ],
  ];

  it.each(methods)('lists a business verified by %s, owned by the signed-in owner, pending review', async (_label, verification, mime) => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const payload = listingPayload(city.id, serviceIds, verification);
    const response = await create(owner.cookie, payload);
    expect(response.statusCode).toBe(201);
    const { business } = businessResponseSchema.parse(response.json());
    expect(business).toMatchObject({
      name: payload.business.name,
      address: '500 Congress Ave',
      phone: '(512) 555-0142',
      website: 'https://happytails.example.com',
      description: 'Mobile grooming for dogs of every size.',
      schedule: OWNER_HOURS,
      hours: 'Mon–Fri: 9 AM – 6 PM\nSat–Sun: Closed',
      priceMin: 40,
      priceMax: 90,
      isMobile: true,
      isClaimed: true,
      isVerified: false,
      cityId: city.id,
      // The address names no ZIP code: not placed (geocoding.test.ts covers the ZIP codes).
      latitude: null,
      longitude: null,
    });
    expect([...business.serviceIds].sort()).toEqual([...serviceIds].sort());
    expect(business.services.sort()).toEqual(['Leash Club Walks', 'Pawdicure Studio']);

    const [claim] = await ctx.deps.db.select().from(claims).where(eq(claims.businessId, business.id));
    expect(claim).toMatchObject({ userId: owner.id, kind: 'listing', status: 'pending', verificationMethod: verification.verificationMethod });
    if (mime) {
      const [document] = await ctx.deps.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, claim!.documentId!));
      expect(document).toMatchObject({ mimeType: mime, originalName: 'license.pdf', uploadedBy: owner.id });
      expect(document!.content.subarray(0, 5).toString()).toBe('%PDF-');
      // The file lives in its own table; the claim keeps only a description of it.
      expect(JSON.stringify(claim!.verificationData)).not.toContain('base64');
      expect(claim!.verificationData).toMatchObject({ documentType: 'business_license', documentName: 'license.pdf', mimeType: mime });
    } else {
      expect(claim!.documentId).toBeNull();
      expect(claim!.verificationData).toEqual(verification.verificationData);
    }
  });

  it.each([
    ['png', pngBytes(), 'image/png', 'photo.png'],
    ['jpg', jpegBytes(), 'image/jpeg', 'scan.jpg'],
    ['doc', docBytes(), 'application/msword', 'lease.doc'],
    ['docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'lease.docx'],
  ])('accepts a real %s document and stores it with its detected type', async (_label, bytes, mime, name) => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const payload = listingPayload(city.id, serviceIds, {
      verificationMethod: 'document',
      verificationData: { documentType: 'lease_agreement', documentFile: dataUrl(bytes, 'application/octet-stream'), documentName: name, documentSize: bytes.length },
    });
    const response = await create(owner.cookie, payload);
    expect(response.statusCode).toBe(201);
    const [stored] = await ctx.deps.db.select().from(verificationDocuments).where(eq(verificationDocuments.uploadedBy, owner.id));
    expect(stored).toMatchObject({ mimeType: mime, size: bytes.length, originalName: name });
    expect(Buffer.compare(stored!.content, bytes)).toBe(0);
  });

  it('ignores ownerId, isClaimed and isVerified sent by the client', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const other = await signIn(ctx.deps, 'business_owner');
    const payload = listingPayload(city.id, serviceIds);
    const forged = {
      business: { ...payload.business, ownerId: other.id, isClaimed: false, isVerified: true, rating: '5.0', reviewCount: 999 },
      verification: { ...payload.verification, userId: other.id },
    };
    const response = await create(owner.cookie, forged);
    expect(response.statusCode).toBe(201);
    const { business } = businessResponseSchema.parse(response.json());
    expect(business).toMatchObject({ isClaimed: true, isVerified: false, rating: '0.0', reviewCount: 0 });
    // Who owns a listing is never in a Business answer; the row says it is the signed-in owner.
    expect(business).not.toHaveProperty('ownerId');
    const [row] = await ctx.deps.db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, business.id));
    expect(row!.ownerId).toBe(owner.id);
    const [claim] = await ctx.deps.db.select().from(claims).where(eq(claims.businessId, business.id));
    expect(claim!.userId).toBe(owner.id);
    expect((await rowsOf(ctx.deps.db, other.id)).businesses).toBe(0);
  });

  it('answers every validation message in the form order, titled by the same schema', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const valid = listingPayload(city.id, serviceIds, {
      verificationMethod: 'document',
      verificationData: { documentType: 'tax_id', documentFile: dataUrl(pdfBytes()), documentName: 'ein.pdf' },
    });
    // Start from an empty form and fill one field at a time: each step must answer the next message.
    const steps: [string, (p: { business: Record<string, unknown>; verification: Record<string, unknown> }) => void][] = [
      [LISTING_MESSAGES.name, (p) => (p.business.name = valid.business.name)],
      [LISTING_MESSAGES.address, (p) => (p.business.address = valid.business.address)],
      [LISTING_MESSAGES.phone, (p) => (p.business.phone = valid.business.phone)],
      [LISTING_MESSAGES.city, (p) => (p.business.cityId = city.id)],
      [LISTING_MESSAGES.services, (p) => (p.business.serviceIds = serviceIds)],
      [LISTING_MESSAGES.method, (p) => (p.verification.verificationMethod = 'document')],
      [LISTING_MESSAGES.documentType, (p) => (p.verification.verificationData = { documentType: 'tax_id' })],
      [LISTING_MESSAGES.documentFile, (p) => (p.verification.verificationData = valid.verification.verificationData)],
    ];
    const payload = { business: { name: '   ', address: '', phone: ' ', serviceIds: [] }, verification: {} } as {
      business: Record<string, unknown>;
      verification: Record<string, unknown>;
    };
    const seen: string[] = [];
    for (const [, fill] of steps) {
      const response = await create(owner.cookie, payload);
      expect(response.statusCode).toBe(400);
      const body = errorBodySchema.parse(response.json());
      seen.push(body.message);
      expect(body.fields).toBeDefined();
      fill(payload);
    }
    expect(seen).toEqual(steps.map(([message]) => message));
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
    expect((await create(owner.cookie, payload)).statusCode).toBe(201);
  });

  it('treats blank website as null, completes one typed without https://, and refuses a non-http website', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const blank = listingPayload(city.id, serviceIds);
    blank.business.website = '  ';
    const created = await create(owner.cookie, blank);
    expect(created.statusCode).toBe(201);
    expect(businessResponseSchema.parse(created.json()).business.website).toBeNull();

    // As people type it: without https:// (completed), with http:// (kept).
    for (const [typed, stored] of [
      ['www.mysalon.com', 'https://www.mysalon.com'],
      ['mysalon.com/grooming', 'https://mysalon.com/grooming'],
      ['http://old-salon.example.com', 'http://old-salon.example.com'],
    ]) {
      const payload = listingPayload(city.id, serviceIds);
      payload.business.website = typed;
      const response = await create(owner.cookie, payload);
      expect(response.statusCode, typed).toBe(201);
      expect(businessResponseSchema.parse(response.json()).business.website).toBe(stored);
    }

    for (const website of ['javascript:alert(1)', 'ftp://files.example.com', 'not a url', 'mysalon']) {
      const bad = listingPayload(city.id, serviceIds);
      bad.business.website = website;
      const response = await create(owner.cookie, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(WEBSITE_MESSAGE);
    }
    expect((await rowsOf(ctx.deps.db, owner.id)).businesses).toBe(4);
  });

  it('refuses a city or service that does not exist, storing nothing', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const unknownCity = await create(owner.cookie, listingPayload(2_000_000_000, serviceIds));
    expect(unknownCity.statusCode).toBe(400);
    expect(errorBodySchema.parse(unknownCity.json()).message).toBe('The selected city does not exist.');
    const unknownService = await create(owner.cookie, listingPayload(city.id, [serviceIds[0]!, 2_000_000_000]));
    expect(unknownService.statusCode).toBe(400);
    expect(errorBodySchema.parse(unknownService.json()).message).toBe('A selected service does not exist.');
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
  });

  it('refuses prices that are not whole dollars in range', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    for (const priceMin of [-1, 12.5, 10_000_000]) {
      const payload = listingPayload(city.id, serviceIds);
      payload.business.priceMin = priceMin;
      expect((await create(owner.cookie, payload)).statusCode).toBe(400);
    }
    const noPrices = listingPayload(city.id, serviceIds);
    delete noPrices.business.priceMin;
    noPrices.business.priceMax = null;
    const response = await create(owner.cookie, noPrices);
    expect(response.statusCode).toBe(201);
    // No price is no price ('Contact for pricing'), never a $0 that sorts first.
    expect(businessResponseSchema.parse(response.json()).business).toMatchObject({ priceMin: null, priceMax: null });
  });

  it('is for business owners only: visitor 401, customer 403, nothing stored', async () => {
    const customer = await signIn(ctx.deps, 'customer');
    const payload = listingPayload(city.id, serviceIds);
    const visitor = await create(undefined, payload);
    expect(visitor.statusCode).toBe(401);
    expect(errorBodySchema.parse(visitor.json()).message).toBeTruthy();
    expect((await create(customer.cookie, payload)).statusCode).toBe(403);
    // Sign-in comes before validation: a visitor never learns which fields are wrong.
    expect((await create(undefined, { business: {} })).statusCode).toBe(401);
    const [row] = await ctx.deps.db.select().from(businesses).where(eq(businesses.name, payload.business.name));
    expect(row).toBeUndefined();
  });

  it('refuses a cross-site Origin and stores nothing', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const response = await create(owner.cookie, listingPayload(city.id, serviceIds), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await rowsOf(ctx.deps.db, owner.id)).toEqual({ businesses: 0, claims: 0, documents: 0 });
    const sameSite = await create(owner.cookie, listingPayload(city.id, serviceIds), { origin: 'http://localhost:3000' });
    expect(sameSite.statusCode).toBe(201);
  });

  it('writes the business services rows it answers with', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const response = await create(owner.cookie, listingPayload(city.id, [serviceIds[0]!, serviceIds[0]!]));
    expect(response.statusCode).toBe(201);
    const { business } = businessResponseSchema.parse(response.json());
    const rows = await ctx.deps.db.select().from(businessServices).where(eq(businessServices.businessId, business.id));
    expect(rows.map((r) => r.serviceId)).toEqual([serviceIds[0]]);
  });
});
