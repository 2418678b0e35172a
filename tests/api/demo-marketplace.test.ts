import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { bookingRequestListSchema, bookingSlotsResponseSchema, ownerBookingRequestListSchema } from '#shared/bookings.js';
import { unreadMessagesSchema } from '#shared/booking-conversation.js';
import { businessDetailResponseSchema } from '#shared/listings.js';
import { mediaPath } from '#shared/media.js';
import { reviewListSchema } from '#shared/reviews.js';
import { currentUserSchema } from '#shared/users.js';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '../../src/server/auth/demo-accounts.js';
import { isStaffEmail } from '../../src/server/auth/session-plugin.js';
import { loadConfig } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/connect.js';
import { addPet, dateAhead } from './booking-fixtures.js';
import { InjectBrowser } from '../helpers/oidc.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(deps.db, query))[0]!;

const demoOwner = await one<{ id: number }>(sql`select id from users where subject = ${DEMO_ACCOUNTS.owner.subject}`);
const ownerListings = (await queryRows<{ id: number }>(deps.db, sql`select id from businesses where owner_id = ${demoOwner.id} order by id`)).map((row) => row.id);

/** Walks the built-in provider's page and presses one demo button; answers the browser and where it landed. */
async function tryAs(role: string, start: string = apiPaths.signIn.customer) {
  const browser = new InjectBrowser(app);
  const begun = await browser.request('GET', start);
  const page = await browser.follow(String(begun.headers.location));
  expect(page.response.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+\/demo)">/.exec(page.response.body)?.[1];
  expect(action, 'a demo button on the sign-in page').toBeDefined();
  const pressed = await browser.request('POST', action!.replaceAll('&amp;', '&'), { form: { role } });
  const callback = await browser.follow(String(pressed.headers.location), (location) => location.pathname.startsWith(apiPaths.signInCallback));
  const landed = await browser.request('GET', callback.location!.href);
  const session = currentUserSchema.parse((await browser.request('GET', apiPaths.session)).json());
  return { browser, landed, session, pressed };
}

describe('the demo has verified, bookable listings', () => {
  it('about a tenth of the listings are run by demo owners, each through an approved claim', async () => {
    const counts = await one<{ listings: number; verified: number; withoutClaim: number; unownedVerified: number }>(sql`
      select count(*)::int as listings,
             count(*) filter (where is_verified)::int as verified,
             count(*) filter (where is_verified and not exists (
               select 1 from claims c join claim_decisions d on d.claim_id = c.id
               where c.business_id = b.id and c.user_id = b.owner_id and c.status = 'approved' and d.decision = 'approved'))::int as "withoutClaim",
             count(*) filter (where is_verified and owner_id is null)::int as "unownedVerified"
      from businesses b where status = 'approved'`);
    expect(counts.verified / counts.listings).toBeGreaterThan(0.08);
    expect(counts.verified / counts.listings).toBeLessThan(0.12);
    expect([counts.withoutClaim, counts.unownedVerified]).toEqual([0, 0]);
    // And staff have claims to decide.
    const pending = await one<{ n: number }>(sql`select count(*)::int as n from claims where status = 'pending'`);
    expect(pending.n).toBeGreaterThanOrEqual(2);
  });

  it('a service page lists verified listings that take booking requests, and one accepts a new request', async () => {
    const listing = ownerListings[0]!;
    const detail = businessDetailResponseSchema.parse((await app.inject({ url: apiPaths.business(listing) })).json());
    expect(detail.business.isVerified).toBe(true);
    expect(detail.takesBookingRequests).toBe(true);
    expect(detail.photos.length).toBeGreaterThanOrEqual(2);
    expect(detail.photos.every((photo) => /Illustration/.test(photo.caption))).toBe(true);
    const cover = detail.photos.find((photo) => photo.isCover)!;
    const image = await app.inject({ url: mediaPath(cover.image.hash, cover.image.widths[0]!) });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);

    const [serviceCity] = await queryRows<{ service: string; city: string }>(
      deps.db,
      sql`select s.slug as service, c.slug as city from business_services bs join services s on s.id = bs.service_id
          join cities c on c.id = bs.city_id where bs.business_id = ${listing} limit 1`,
    );
    const page = await app.inject({ url: apiPaths.serviceCity(serviceCity!.service, serviceCity!.city, { pageSize: '50' }) });
    const listed = (page.json() as { businesses: { id: number; isVerified: boolean }[] }).businesses;
    expect(listed.filter((business) => business.isVerified).length).toBeGreaterThan(0);

    const customer = await signIn(deps, 'customer');
    const pet = await addPet(app, customer);
    const serviceId = (await one<{ id: number }>(sql`select service_id as id from business_services where business_id = ${listing} limit 1`)).id;
    let slot: { date: string; time: string } | undefined;
    for (let days = 0; days < 14 && !slot; days++) {
      const date = dateAhead(days);
      const slots = bookingSlotsResponseSchema.parse((await app.inject({ url: apiPaths.bookingSlots(listing, date) })).json());
      if (slots.slots[0]) slot = { date, time: slots.slots[0].time };
    }
    expect(slot, 'an open slot in the next two weeks').toBeDefined();
    const created = await app.inject({
      method: 'POST',
      url: apiPaths.bookingRequests(listing),
      headers: { cookie: customer.cookie },
      payload: { serviceId, petIds: [pet.id], preferredDate: slot!.date, startTime: slot!.time, message: 'First visit.' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('owners replied to some reviews, and the replies are public', async () => {
    const reply = await one<{ business: number }>(sql`
      select r.business_id as business from reviews r join businesses b on b.id = r.business_id
      where r.reply_text is not null and r.status = 'visible' and b.owner_id = ${demoOwner.id} order by r.time_created desc limit 1`);
    const page = reviewListSchema.parse((await app.inject({ url: apiPaths.businessReviews(reply.business) })).json());
    expect(page.some((review) => review.ownerReply?.text)).toBe(true);
  });
});

describe('the demo accounts have a history', () => {
  it('the demo owner runs three listings with requests in every state, unread messages and 90 days of figures', async () => {
    expect(ownerListings).toHaveLength(3);
    const session = await signInAs(demoOwner.id, 'business_owner');
    const states = new Set<string>();
    for (const listing of ownerListings) {
      const list = ownerBookingRequestListSchema.parse((await app.inject({ url: apiPaths.ownerBookingRequests(listing), headers: { cookie: session } })).json());
      for (const request of list.bookingRequests) states.add(request.status);
    }
    expect([...states].sort()).toEqual(['accepted', 'cancelled', 'completed', 'declined', 'requested']);
    const unread = unreadMessagesSchema.parse((await app.inject({ url: apiPaths.unreadBookingMessages, headers: { cookie: session } })).json());
    expect(unread.total).toBeGreaterThan(0);

    const analytics = (await app.inject({ url: apiPaths.ownerAnalytics(ownerListings[0]!, { days: '90' }), headers: { cookie: session } })).json() as {
      series: { views: number; phoneClicks: number; bookingRequests: number }[];
      totals: { views: { total: number; previous: number } };
    };
    expect(analytics.series).toHaveLength(90);
    expect(analytics.series.filter((day) => day.views > 0).length).toBeGreaterThan(80);
    expect(analytics.series.reduce((sum, day) => sum + day.bookingRequests, 0)).toBeGreaterThan(5);
    expect(analytics.totals.views.previous).toBeGreaterThan(0);
  });

  it('the demo customer has pets, favorites, requests in several states, a conversation to read and a review', async () => {
    const customer = await one<{ id: number }>(sql`select id from users where subject = ${DEMO_ACCOUNTS.customer.subject}`);
    const session = await signInAs(customer.id, 'customer');
    const requests = bookingRequestListSchema.parse((await app.inject({ url: apiPaths.customerBookingRequests, headers: { cookie: session } })).json());
    expect(new Set(requests.bookingRequests.map((request) => request.status)).size).toBeGreaterThanOrEqual(4);
    const unread = unreadMessagesSchema.parse((await app.inject({ url: apiPaths.unreadBookingMessages, headers: { cookie: session } })).json());
    expect(unread.asCustomer).toBeGreaterThan(0);
    const counts = await one<{ pets: number; favorites: number; reviews: number }>(sql`
      select (select count(*)::int from pets where user_id = ${customer.id}) as pets,
             (select count(*)::int from favorites where user_id = ${customer.id}) as favorites,
             (select count(*)::int from reviews where user_id = ${customer.id}) as reviews`);
    expect(counts.pets).toBe(2);
    expect(counts.favorites).toBeGreaterThanOrEqual(3);
    expect(counts.reviews).toBe(1);
  });
});

describe("'Try as' buttons: only with the built-in sign-in", () => {
  it('the built-in sign-in page offers the three demo accounts', async () => {
    const browser = new InjectBrowser(app);
    const begun = await browser.request('GET', apiPaths.signIn.customer);
    const page = await browser.follow(String(begun.headers.location));
    for (const role of DEMO_ROLES) expect(page.response.body).toContain(DEMO_ACCOUNTS[role].label);
  });

  it.each([
    ['customer', 'customer', false, '/customer/dashboard'],
    ['owner', 'business_owner', false, '/dashboard/business'],
    ['staff', 'customer', true, '/admin'],
  ] as const)('Try as %s: one click signs in to the seeded account as %s', async (role, type, isStaff, home) => {
    // Started from the owner's sign-in link: the button decides the account type all the same.
    const { landed, session } = await tryAs(role, apiPaths.signIn.business_owner);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe(home);
    expect(session).toMatchObject({ type, isStaff, user: { email: DEMO_ACCOUNTS[role].email } });
    const seeded = await one<{ id: number }>(sql`select id from users where subject = ${DEMO_ACCOUNTS[role].subject}`);
    expect(session.user.id).toBe(seeded.id);
  });

  it('the same button twice signs in to the same account, and an unknown role is refused', async () => {
    const first = await tryAs('owner');
    const second = await tryAs('owner');
    expect(second.session.user.id).toBe(first.session.user.id);

    const browser = new InjectBrowser(app);
    const page = await browser.follow(String((await browser.request('GET', apiPaths.signIn.customer)).headers.location));
    const action = /<form method="post" action="([^"]+\/demo)">/.exec(page.response.body)![1]!;
    const refused = await browser.request('POST', action, { form: { role: 'nobody' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('No such demo account');
  });

  it('with Google configured there is no built-in page, no button, and the demo staff email is nobody', async () => {
    const google = await buildTestApp({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' });
    const signInPage = await google.app.inject({ url: '/oidc/interaction/any', headers: { host: 'localhost:3000' } });
    expect(signInPage.statusCode).toBe(404);
    const page = await google.app.inject({ method: 'POST', url: '/oidc/interaction/any/demo', payload: { role: 'staff' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Try as');
    const config = loadConfig({ PUBLIC_URL: 'https://pets.example.com', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', SESSION_SECRET: 'x'.repeat(40) });
    expect(isStaffEmail(config, DEMO_ACCOUNTS.staff.email)).toBe(false);
    expect(isStaffEmail(deps.config, DEMO_ACCOUNTS.staff.email)).toBe(true);
  });
});

/** A session cookie for a seeded account, written as the callback writes it. */
async function signInAs(userId: number, type: 'customer' | 'business_owner'): Promise<string> {
  const { createSession } = await import('../../src/server/auth/sessions.js');
  const { sessionCookieName } = await import('../../src/server/auth/cookies.js');
  const { token } = await createSession(deps.db, userId, type);
  return `${sessionCookieName(deps.config)}=${token}`;
}
