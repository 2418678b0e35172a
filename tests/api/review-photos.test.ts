import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaImages } from '../../src/server/db/schema.js';
import { MEDIA_GRACE_MS, runMaintenance } from '../../src/server/maintenance/run-maintenance.js';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { mediaPath } from '#shared/media.js';
import { PHOTO_MESSAGES } from '#shared/photos.js';
import { customerReviewsResponseSchema, photoDecisionResponseSchema, REVIEW_MESSAGES, reviewListSchema, reviewResponseSchema, type Review } from '#shared/reviews.js';
import { ACCESS_MESSAGES } from '#shared/users.js';
import { htmlBytes, jpegOf, jpegWithGps, multipartBody, pngBomb, pngOf } from '../helpers/photo-fixtures.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { call, reviewSetting, newCustomer, newOwnerAccount, reviewableBusiness, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 15 part 5: up to 4 photos on a review, shown only with it; reported photos go to staff, who remove any. */

let ctx: TestContext;
let world: ReviewWorld;
let staffCookie: string;

beforeAll(async () => {
  let staff: TestUser;
  ({ ctx, world, staff } = await reviewSetting({ PUBLIC_CACHE: 'on' }));
  staffCookie = staff.cookie;
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const messageOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).message;
const upload = (reviewId: number, cookie: string | undefined, bytes: Buffer, filename = 'photo.jpg') => {
  const { payload, headers } = multipartBody(bytes, filename);
  return ctx.app.inject({ method: 'POST', url: apiPaths.reviewPhotos(reviewId), payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
};
async function added(reviewId: number, author: TestUser, bytes?: Buffer): Promise<Review> {
  const response = await upload(reviewId, author.cookie, bytes ?? (await jpegOf(400, 300)));
  expect(response.statusCode, response.body).toBe(201);
  return reviewResponseSchema.parse(response.json()).review;
}
const publicReviews = async (businessId: number) => reviewListSchema.parse((await get(apiPaths.businessReviews(businessId))).json());

/** A public business with a verified owner and one review by a fresh customer. */
async function reviewed() {
  const owner = await newOwnerAccount(ctx.deps);
  const business = await reviewableBusiness(ctx.deps, world, { owner });
  const author = await newCustomer(ctx.deps);
  const review = await writeReview(ctx.app, author, business.id, 4);
  return { owner, business, author, review };
}

describe('review photos: adding and removing', () => {
  it('the author adds up to 4 photos, processed like business photos; they show with the review, in order', async () => {
    const { business, author, review } = await reviewed();
    expect(review.photos).toEqual([]);
    const first = await added(review.id, author, await jpegWithGps(600, 400));
    const second = await added(review.id, author, await pngOf(300, 240));
    expect(second.photos.map((photo) => photo.id)).toEqual([first.photos[0]!.id, second.photos[1]!.id]);
    // Rotated by its EXIF (orientation 6), stored in the widths below its own, never upscaled.
    expect(first.photos[0]!.image).toMatchObject({ width: 400, height: 600, widths: [320, 400] });
    expect(second.photos[1]!.image).toMatchObject({ width: 300, height: 240, widths: [300] });

    const shown = (await publicReviews(business.id)).find((entry) => entry.id === review.id)!;
    expect(shown.photos).toEqual(second.photos);
    const media = await get(mediaPath(shown.photos[0]!.image.hash, 320));
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);

    await added(review.id, author);
    await added(review.id, author);
    const fifth = await upload(review.id, author.cookie, await jpegOf(400, 300));
    expect([fifth.statusCode, messageOf(fifth)]).toEqual([409, REVIEW_MESSAGES.photoLimit]);
  });

  it('refuses what business photos refuse, with the same messages, and other people', async () => {
    const { author, review } = await reviewed();
    const html = await upload(review.id, author.cookie, htmlBytes(), 'photo.jpg');
    expect([html.statusCode, messageOf(html)]).toEqual([415, PHOTO_MESSAGES.wrongType]);
    const small = await upload(review.id, author.cookie, await jpegOf(150, 400));
    expect([small.statusCode, messageOf(small)]).toEqual([400, PHOTO_MESSAGES.tooSmall]);
    const bomb = await upload(review.id, author.cookie, await pngBomb());
    expect([bomb.statusCode, messageOf(bomb)]).toEqual([400, PHOTO_MESSAGES.tooManyPixels]);
    const truncated = await jpegOf(400, 300);
    const cut = await upload(review.id, author.cookie, truncated.subarray(0, truncated.length / 2));
    expect([cut.statusCode, messageOf(cut)]).toEqual([400, PHOTO_MESSAGES.unreadable]);
    const tooLarge = await upload(review.id, author.cookie, Buffer.concat([await jpegOf(400, 300), Buffer.alloc(10 * 1024 * 1024)]));
    expect([tooLarge.statusCode, messageOf(tooLarge)]).toEqual([413, PHOTO_MESSAGES.tooLarge]);
    const bytes = await jpegOf(400, 300);
    await added(review.id, author, bytes);
    const twice = await upload(review.id, author.cookie, bytes);
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, REVIEW_MESSAGES.photoDuplicate]);

    const anonymous = await upload(review.id, undefined, bytes);
    expect([anonymous.statusCode, messageOf(anonymous)]).toEqual([401, ACCESS_MESSAGES.signIn]);
    const other = await upload(review.id, (await newCustomer(ctx.deps)).cookie, await jpegOf(400, 300));
    expect([other.statusCode, messageOf(other)]).toEqual([403, REVIEW_MESSAGES.authorOnly]);
    const mine = customerReviewsResponseSchema.parse((await get(apiPaths.customerReviews, author.cookie)).json());
    expect(mine.reviews[0]!.photos).toHaveLength(1);
  });

  it('a removed photo disappears at once, and every write leaves the cached page and reviews call fresh', async () => {
    const { business, author, review } = await reviewed();
    const page = `/business/${business.id}`;
    const reads = [page, apiPaths.businessReviews(business.id)];
    const warm = async () => {
      for (const url of reads) {
        await get(url);
        expect((await get(url)).headers['x-cache'], url).toBe('hit');
      }
    };
    await warm();
    const withPhoto = await added(review.id, author);
    const { id: photoId, image } = withPhoto.photos[0]!;
    expect((await get(page)).body).toContain(image.hash);
    expect((await publicReviews(business.id))[0]!.photos.map((photo) => photo.id)).toEqual([photoId]);

    await warm();
    const other = await newCustomer(ctx.deps);
    expect((await call(ctx.app, { method: 'DELETE', url: apiPaths.reviewPhoto(review.id, photoId), cookie: other.cookie })).statusCode).toBe(403);
    const removed = await call(ctx.app, { method: 'DELETE', url: apiPaths.reviewPhoto(review.id, photoId), cookie: author.cookie });
    expect(removed.statusCode).toBe(200);
    expect(reviewResponseSchema.parse(removed.json()).review.photos).toEqual([]);
    expect((await get(page)).body).not.toContain(image.hash);
    expect((await publicReviews(business.id))[0]!.photos).toEqual([]);
    expect((await call(ctx.app, { method: 'DELETE', url: apiPaths.reviewPhoto(review.id, photoId), cookie: author.cookie })).statusCode).toBe(404);

    // Staff removal invalidates too.
    const again = (await added(review.id, author)).photos[0]!;
    await warm();
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.admin.removeReviewPhoto(again.id), cookie: staffCookie })).statusCode).toBe(200);
    expect((await get(page)).body).not.toContain(again.image.hash);
    expect((await publicReviews(business.id))[0]!.photos).toEqual([]);
  });

  it("a hidden review's photos are on no public read; its author still sees them", async () => {
    const { business, author, review } = await reviewed();
    const { image } = (await added(review.id, author)).photos[0]!;
    await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(review.id), cookie: (await newCustomer(ctx.deps)).cookie, payload: { reason: 'Off topic' } });
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.admin.hideReview(review.id), cookie: staffCookie })).statusCode).toBe(200);
    expect(await publicReviews(business.id)).toEqual([]);
    for (const url of [`/business/${business.id}`, apiPaths.business(business.id), world.pairPath]) expect((await get(url)).body, url).not.toContain(image.hash);
    const mine = customerReviewsResponseSchema.parse((await get(apiPaths.customerReviews, author.cookie)).json());
    expect(mine.reviews[0]!.photos[0]!.image.hash).toBe(image.hash);
  });

  it('the clean-up keeps an image a review photo uses, and removes it once the photo is gone', async () => {
    const { author, review } = await reviewed();
    const photo = (await added(review.id, author)).photos[0]!;
    const stored = async () => (await ctx.deps.db.select({ n: count() }).from(mediaImages).where(eq(mediaImages.hash, photo.image.hash)))[0]!.n;
    const later = new Date(Date.now() + MEDIA_GRACE_MS + 60_000);
    await runMaintenance(ctx.deps.db, ctx.deps.config, later);
    expect(await stored()).toBe(1);
    await call(ctx.app, { method: 'DELETE', url: apiPaths.reviewPhoto(review.id, photo.id), cookie: author.cookie });
    await runMaintenance(ctx.deps.db, ctx.deps.config, later);
    expect(await stored()).toBe(0);
  });
});

describe('reported photos and staff', () => {
  it("report -> 'Reported photo' in the queue -> keep or remove; the author cannot report their own", async () => {
    const { business, owner, author, review } = await reviewed();
    const written = await added(review.id, author);
    const withTwo = await added(review.id, author);
    const [bad, good] = withTwo.photos as [Review['photos'][number], Review['photos'][number]];
    expect(bad.id).toBe(written.photos[0]!.id);
    const reporter = await newCustomer(ctx.deps);
    const report = (photoId: number, cookie: string, reason = 'Not a photo of this place') =>
      call(ctx.app, { method: 'POST', url: apiPaths.reviewPhotoReport(review.id, photoId), cookie, payload: { reason } });

    const sent = await report(bad.id, reporter.cookie);
    expect([sent.statusCode, sent.json()]).toEqual([202, { message: REVIEW_MESSAGES.photoReported }]);
    expect((await report(bad.id, reporter.cookie, 'Again')).statusCode).toBe(202);
    expect((await report(bad.id, (await newCustomer(ctx.deps)).cookie, 'Someone else')).statusCode).toBe(202);
    const byOwner = await report(bad.id, owner.cookie);
    expect([byOwner.statusCode, messageOf(byOwner)]).toEqual([403, REVIEW_MESSAGES.ownBusinessPhotoReport]);
    const own = await report(bad.id, author.cookie);
    expect([own.statusCode, messageOf(own)]).toEqual([403, REVIEW_MESSAGES.ownPhotoReport]);
    const blank = await report(bad.id, reporter.cookie, ' ');
    expect([blank.statusCode, messageOf(blank)]).toEqual([400, REVIEW_MESSAGES.photoReasonRequired]);
    // The photo must belong to the review in the address.
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewPhotoReport(review.id + 100_000, bad.id), cookie: reporter.cookie, payload: { reason: 'x' } })).statusCode).toBe(404);

    const queue = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json());
    const item = queue.photos.items.find((entry) => entry.id === bad.id);
    expect(item).toMatchObject({ kind: 'photo', business: { id: business.id, name: business.name }, review: { id: review.id, authorName: review.authorName }, image: bad.image });
    expect(item!.reports.map((r) => r.reason)).toEqual(['Not a photo of this place', 'Someone else']);
    // A reported photo stays up until staff decide.
    expect((await publicReviews(business.id))[0]!.photos).toHaveLength(2);

    // Keep closes its reports; deciding again is 409; a new report queues it again.
    const kept = await call(ctx.app, { method: 'POST', url: apiPaths.admin.keepReviewPhoto(bad.id), cookie: staffCookie });
    expect(photoDecisionResponseSchema.parse(kept.json())).toEqual({ photo: { id: bad.id, status: 'kept' }, business: { id: business.id } });
    const keptAgain = await call(ctx.app, { method: 'POST', url: apiPaths.admin.keepReviewPhoto(bad.id), cookie: staffCookie });
    expect([keptAgain.statusCode, messageOf(keptAgain)]).toEqual([409, REVIEW_MESSAGES.photoAlreadyDecided]);
    expect(adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json()).photos.items.some((entry) => entry.id === bad.id)).toBe(false);
    expect((await report(bad.id, (await newCustomer(ctx.deps)).cookie)).statusCode).toBe(202);

    // Remove: gone from the review and the queue; the review itself and the other photo stay.
    const removed = await call(ctx.app, { method: 'POST', url: apiPaths.admin.removeReviewPhoto(bad.id), cookie: staffCookie });
    expect(photoDecisionResponseSchema.parse(removed.json()).photo).toEqual({ id: bad.id, status: 'removed' });
    expect((await publicReviews(business.id))[0]!.photos.map((photo) => photo.id)).toEqual([good.id]);
    expect(adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json()).photos.items.some((entry) => entry.id === bad.id)).toBe(false);
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.admin.removeReviewPhoto(bad.id), cookie: staffCookie })).statusCode).toBe(404);
    expect((await report(bad.id, reporter.cookie)).statusCode).toBe(404);
  });

  it("a hidden review's reported photo leaves the queue with it", async () => {
    const { author, review } = await reviewed();
    const photo = (await added(review.id, author)).photos[0]!;
    const reporter = await newCustomer(ctx.deps);
    await call(ctx.app, { method: 'POST', url: apiPaths.reviewPhotoReport(review.id, photo.id), cookie: reporter.cookie, payload: { reason: 'Bad' } });
    await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(review.id), cookie: reporter.cookie, payload: { reason: 'Bad' } });
    await call(ctx.app, { method: 'POST', url: apiPaths.admin.hideReview(review.id), cookie: staffCookie });
    const queue = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json());
    expect(queue.photos.items.some((entry) => entry.id === photo.id)).toBe(false);
  });
});
