import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessPhotos, businesses, mediaImages, mediaVariants } from '../../src/server/db/schema.js';
import { runMaintenance, MEDIA_GRACE_MS } from '../../src/server/maintenance/run-maintenance.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { businessDetailResponseSchema, serviceCityResponseSchema } from '#shared/listings.js';
import { mediaPath } from '#shared/media.js';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_MESSAGES, photoListResponseSchema, photoResponseSchema } from '#shared/photos.js';
import { ACCESS_MESSAGES } from '#shared/users.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { htmlBytes, jpegOf, jpegWithGps, multipartBody, pngBomb, pngOf, svgBytes } from '../helpers/photo-fixtures.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';

const STAFF = `photos-staff-${Date.now()}@example.com`;
let ctx: TestContext;
let city: Awaited<ReturnType<typeof createCity>>;
let service: Awaited<ReturnType<typeof createService>>;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF, PUBLIC_CACHE: 'on' });
  city = await createCity(ctx.deps.db);
  service = await createService(ctx.deps.db);
});

/** An owner with an approved business of their own, listed in the test service and city. */
async function ownerWithBusiness(status: 'approved' | 'pending' = 'approved') {
  const owner = await signIn(ctx.deps, 'business_owner');
  const business = await createBusiness(ctx.deps.db, { city, services: [service] });
  await ctx.deps.db.update(businesses).set({ ownerId: owner.id, status, isClaimed: true }).where(eq(businesses.id, business.id));
  return { owner, businessId: business.id };
}

const upload = (businessId: number, cookie: string | undefined, bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') => {
  const { payload, headers } = multipartBody(bytes, filename, type);
  return ctx.app.inject({ method: 'POST', url: apiPaths.businessPhotos(businessId), payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
};
const patch = (businessId: number, photoId: number, cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: apiPaths.businessPhoto(businessId, photoId), payload, headers: { cookie } });
const remove = (businessId: number, photoId: number, cookie: string) =>
  ctx.app.inject({ method: 'DELETE', url: apiPaths.businessPhoto(businessId, photoId), headers: { cookie } });
const list = async (businessId: number, cookie: string) =>
  photoListResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: apiPaths.businessPhotos(businessId), headers: { cookie } })).json()).photos;
const messageOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).message;

async function uploaded(businessId: number, user: TestUser, bytes?: Buffer) {
  const response = await upload(businessId, user.cookie, bytes ?? (await jpegOf(480, 360)));
  expect(response.statusCode, response.body).toBe(201);
  return photoResponseSchema.parse(response.json()).photo;
}

describe('demo data', () => {
  it('seeds no photos: every demo listing shows its category placeholder', async () => {
    // Demo listings have no owner; on PostgreSQL other test files share this database and add their own photos.
    const [photos] = await ctx.deps.db
      .select({ n: count() })
      .from(businessPhotos)
      .innerJoin(businesses, eq(businesses.id, businessPhotos.businessId))
      .where(isNull(businesses.ownerId));
    expect(photos!.n).toBe(0);
    const pair = serviceCityResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: apiPaths.serviceCity('dog-grooming', 'austin') })).json());
    expect(pair.businesses.length).toBeGreaterThan(0);
    expect(pair.businesses.every((business) => business.cover === null)).toBe(true);
  });
});

describe('who may change photos', () => {
  it('only the owner and staff: visitors 401, customers and other owners 403, nothing stored', async () => {
    const { owner, businessId } = await ownerWithBusiness();
    const customer = await signIn(ctx.deps, 'customer');
    const otherOwner = await signIn(ctx.deps, 'business_owner');
    const bytes = await jpegOf(400, 300);
    const anonymous = await upload(businessId, undefined, bytes);
    expect([anonymous.statusCode, messageOf(anonymous)]).toEqual([401, ACCESS_MESSAGES.signIn]);
    expect((await upload(businessId, customer.cookie, bytes)).statusCode).toBe(403);
    const other = await upload(businessId, otherOwner.cookie, bytes);
    expect([other.statusCode, messageOf(other)]).toEqual([403, ACCESS_MESSAGES.otherOwnersBusiness]);
    expect(await list(businessId, owner.cookie)).toEqual([]);

    const photo = await uploaded(businessId, owner, bytes);
    for (const cookie of [customer.cookie, otherOwner.cookie]) {
      expect((await patch(businessId, photo.id, cookie, { caption: 'mine now' })).statusCode).toBe(403);
      expect((await remove(businessId, photo.id, cookie)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: apiPaths.businessPhotos(businessId), headers: { cookie } })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: apiPaths.businessPhoto(businessId, photo.id) })).statusCode).toBe(401);

    // Staff of either account type may change any business's photos.
    for (const type of ['customer', 'business_owner'] as const) {
      const staff = await signIn(ctx.deps, type, { email: STAFF });
      const changed = await patch(businessId, photo.id, staff.cookie, { caption: `Checked by staff (${type})` });
      expect(changed.statusCode, type).toBe(200);
    }
    const staff = await signIn(ctx.deps, 'customer', { email: STAFF });
    await uploaded(businessId, staff);
    expect(await list(businessId, owner.cookie)).toHaveLength(2);
    // A business that does not exist is 404, for staff too.
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.businessPhotos(2_000_000_000), headers: { cookie: staff.cookie } })).statusCode).toBe(404);
  });
});

describe('uploads are checked by their bytes', () => {
  it('accepts a PNG named .jpg (as a PNG) and refuses HTML, SVG, a truncated JPEG, a bomb, a tiny image: clear 4xx, nothing stored', async () => {
    const { owner, businessId } = await ownerWithBusiness();
    const png = await upload(businessId, owner.cookie, await pngOf(400, 300), 'holiday.jpg', 'image/jpeg');
    expect(png.statusCode, png.body).toBe(201);
    const jpeg = await jpegOf(800, 600);
    const refused: [Buffer, string, string, number, string][] = [
      [htmlBytes(), 'photo.jpg', 'image/jpeg', 415, PHOTO_MESSAGES.wrongType],
      [svgBytes(), 'photo.svg', 'image/svg+xml', 415, PHOTO_MESSAGES.wrongType],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg', 400, PHOTO_MESSAGES.unreadable],
      [await pngBomb(), 'bomb.png', 'image/png', 400, PHOTO_MESSAGES.tooManyPixels],
      [await jpegOf(300, 120), 'thin.jpg', 'image/jpeg', 400, PHOTO_MESSAGES.tooSmall],
    ];
    for (const [bytes, name, type, status, message] of refused) {
      const response = await upload(businessId, owner.cookie, bytes, name, type);
      expect([response.statusCode, messageOf(response)], name).toEqual([status, message]);
    }
    expect(await list(businessId, owner.cookie)).toHaveLength(1);
  });

  it('refuses a file over 10 MB with 413, a request without a file with 400, a JSON body with 415', async () => {
    const { owner, businessId } = await ownerWithBusiness();
    const big = Buffer.concat([await jpegOf(400, 300), Buffer.alloc(MAX_PHOTO_BYTES)]);
    const tooLarge = await upload(businessId, owner.cookie, big);
    expect([tooLarge.statusCode, messageOf(tooLarge)]).toEqual([413, PHOTO_MESSAGES.tooLarge]);
    const boundary = 'xyz';
    const empty = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.businessPhotos(businessId),
      headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect([empty.statusCode, messageOf(empty)]).toEqual([400, PHOTO_MESSAGES.noFile]);
    const json = await ctx.app.inject({ method: 'POST', url: apiPaths.businessPhotos(businessId), headers: { cookie: owner.cookie }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await list(businessId, owner.cookie)).toEqual([]);
  });

  it(`holds at most ${MAX_PHOTOS} photos per business`, async () => {
    const { owner, businessId } = await ownerWithBusiness();
    for (let i = 0; i < MAX_PHOTOS; i++) await uploaded(businessId, owner, await jpegOf(240, 240));
    const thirteenth = await upload(businessId, owner.cookie, await jpegOf(240, 240));
    expect([thirteenth.statusCode, messageOf(thirteenth)]).toEqual([409, PHOTO_MESSAGES.limit]);
    const photos = await list(businessId, owner.cookie);
    expect(photos.map((photo) => photo.position)).toEqual([...Array(MAX_PHOTOS).keys()]);
    // The page with a full gallery stays within the page-weight budget (60 KB of HTML).
    const page = await ctx.app.inject({ method: 'GET', url: `/business/${businessId}`, headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    console.info(`business page with ${MAX_PHOTOS} photos: ${(page.rawPayload.length / 1024).toFixed(1)} KB of HTML`);
    expect(page.rawPayload.length).toBeLessThanOrEqual(60 * 1024);
  });
});

describe('gallery order, cover and captions', () => {
  it('the first photo is the cover; reorder, choose another cover, caption, delete', async () => {
    const { owner, businessId } = await ownerWithBusiness();
    const a = await uploaded(businessId, owner);
    const b = await uploaded(businessId, owner);
    const c = await uploaded(businessId, owner);
    expect((await list(businessId, owner.cookie)).map((p) => [p.id, p.position, p.isCover])).toEqual([
      [a.id, 0, true],
      [b.id, 1, false],
      [c.id, 2, false],
    ]);

    const moved = await patch(businessId, c.id, owner.cookie, { position: 0 });
    expect(moved.statusCode).toBe(200);
    expect(photoResponseSchema.parse(moved.json()).photos.map((p) => p.id)).toEqual([c.id, a.id, b.id]);
    expect((await patch(businessId, c.id, owner.cookie, { position: 11 })).statusCode).toBe(200);
    expect((await list(businessId, owner.cookie)).map((p) => [p.id, p.position])).toEqual([
      [a.id, 0],
      [b.id, 1],
      [c.id, 2],
    ]);

    const cover = await patch(businessId, b.id, owner.cookie, { isCover: true, caption: '  The front desk  ' });
    expect(cover.statusCode).toBe(200);
    const afterCover = await list(businessId, owner.cookie);
    expect(afterCover.filter((p) => p.isCover).map((p) => p.id)).toEqual([b.id]);
    expect(afterCover.find((p) => p.id === b.id)!.caption).toBe('The front desk');

    const long = await patch(businessId, b.id, owner.cookie, { caption: 'x'.repeat(141) });
    expect([long.statusCode, messageOf(long)]).toEqual([400, PHOTO_MESSAGES.captionTooLong]);
    expect((await patch(businessId, b.id, owner.cookie, {})).statusCode).toBe(400);
    expect((await patch(businessId, b.id, owner.cookie, { isCover: false })).statusCode).toBe(400);
    expect((await patch(businessId, 2_000_000_000, owner.cookie, { caption: 'x' })).statusCode).toBe(404);

    // Deleting the cover makes the first remaining photo the cover; positions close the gap.
    expect((await remove(businessId, b.id, owner.cookie)).statusCode).toBe(200);
    expect((await list(businessId, owner.cookie)).map((p) => [p.id, p.position, p.isCover])).toEqual([
      [a.id, 0, true],
      [c.id, 1, false],
    ]);
    // Another business's photo id is not found here.
    const other = await ownerWithBusiness();
    expect((await remove(other.businessId, a.id, other.owner.cookie)).statusCode).toBe(404);
  });
});

describe('storage and serving', () => {
  it('serves each width of a public photo as WebP kept five minutes (never immutable), with ETag and Content-Length, 304 on If-None-Match, no metadata', async () => {
    const { owner, businessId } = await ownerWithBusiness();
    const photo = await uploaded(businessId, owner, await jpegWithGps(1600, 1200));
    expect(photo.image.widths).toEqual([320, 640, 1200]);
    expect([photo.image.width, photo.image.height]).toEqual([1200, 1600]);
    for (const width of photo.image.widths) {
      const url = mediaPath(photo.image.hash, width);
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', width, undefined]);
      const etag = String(response.headers.etag);
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=300');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: mediaPath(photo.image.hash, 320) });
    expect(head.statusCode).toBe(200);
    for (const url of [mediaPath('0'.repeat(32), 320), mediaPath(photo.image.hash, 1280), '/media/nothing.webp', '/media/..%2F..%2Fetc%2Fpasswd', `/media/${'a'.repeat(300)}`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(String(response.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
  });

  it('stores a re-uploaded file once, and the clean-up removes bytes nothing refers to any more', async () => {
    const first = await ownerWithBusiness();
    const second = await ownerWithBusiness();
    const bytes = await jpegOf(700, 500);
    const a = await uploaded(first.businessId, first.owner, bytes);
    const b = await uploaded(second.businessId, second.owner, bytes);
    expect(b.image.hash).toBe(a.image.hash);
    const rows = async () => {
      const [images] = await ctx.deps.db.select({ n: count() }).from(mediaImages).where(eq(mediaImages.hash, a.image.hash));
      const [variants] = await ctx.deps.db.select({ n: count() }).from(mediaVariants).where(eq(mediaVariants.hash, a.image.hash));
      return [images!.n, variants!.n];
    };
    expect(await rows()).toEqual([1, 3]);
    // The same photo twice in one gallery is refused.
    const twice = await upload(first.businessId, first.owner.cookie, bytes);
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, PHOTO_MESSAGES.duplicate]);

    await remove(first.businessId, a.id, first.owner.cookie);
    const later = new Date(Date.now() + MEDIA_GRACE_MS + 60_000);
    await runMaintenance(ctx.deps.db, ctx.deps.config, later);
    // Still used by the second business.
    expect(await rows()).toEqual([1, 3]);
    await remove(second.businessId, b.id, second.owner.cookie);
    // Within the grace period an unreferenced image stays (an upload may be about to use it).
    await runMaintenance(ctx.deps.db, ctx.deps.config, new Date());
    expect(await rows()).toEqual([1, 3]);
    const result = await runMaintenance(ctx.deps.db, ctx.deps.config, later);
    expect(result.failures).toEqual([]);
    expect(result.counts.mediaImages).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([0, 0]);
    expect((await ctx.app.inject({ method: 'GET', url: mediaPath(a.image.hash, 320) })).statusCode).toBe(404);
    // Uploaded again after the clean-up, it is processed and stored anew.
    await uploaded(first.businessId, first.owner, bytes);
    expect(await rows()).toEqual([1, 3]);
  });
});

describe('public pages', () => {
  it('a cached business page and service-in-city page show the new cover right after the write answers', async () => {
    const { owner, businessId } = await ownerWithBusiness();
    const pageUrls = [`/business/${businessId}`, `/${service.slug}/${city.slug}`, apiPaths.business(businessId), apiPaths.serviceCity(service.slug, city.slug)];
    for (const url of pageUrls) {
      await ctx.app.inject({ method: 'GET', url });
      expect((await ctx.app.inject({ method: 'GET', url })).headers['x-cache'], url).toBe('hit');
    }
    const photo = await uploaded(businessId, owner);
    for (const url of pageUrls) expect((await ctx.app.inject({ method: 'GET', url })).body, url).toContain(photo.image.hash);
    const second = await uploaded(businessId, owner);
    for (const url of pageUrls) await ctx.app.inject({ method: 'GET', url });
    expect((await patch(businessId, second.id, owner.cookie, { isCover: true })).statusCode).toBe(200);
    const detail = businessDetailResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: apiPaths.business(businessId) })).json());
    expect(detail.business.cover?.hash).toBe(second.image.hash);
    expect(detail.photos.map((p) => p.id)).toEqual([photo.id, second.id]);
    const pair = serviceCityResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, city.slug) })).json());
    expect(pair.businesses.find((b) => b.id === businessId)!.cover?.hash).toBe(second.image.hash);
    const page = (await ctx.app.inject({ method: 'GET', url: `/business/${businessId}` })).body;
    expect(/<meta property="og:image" content="([^"]*)"/.exec(page)?.[1]).toBe(`${ctx.deps.config.publicUrl}${mediaPath(second.image.hash, 480)}`);
    expect(/"image":"([^"]*)"/.exec(page)?.[1]).toBe(`${ctx.deps.config.publicUrl}${mediaPath(second.image.hash, 480)}`);
  });

  it("a pending listing's photos reach no public answer, not even its owner's preview", async () => {
    const { owner, businessId } = await ownerWithBusiness('pending');
    const photo = await uploaded(businessId, owner);
    const asOwner = await ctx.app.inject({ method: 'GET', url: apiPaths.business(businessId), headers: { cookie: owner.cookie } });
    expect(asOwner.statusCode).toBe(200);
    const detail = businessDetailResponseSchema.parse(asOwner.json());
    expect([detail.business.cover, detail.photos]).toEqual([null, []]);
    expect((await ctx.app.inject({ method: 'GET', url: `/business/${businessId}`, headers: { cookie: owner.cookie } })).body).not.toContain(photo.image.hash);
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.business(businessId) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.serviceCity(service.slug, city.slug) })).body).not.toContain(photo.image.hash);
  });
});
