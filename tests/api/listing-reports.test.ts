import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import { LISTING_REPORT_MESSAGES, listingActionResponseSchema, ownerReportListSchema } from '#shared/listing-reports.js';
import { businessDetailResponseSchema } from '#shared/listings.js';
import { ownerBusinessListSchema } from '#shared/owners.js';
import { randomUUID } from 'node:crypto';
import { bookingRequests, businesses, businessPhotos, favorites, mediaImages, outbox, reviews } from '../../src/server/db/schema.js';
import type { TestUser } from '../helpers/sign-in.js';
import type { TestContext } from '../helpers/test-app.js';
import { call, newCustomer, newOwnerAccount, reviewableBusiness, reviewSetting, writeReview, type ReviewWorld } from './reviews-fixtures.js';

/** Issue 26: visitors report wrong information, staff apply, dismiss, close, reopen and merge. */

let ctx: TestContext;
let world: ReviewWorld;
let staff: TestUser;

beforeAll(async () => {
  ({ ctx, world, staff } = await reviewSetting());
});

let nextIp = 1;
/** A report as a browser sends it, from its own client address unless told. */
const report = (businessId: number, payload: object, options: { cookie?: string; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: listingReportPaths.report(businessId),
    payload,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? `10.26.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
  });
const queue = async () => adminQueueResponseSchema.parse((await call(ctx.app, { method: 'GET', url: apiPaths.admin.queue, cookie: staff.cookie })).json());
const groupOf = async (businessId: number) => (await queue()).listingReports.items.find((item) => item.business.id === businessId);
const staffPost = (url: string, payload?: object) => call(ctx.app, { method: 'POST', url, cookie: staff.cookie, ...(payload ? { payload } : {}) });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('reporting a listing', () => {
  it('takes reports signed out and signed in, grouped for staff with a count and the current values beside the suggestions', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    expect((await report(business.id, { kind: 'phone', suggestedValue: '(512) 555-0199' })).statusCode).toBe(201);
    const customer = await newCustomer(ctx.deps);
    const signedIn = await report(business.id, { kind: 'website', suggestedValue: 'happypaws.example.com', details: 'The old site is gone.' }, { cookie: customer.cookie });
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json()).toEqual({ message: LISTING_REPORT_MESSAGES.sent });

    const group = await groupOf(business.id);
    expect(group?.count).toBe(2);
    const [live] = await ctx.deps.db.select({ phone: businesses.phone }).from(businesses).where(eq(businesses.id, business.id));
    expect(group?.current.phone).toBe(live!.phone);
    expect(group?.reports.map((r) => [r.kind, r.suggestedValue, r.signedIn])).toEqual([
      ['phone', '(512) 555-0199', false],
      ['website', 'happypaws.example.com', true],
    ]);
  });

  it('reads the other listing of a duplicate report from its address', async () => {
    const [a, b] = [await reviewableBusiness(ctx.deps, world), await reviewableBusiness(ctx.deps, world)];
    expect((await report(a.id, { kind: 'duplicate', suggestedValue: `https://example.com/business/${b.id}?ref=x` })).statusCode).toBe(201);
    expect((await groupOf(a.id))?.reports[0]?.duplicateOfId).toBe(b.id);
    const missing = await report(a.id, { kind: 'duplicate' });
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).fields?.suggestedValue).toBe(LISTING_REPORT_MESSAGES.duplicateNeedsListing);
  });

  it('refuses a report whose hidden field a bot filled, and a listing that is not public', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const bot = await report(business.id, { kind: 'closed', fax: 'buy now' });
    expect(bot.statusCode).toBe(400);
    expect(errorBodySchema.parse(bot.json()).message).toBe(LISTING_REPORT_MESSAGES.honeypot);
    expect(await groupOf(business.id)).toBeUndefined();
    const pending = await reviewableBusiness(ctx.deps, world, { status: 'pending' });
    expect((await report(pending.id, { kind: 'closed' })).statusCode).toBe(404);
  });

  it('limits signed-out reports per client address', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const ip = '10.99.26.1';
    for (let i = 0; i < 10; i++) expect((await report(business.id, { kind: 'closed' }, { ip })).statusCode).toBe(201);
    const eleventh = await report(business.id, { kind: 'closed' }, { ip });
    expect(eleventh.statusCode).toBe(429);
    expect(typeof errorBodySchema.parse(eleventh.json()).message).toBe('string');
    // Another address is not held back.
    expect((await report(business.id, { kind: 'closed' }, { ip: '10.99.26.2' })).statusCode).toBe(201);
  });
});

describe('staff acting on reports', () => {
  it("applies a suggested phone by the owner's rules, emails the verified owner, who may dispute it", async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    await report(business.id, { kind: 'phone', suggestedValue: '512 555 0199' });
    // Read (and kept in the public cache) before the change.
    expect((await get(`/business/${business.id}`)).body).not.toContain('(512) 555-0199');
    const refused = await staffPost(listingReportPaths.apply(business.id), { field: 'phone', value: '12' });
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).fields?.value).toMatch(/10-digit/);

    const applied = await staffPost(listingReportPaths.apply(business.id), { field: 'phone', value: '512 555 0199' });
    expect(applied.statusCode).toBe(200);
    expect(listingActionResponseSchema.parse(applied.json()).decidedReports).toBe(1);
    const page = businessDetailResponseSchema.parse((await get(apiPaths.business(business.id))).json());
    expect(page.business.phone).toBe('(512) 555-0199');
    expect((await get(`/business/${business.id}`)).body).toContain('(512) 555-0199');
    expect(await groupOf(business.id)).toBeUndefined();
    const mail = await ctx.deps.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(mail.some((m) => m.subject.startsWith('We updated the phone number of') && m.text.includes('(512) 555-0199'))).toBe(false);
    expect(mail.some((m) => m.subject.startsWith('We updated the phone number of') && m.text.includes('512 555 0199'))).toBe(true);

    const own = ownerReportListSchema.parse((await call(ctx.app, { method: 'GET', url: listingReportPaths.ownerReports(business.id), cookie: owner.cookie })).json());
    expect(own.reports).toHaveLength(1);
    const answered = await call(ctx.app, {
      method: 'POST',
      url: listingReportPaths.ownerAnswer(business.id, own.reports[0]!.id),
      cookie: owner.cookie,
      payload: { answer: 'That number is our old fax; the main line is unchanged.' },
    });
    expect(answered.statusCode).toBe(200);
    const disputed = await groupOf(business.id);
    expect(disputed?.reports[0]).toMatchObject({ status: 'disputed', ownerAnswer: 'That number is our old fax; the main line is unchanged.' });
  });

  it('dismisses every open report of a listing, and says so when there is none', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    await report(business.id, { kind: 'other', details: 'Rude staff' });
    await report(business.id, { kind: 'hours', suggestedValue: 'Mon-Fri 9-5' });
    const dismissed = await staffPost(listingReportPaths.dismiss(business.id));
    expect(listingActionResponseSchema.parse(dismissed.json()).decidedReports).toBe(2);
    expect(await groupOf(business.id)).toBeUndefined();
    const again = await staffPost(listingReportPaths.dismiss(business.id));
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).message).toBe(LISTING_REPORT_MESSAGES.noneOpen);
  });

  it('closes a listing: every list, search, count and the sitemap drop it at once; its page says so with noindex; reopening restores it', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const pagePath = `/business/${business.id}`;
    const inPair = async () => ((await get(world.pairPath)).json() as { businesses: { id: number }[] }).businesses.some((b) => b.id === business.id);
    const searchHas = async () => (await get(apiPaths.search({ q: business.name }))).body.includes(`"id":${business.id},`);
    const inSitemap = async () => (await get('/sitemap.xml')).body.includes(`/business/${business.id}<`);
    const count = async () => ((await get(world.pairPath)).json() as { total: number }).total;
    // Read (and cached) before the action.
    expect(await inPair()).toBe(true);
    expect(await searchHas()).toBe(true);
    expect(await inSitemap()).toBe(true);
    expect((await get(pagePath)).body).not.toContain('Permanently closed');
    const before = await count();
    const siteCount = async () => ((await get(apiPaths.stats)).json() as { businesses: number }).businesses;
    const siteBefore = await siteCount();

    await report(business.id, { kind: 'closed' });
    const closed = await staffPost(listingReportPaths.close(business.id));
    expect(closed.statusCode).toBe(200);
    expect(listingActionResponseSchema.parse(closed.json())).toMatchObject({ business: { status: 'closed' }, decidedReports: 1 });
    expect(await inPair()).toBe(false);
    expect(await count()).toBe(before - 1);
    expect(await siteCount()).toBe(siteBefore - 1);
    expect(await searchHas()).toBe(false);
    expect(await inSitemap()).toBe(false);
    const page = await get(pagePath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Permanently closed');
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(page.body).not.toContain('openingHoursSpecification');
    const detail = businessDetailResponseSchema.parse((await get(apiPaths.business(business.id))).json());
    expect(detail.closedAt).toEqual(expect.any(String));
    expect(detail.takesBookingRequests).toBe(false);
    expect((await staffPost(listingReportPaths.close(business.id))).statusCode).toBe(409);
    expect((await report(business.id, { kind: 'closed' })).statusCode).toBe(404);
    // Its page still counts views (the page sends the beacon as for any listing).
    const beacon = await ctx.app.inject({ method: 'POST', url: apiPaths.businessEvents(business.id), payload: { kind: 'view' }, headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' } });
    expect(beacon.statusCode, beacon.body).toBeLessThan(300);

    expect((await staffPost(listingReportPaths.reopen(business.id))).statusCode).toBe(200);
    expect(await inPair()).toBe(true);
    expect(await count()).toBe(before);
    expect(await siteCount()).toBe(siteBefore);
    expect(await inSitemap()).toBe(true);
    expect((await get(pagePath)).body).not.toContain('Permanently closed');
    expect((await staffPost(listingReportPaths.reopen(business.id))).statusCode).toBe(409);
  });
});

describe('merging duplicates', () => {
  it('moves reviews (one per customer, the newer kept), favorites and open bookings, recomputes the rating, and answers 301 from the old page and API', async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const kept = await reviewableBusiness(ctx.deps, world, { owner });
    const dupOwner = await newOwnerAccount(ctx.deps);
    const duplicate = await reviewableBusiness(ctx.deps, world, { owner: dupOwner });
    const both = await newCustomer(ctx.deps);
    const other = await newCustomer(ctx.deps);
    const older = await writeReview(ctx.app, both, kept.id, 2);
    const newer = await writeReview(ctx.app, both, duplicate.id, 5);
    await writeReview(ctx.app, other, duplicate.id, 4);
    await ctx.deps.db.update(reviews).set({ timeCreated: new Date(Date.now() - 86_400_000) }).where(eq(reviews.id, older.id));
    await ctx.deps.db.insert(favorites).values([
      { userId: both.id, businessId: duplicate.id },
      { userId: both.id, businessId: kept.id },
      { userId: other.id, businessId: duplicate.id },
    ]);
    const [booking] = await ctx.deps.db
      .insert(bookingRequests)
      .values({ businessId: duplicate.id, customerId: other.id, serviceId: world.serviceIds[0]!, preferredDate: '2026-12-10', preferredTime: 'morning' })
      .returning();

    const photo = async (businessId: number, position: number, isCover: boolean) => {
      const hash = randomUUID().replaceAll('-', '');
      await ctx.deps.db.insert(mediaImages).values({ hash, width: 320, height: 240, widths: [320], placeholder: 'data:image/webp;base64,' });
      const [row] = await ctx.deps.db.insert(businessPhotos).values({ businessId, imageHash: hash, sourceHash: hash, position, isCover }).returning();
      return row!.id;
    };
    const keptCover = await photo(kept.id, 0, true);
    const dupPhotos = [await photo(duplicate.id, 0, true), await photo(duplicate.id, 1, false)];
    // The kept listing's page, read (and cached) before the merge.
    expect(businessDetailResponseSchema.parse((await get(apiPaths.business(kept.id))).json()).business.reviewCount).toBe(1);

    const merged = await staffPost(listingReportPaths.merge(duplicate.id), { intoId: kept.id });
    expect(merged.statusCode).toBe(200);
    expect(listingActionResponseSchema.parse(merged.json()).business).toMatchObject({ status: 'merged', mergedIntoId: kept.id });

    const keptReviews = await ctx.deps.db.select().from(reviews).where(eq(reviews.businessId, kept.id));
    expect(keptReviews.map((r) => r.id).sort()).toEqual(expect.arrayContaining([newer.id]));
    expect(keptReviews.some((r) => r.id === older.id)).toBe(false);
    expect(keptReviews).toHaveLength(2);
    const [figures] = await ctx.deps.db.select({ rating: businesses.rating, reviewCount: businesses.reviewCount }).from(businesses).where(eq(businesses.id, kept.id));
    expect(figures).toEqual({ rating: '4.5', reviewCount: 2 });
    const keptFavorites = await ctx.deps.db.select().from(favorites).where(eq(favorites.businessId, kept.id));
    expect(keptFavorites.map((f) => f.userId).sort()).toEqual([both.id, other.id].sort());
    const [moved] = await ctx.deps.db.select().from(bookingRequests).where(eq(bookingRequests.id, booking!.id));
    expect(moved?.businessId).toBe(kept.id);

    const gallery = await ctx.deps.db.select().from(businessPhotos).where(eq(businessPhotos.businessId, kept.id)).orderBy(businessPhotos.position);
    expect(gallery.map((p) => [p.id, p.isCover])).toEqual([[keptCover, true], [dupPhotos[0], false], [dupPhotos[1], false]]);
    expect(businessDetailResponseSchema.parse((await get(apiPaths.business(kept.id))).json()).business).toMatchObject({ reviewCount: 2, rating: '4.5' });

    const api = await get(apiPaths.business(duplicate.id));
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(apiPaths.business(kept.id));
    const page = await get(`/business/${duplicate.id}`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/business/${kept.id}`);
    const mail = await ctx.deps.db.select().from(outbox).where(eq(outbox.to, dupOwner.email));
    expect(mail.some((m) => m.subject.includes('was merged into another listing'))).toBe(true);

    const self = await staffPost(listingReportPaths.merge(kept.id), { intoId: kept.id });
    expect(self.statusCode).toBe(400);
    const intoMerged = await staffPost(listingReportPaths.merge(kept.id), { intoId: duplicate.id });
    expect(intoMerged.statusCode).toBe(400);
  });
});

describe('the report form', () => {
  it('takes what the browser form sends: empty fields as null or empty text', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    expect((await report(business.id, { kind: 'closed', suggestedValue: null, details: 'Shop is empty.', fax: '' })).statusCode).toBe(201);
    expect((await report(business.id, { kind: 'moved', suggestedValue: '', details: null })).statusCode).toBe(201);
  });
});

describe("the owner's list of businesses", () => {
  it('says when a listing is closed, and leaves out one merged into another', async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const closed = await reviewableBusiness(ctx.deps, world, { owner });
    const merged = await reviewableBusiness(ctx.deps, world, { owner });
    const kept = await reviewableBusiness(ctx.deps, world);
    await staffPost(listingReportPaths.close(closed.id));
    await staffPost(listingReportPaths.merge(merged.id), { intoId: kept.id });
    const list = ownerBusinessListSchema.parse((await call(ctx.app, { method: 'GET', url: apiPaths.ownerBusinesses, cookie: owner.cookie })).json());
    expect(list.map((b) => [b.id, b.status, typeof b.closedAt])).toEqual([[closed.id, 'approved', 'string']]);
  });
});

describe('applying hours and a new address', () => {
  it("reads hours text by the owner's rules, and refuses an address in another state with the owner's message", async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    await report(business.id, { kind: 'hours', suggestedValue: 'Mon-Fri 9am-5pm' });
    const unreadable = await staffPost(listingReportPaths.apply(business.id), { field: 'hours', value: 'whenever we feel like it' });
    expect(unreadable.statusCode).toBe(400);
    expect(errorBodySchema.parse(unreadable.json()).fields?.value).toBeTruthy();
    expect((await staffPost(listingReportPaths.apply(business.id), { field: 'hours', value: 'Mon-Fri 9am-5pm' })).statusCode).toBe(200);
    const detail = businessDetailResponseSchema.parse((await get(apiPaths.business(business.id))).json());
    expect(detail.business.hours).toMatch(/Mon–Fri: 9 AM – 5 PM/);

    await report(business.id, { kind: 'moved', suggestedValue: '9 Pine St, Denver, CO 80202' });
    const elsewhere = await staffPost(listingReportPaths.apply(business.id), { field: 'address', value: '9 Pine St, Denver, CO 80202' });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorBodySchema.parse(elsewhere.json()).fields?.value).toMatch(/CO|Colorado|Denver/);
    expect(await groupOf(business.id)).toBeDefined();
  });
});
