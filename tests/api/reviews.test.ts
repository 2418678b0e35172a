import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, reviews } from '../../src/server/db/schema.js';
import { adminQueueResponseSchema } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { businessDetailResponseSchema, serviceCityResponseSchema } from '#shared/listings.js';
import {
  customerReviewsResponseSchema,
  ownerReviewsResponseSchema,
  REVIEW_MESSAGES,
  reviewDecisionResponseSchema,
  reviewResponseSchema,
} from '#shared/reviews.js';
import { readReviewList } from '../helpers/review-list.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';
import { signIn, staffEmail } from './admin-fixtures.js';
import {
  call,
  figuresOf,
  makeReviewWorld,
  newCustomer,
  newOwnerAccount,
  reviewableBusiness,
  reviewText,
  writeReview,
  type ReviewWorld,
} from './reviews-fixtures.js';

/** Issue 13, reviews: one per customer, author-only edits, owner-only replies, reports, and figures that always agree. */

const STAFF = staffEmail();
let ctx: TestContext;
let world: ReviewWorld;
let staffCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_EMAILS: STAFF });
  world = await makeReviewWorld(ctx.deps);
  staffCookie = (await signIn(ctx.deps, 'business_owner', { email: STAFF })).cookie;
});

const get = (url: string, cookie?: string) => call(ctx.app, { method: 'GET', url, cookie });
const messageOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).message;
const publicList = (businessId: number, query: Record<string, string> = {}) => readReviewList(ctx.app, businessId, query);
const detailOf = async (businessId: number) => businessDetailResponseSchema.parse((await get(apiPaths.business(businessId))).json()).business;
const pairRow = async (businessId: number) =>
  serviceCityResponseSchema.parse((await get(world.pairPath)).json()).businesses.find((b) => b.id === businessId);
const mailTo = (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

/** The business's rating and count equal the average and count of its visible reviews, everywhere they show. */
async function expectFigures(businessId: number, rating: string, reviewCount: number) {
  expect(await figuresOf(ctx.deps, businessId)).toEqual({ rating, reviewCount });
  expect(await detailOf(businessId)).toMatchObject({ rating, reviewCount });
  expect(await pairRow(businessId)).toMatchObject({ rating, reviewCount });
  expect((await publicList(businessId)).total).toBe(reviewCount);
}

describe('writing a review', () => {
  it('a customer reviews a public business: 201, signed with first name and initial, figures and owner email follow', async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    const customer = await newCustomer(ctx.deps, 'Maria', 'garcia');
    const response = await call(ctx.app, {
      method: 'POST',
      url: apiPaths.businessReviews(business.id),
      cookie: customer.cookie,
      payload: { rating: 4, text: `  ${reviewText()}  ` },
    });
    expect(response.statusCode).toBe(201);
    const { review } = reviewResponseSchema.parse(response.json());
    expect(review).toMatchObject({ businessId: business.id, rating: 4, text: reviewText(), source: 'site', authorName: 'Maria G.', ownerReply: null, editedAt: null });
    const [stored] = await ctx.deps.db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, review.id));
    expect(stored!.userId).toBe(customer.id);
    await expectFigures(business.id, '4.0', 1);
    expect((await publicList(business.id)).reviews.map((r) => r.id)).toEqual([review.id]);

    const [mail] = await mailTo(owner.email);
    expect(mail!.subject).toBe(`New 4-star review of ${business.name}`);
    expect(mail!.text).toContain('Maria G. reviewed');
    expect(mail!.text).toContain(reviewText());
    expect(mail!.text).toContain(`/dashboard/business/${business.id}`);
  });

  it('one review per customer and business: the second is 409 with the exact message', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const customer = await newCustomer(ctx.deps);
    await writeReview(ctx.app, customer, business.id, 5);
    const again = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: customer.cookie, payload: { rating: 1, text: reviewText('second') } });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('You have already reviewed this business');
    await expectFigures(business.id, '5.0', 1);
  });

  it('owner accounts cannot review (403), visitors must sign in (401)', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const owner = await newOwnerAccount(ctx.deps);
    const asOwner = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: owner.cookie, payload: { rating: 5, text: reviewText() } });
    expect(asOwner.statusCode).toBe(403);
    const anonymous = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), payload: { rating: 5, text: reviewText() } });
    expect(anonymous.statusCode).toBe(401);
    await expectFigures(business.id, '0.0', 0);
  });

  it('a pending, rejected or missing business is 404; a malformed id or bad input is 400 naming the field', async () => {
    const customer = await newCustomer(ctx.deps);
    for (const status of ['pending', 'rejected']) {
      const hidden = await reviewableBusiness(ctx.deps, world, { status });
      const response = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(hidden.id), cookie: customer.cookie, payload: { rating: 5, text: reviewText() } });
      expect([response.statusCode, messageOf(response)], status).toEqual([404, 'Business not found']);
    }
    const missing = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(2_000_000_000), cookie: customer.cookie, payload: { rating: 5, text: reviewText() } });
    expect(missing.statusCode).toBe(404);
    const malformed = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews('abc'), cookie: customer.cookie, payload: { rating: 5, text: reviewText() } });
    expect(malformed.statusCode).toBe(400);
    const business = await reviewableBusiness(ctx.deps, world);
    const cases: [object, string, string][] = [
      [{ rating: 5, text: 'x'.repeat(19) }, 'text', REVIEW_MESSAGES.textTooShort],
      [{ rating: 5, text: 'x'.repeat(2001) }, 'text', REVIEW_MESSAGES.textTooLong],
      [{ rating: 6, text: reviewText() }, 'rating', REVIEW_MESSAGES.ratingRequired],
      [{ rating: 0, text: reviewText() }, 'rating', REVIEW_MESSAGES.ratingRequired],
      [{ text: reviewText() }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: customer.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields?.[field], JSON.stringify(payload)).toBe(message);
    }
    // 20 and 2000 characters are accepted.
    await writeReview(ctx.app, customer, business.id, 3, 'x'.repeat(20));
    await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 3, 'y'.repeat(2000));
  });
});

describe('concurrent writes', () => {
  it('reviews posted at the same moment all count: the figures match the rows (the business row is locked per write)', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const ratings = [5, 4, 1, 2, 5, 3];
    const customers = await Promise.all(ratings.map(() => newCustomer(ctx.deps)));
    await Promise.all(customers.map((customer, index) => writeReview(ctx.app, customer, business.id, ratings[index])));
    // 20 / 6 = 3.33
    await expectFigures(business.id, '3.3', 6);
    // And a double submit of one customer leaves one review.
    const eager = await newCustomer(ctx.deps);
    const answers = await Promise.all(
      [1, 2].map(() => call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: eager.cookie, payload: { rating: 1, text: reviewText() } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    await expectFigures(business.id, '3.0', 7);
  });
});

describe('editing and deleting', () => {
  it('only the author edits; the rating follows in every list', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const author = await newCustomer(ctx.deps);
    const review = await writeReview(ctx.app, author, business.id, 5);
    await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 4);
    await expectFigures(business.id, '4.5', 2);

    for (const cookie of [(await newCustomer(ctx.deps)).cookie, (await newOwnerAccount(ctx.deps)).cookie]) {
      const refused = await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie, payload: { rating: 1 } });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), payload: { rating: 1 } })).statusCode).toBe(401);
    const other = await newCustomer(ctx.deps);
    expect(messageOf(await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie: other.cookie, payload: { rating: 1 } }))).toBe(REVIEW_MESSAGES.authorOnly);

    const edited = await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie: author.cookie, payload: { rating: 2, text: reviewText('second visit') } });
    expect(edited.statusCode).toBe(200);
    expect(reviewResponseSchema.parse(edited.json()).review).toMatchObject({ rating: 2, text: reviewText('second visit'), editedAt: expect.any(String) });
    await expectFigures(business.id, '3.0', 2);
    const empty = await call(ctx.app, { method: 'PATCH', url: apiPaths.review(review.id), cookie: author.cookie, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toContain(REVIEW_MESSAGES.nothingToChange);
    expect((await call(ctx.app, { method: 'PATCH', url: apiPaths.review(2_000_000_000), cookie: author.cookie, payload: { rating: 3 } })).statusCode).toBe(404);
  });

  it('only the author deletes; the figures drop back and the customer may review again', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const author = await newCustomer(ctx.deps);
    const review = await writeReview(ctx.app, author, business.id, 1);
    await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 4);
    await expectFigures(business.id, '2.5', 2);
    expect((await call(ctx.app, { method: 'DELETE', url: apiPaths.review(review.id), cookie: (await newCustomer(ctx.deps)).cookie })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'DELETE', url: apiPaths.review(review.id), cookie: (await newOwnerAccount(ctx.deps)).cookie })).statusCode).toBe(403);
    const deleted = await call(ctx.app, { method: 'DELETE', url: apiPaths.review(review.id), cookie: author.cookie });
    expect(deleted.statusCode).toBe(204);
    await expectFigures(business.id, '4.0', 1);
    expect((await call(ctx.app, { method: 'DELETE', url: apiPaths.review(review.id), cookie: author.cookie })).statusCode).toBe(404);
    await writeReview(ctx.app, author, business.id, 5);
    await expectFigures(business.id, '4.5', 2);
  });
});

describe("the owner's reply", () => {
  it('the verified owner replies: public under the review, the author emailed once; a rewrite sends nothing more', async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    const author = await newCustomer(ctx.deps, 'Dana', 'Lee');
    const review = await writeReview(ctx.app, author, business.id, 3);
    const first = await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(review.id), cookie: owner.cookie, payload: { text: ' Thank you, Dana! ' } });
    expect(first.statusCode).toBe(200);
    expect(reviewResponseSchema.parse(first.json()).review.ownerReply).toMatchObject({ text: 'Thank you, Dana!', repliedAt: expect.any(String) });
    expect((await publicList(business.id)).reviews[0]!.ownerReply?.text).toBe('Thank you, Dana!');
    const rewrite = await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(review.id), cookie: owner.cookie, payload: { text: 'Thank you, Dana. See you soon!' } });
    expect(rewrite.statusCode).toBe(200);
    expect((await publicList(business.id)).reviews[0]!.ownerReply?.text).toBe('Thank you, Dana. See you soon!');
    const mails = await mailTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${business.name} replied to your review`);
    expect(mails[0]!.text).toContain('Thank you, Dana!');
  });

  it('nobody else replies: other owners, an unverified owner, customers (403), visitors (401); bad input 400', async () => {
    const unverified = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner: unverified, verified: false });
    const author = await newCustomer(ctx.deps);
    const review = await writeReview(ctx.app, author, business.id, 3);
    const url = apiPaths.reviewReply(review.id);
    const payload = { text: 'Thanks!' };
    const unverifiedAnswer = await call(ctx.app, { method: 'PUT', url, cookie: unverified.cookie, payload });
    expect([unverifiedAnswer.statusCode, messageOf(unverifiedAnswer)]).toEqual([403, REVIEW_MESSAGES.verifiedOwnerOnly]);
    expect((await call(ctx.app, { method: 'PUT', url, cookie: (await newOwnerAccount(ctx.deps)).cookie, payload })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url, cookie: staffCookie, payload })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url, cookie: author.cookie, payload })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url, payload })).statusCode).toBe(401);
    expect((await publicList(business.id)).reviews[0]!.ownerReply).toBeNull();
    const owner = await newOwnerAccount(ctx.deps);
    const verified = await reviewableBusiness(ctx.deps, world, { owner });
    const other = await writeReview(ctx.app, author, verified.id, 4);
    for (const text of ['', '   ', 'x'.repeat(1001)]) {
      const refused = await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(other.id), cookie: owner.cookie, payload: { text } });
      expect(refused.statusCode, `${text.length} characters`).toBe(400);
    }
    expect((await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(2_000_000_000), cookie: owner.cookie, payload })).statusCode).toBe(404);
  });
});

describe('reports and staff moderation', () => {
  it('report -> queue -> hide: the review leaves every list and count, the rating follows; keep leaves it', async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    const author = await newCustomer(ctx.deps);
    const bad = await writeReview(ctx.app, author, business.id, 1, reviewText('awful visit, wrong business entirely'));
    const good = await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 5);
    await expectFigures(business.id, '3.0', 2);

    const reporter = await newCustomer(ctx.deps);
    const report = await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(bad.id), cookie: reporter.cookie, payload: { reason: 'Not about this business' } });
    expect(report.statusCode).toBe(202);
    expect(report.json()).toEqual({ message: REVIEW_MESSAGES.reported });
    // Again by the same person: the same answer, one report. Others may report too, but not the business's owner.
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(bad.id), cookie: reporter.cookie, payload: { reason: 'Again' } })).statusCode).toBe(202);
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(bad.id), cookie: (await newCustomer(ctx.deps)).cookie, payload: { reason: 'Spam' } })).statusCode).toBe(202);
    const byOwner = await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(bad.id), cookie: owner.cookie, payload: { reason: 'Unfair' } });
    expect([byOwner.statusCode, messageOf(byOwner)]).toEqual([403, REVIEW_MESSAGES.ownBusinessReport]);
    const own = await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(bad.id), cookie: author.cookie, payload: { reason: 'Mine' } });
    expect([own.statusCode, messageOf(own)]).toEqual([403, REVIEW_MESSAGES.ownReport]);
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(bad.id), cookie: reporter.cookie, payload: { reason: ' ' } })).statusCode).toBe(400);
    // Reported is not hidden.
    await expectFigures(business.id, '3.0', 2);

    const queue = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json());
    const item = queue.reviews.items.find((entry) => entry.id === bad.id);
    expect(item).toMatchObject({ kind: 'review', business: { id: business.id, name: business.name }, review: { rating: 1 } });
    expect(item!.reports.map((r) => r.reason)).toEqual(['Not about this business', 'Spam']);
    expect(queue.reviews.items.some((entry) => entry.id === good.id)).toBe(false);

    const hidden = await call(ctx.app, { method: 'POST', url: apiPaths.admin.hideReview(bad.id), cookie: staffCookie });
    expect(hidden.statusCode).toBe(200);
    expect(reviewDecisionResponseSchema.parse(hidden.json())).toEqual({ review: { id: bad.id, status: 'hidden' }, business: { id: business.id, rating: '5.0', reviewCount: 1 } });
    await expectFigures(business.id, '5.0', 1);
    expect((await publicList(business.id)).reviews.map((r) => r.id)).toEqual([good.id]);
    const after = adminQueueResponseSchema.parse((await get(apiPaths.admin.queue, staffCookie)).json());
    expect(after.reviews.items.some((entry) => entry.id === bad.id)).toBe(false);
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.admin.hideReview(bad.id), cookie: staffCookie })).statusCode).toBe(409);
    // A hidden review cannot be reported or answered; its author still sees it, marked.
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(bad.id), cookie: reporter.cookie, payload: { reason: 'x' } })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'PUT', url: apiPaths.reviewReply(bad.id), cookie: owner.cookie, payload: { text: 'x' } })).statusCode).toBe(404);
    const mine = customerReviewsResponseSchema.parse((await get(apiPaths.customerReviews, author.cookie)).json());
    expect(mine.reviews.map((r) => [r.id, r.status])).toEqual([[bad.id, 'hidden']]);
    // Still theirs: a second review is refused.
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.businessReviews(business.id), cookie: author.cookie, payload: { rating: 2, text: reviewText() } })).statusCode).toBe(409);

    // Keep: reported, kept, still counted.
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.reviewReport(good.id), cookie: reporter.cookie, payload: { reason: 'I disagree' } })).statusCode).toBe(202);
    const kept = await call(ctx.app, { method: 'POST', url: apiPaths.admin.keepReview(good.id), cookie: staffCookie });
    expect(reviewDecisionResponseSchema.parse(kept.json()).review).toEqual({ id: good.id, status: 'visible' });
    await expectFigures(business.id, '5.0', 1);
    expect((await call(ctx.app, { method: 'POST', url: apiPaths.admin.keepReview(good.id), cookie: staffCookie })).statusCode).toBe(409);
  });
});

describe('reading reviews', () => {
  it('sorts newest, highest or lowest first and pages without overlap', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    const written = [];
    for (const rating of [3, 5, 1, 4, 2]) written.push(await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, rating));
    const ids = (list: { reviews: { id: number }[] }) => list.reviews.map((r) => r.id);
    expect(ids(await publicList(business.id))).toEqual(written.map((r) => r.id).reverse());
    expect((await publicList(business.id, { sort: 'highest' })).reviews.map((r) => r.rating)).toEqual([5, 4, 3, 2, 1]);
    expect((await publicList(business.id, { sort: 'lowest' })).reviews.map((r) => r.rating)).toEqual([1, 2, 3, 4, 5]);
    const first = await publicList(business.id, { sort: 'highest', pageSize: '2' });
    const second = await publicList(business.id, { sort: 'highest', pageSize: '2', page: '2' });
    const third = await publicList(business.id, { sort: 'highest', pageSize: '2', page: '3' });
    expect([first, second, third].map((p) => p.reviews.map((r) => r.rating))).toEqual([[5, 4], [3, 2], [1]]);
    expect(first.total).toBe(5);
    // The paging a client follows: the Link header's pages keep the sort and page size.
    expect(first.links).toEqual({
      first: `${apiPaths.businessReviews(business.id)}?sort=highest&page=1&pageSize=2`,
      next: `${apiPaths.businessReviews(business.id)}?sort=highest&page=2&pageSize=2`,
      last: `${apiPaths.businessReviews(business.id)}?sort=highest&page=3&pageSize=2`,
    });
    expect(Object.keys(second.links)).toEqual(['first', 'prev', 'next', 'last']);
    expect(third.links.next).toBeUndefined();
    expect(third.links.prev).toBe(first.links.next);
    const past = await publicList(business.id, { page: '9' });
    expect(past.reviews).toEqual([]);
    expect(past.links.prev).toBe(`${apiPaths.businessReviews(business.id)}?sort=newest&page=1&pageSize=20`);
    for (const query of ['sort=best', 'page=0', 'pageSize=51', 'page=x']) {
      expect((await get(`${apiPaths.businessReviews(business.id)}?${query}`)).statusCode, query).toBe(400);
    }
    await expectFigures(business.id, '3.0', 5);
  });

  it("the customer's own reviews, and the owner's list of their business's reviews", async () => {
    const owner = await newOwnerAccount(ctx.deps);
    const business = await reviewableBusiness(ctx.deps, world, { owner });
    const customer = await newCustomer(ctx.deps);
    expect(customerReviewsResponseSchema.parse((await get(apiPaths.customerReviews, customer.cookie)).json()).reviews).toEqual([]);
    const review = await writeReview(ctx.app, customer, business.id, 4);
    const mine = customerReviewsResponseSchema.parse((await get(apiPaths.customerReviews, customer.cookie)).json()).reviews;
    expect(mine).toEqual([{ ...review, status: 'visible', business: { id: business.id, name: business.name } }]);
    const ownerList = ownerReviewsResponseSchema.parse((await get(apiPaths.ownerReviews(business.id), owner.cookie)).json());
    expect(ownerList.reviews.map((r) => r.id)).toEqual([review.id]);
    expect(ownerList.total).toBe(1);
  });

  it('the JSON-LD quotes only reviews written on the site; the aggregate covers them all', async () => {
    const business = await reviewableBusiness(ctx.deps, world);
    await ctx.deps.db.insert(reviews).values({ businessId: business.id, userName: 'Demo D.', rating: 2, text: 'Imported review text here.', timeCreated: new Date(), source: 'yelp' });
    const written = await writeReview(ctx.app, await newCustomer(ctx.deps), business.id, 4);
    const list = await publicList(business.id);
    expect(list.reviews.map((r) => r.source).sort()).toEqual(['site', 'yelp']);
    type Node = { review?: { reviewBody: string }[]; aggregateRating?: { reviewCount: number } };
    const { schema } = (await get(apiPaths.schema.business(business.id))).json() as { schema: { '@graph': Node[] } };
    const node = schema['@graph'].find((n) => n.aggregateRating)!;
    expect(node.review?.map((r) => r.reviewBody)).toEqual([written.text]);
    // The review write recomputed the figures from every visible review, the imported one included.
    expect(node.aggregateRating?.reviewCount).toBe(2);
    const page = await get(`/business/${business.id}`);
    expect(page.body).toContain(written.text);
    expect(page.body).not.toContain('"reviewBody":"Imported review text here."');
  });
});

it('hidden reviews never reach the public list even when inserted as hidden', async () => {
  const business = await reviewableBusiness(ctx.deps, world);
  await ctx.deps.db.insert(reviews).values({ businessId: business.id, userName: 'X Y.', rating: 1, text: 'Hidden one.', timeCreated: new Date(), source: 'site', status: 'hidden' });
  expect((await publicList(business.id)).reviews).toEqual([]);
  const [row] = await ctx.deps.db.select().from(reviews).where(and(eq(reviews.businessId, business.id), eq(reviews.status, 'hidden')));
  expect(row).toBeDefined();
});
