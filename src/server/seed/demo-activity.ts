/**
 * DEMO DATA: what the demo accounts have done, written after the listings and reviews (seed-database.ts): the
 * approved claims behind every owned listing, the owners' replies, pets, favorites, booking requests with their
 * conversations, 90 days of daily analytics, and illustrated photos (demo-photos.ts). Large volumes are written by SQL from
 * generate_series (analytics, the other owners' requests); the demo accounts' own rows are generated here.
 * Timestamps are relative to `now` (the seed's moment), so the dashboards look current on the day of seeding.
 */
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../auth/demo-accounts.js';
import { queryRows, type DbOrTx } from '../db/connect.js';
import { bookingMessages, bookingRequestPets, bookingRequests, favorites, pets, reviews } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { insertRows, insertRowsReturning } from './batch-insert.js';
import { customerHistory, ownerHistory, type DemoRequest, type Listing } from './demo-bookings.js';
import type { DemoBusiness, DemoService } from './demo-generator.js';
import type { OwnershipPlan } from './demo-owners.js';
import { storeDemoPhotos, type DrawnPhoto } from './demo-photos.js';
import { createRandom } from './prng.js';

const ACTIVITY_SEED = 27_105;

export type ActivityInput = {
  plan: OwnershipPlan;
  userIds: Map<string, number>;
  businesses: readonly DemoBusiness[];
  primaryOf: Map<number, number>;
  services: readonly DemoService[];
  mediaStore: MediaStore;
  /** The illustrations, drawn while the rows went in (demo-photos.ts). */
  photos: Promise<DrawnPhoto[]>;
  now: Date;
};

const PET_NAMES = ['Bella', 'Max', 'Luna', 'Charlie', 'Lucy', 'Cooper', 'Daisy', 'Milo', 'Sadie', 'Rocky', 'Willow', 'Bear'];
const DOG_BREEDS = ['Labrador Retriever', 'Golden Retriever', 'German Shepherd', 'Beagle', 'Mixed breed', 'Dachshund', 'Poodle'];

export async function seedDemoActivity(tx: DbOrTx, input: ActivityInput): Promise<void> {
  const { plan, userIds, now } = input;
  const random = createRandom(ACTIVITY_SEED);
  const id = (subject: string) => userIds.get(subject)!;
  const staffId = id(DEMO_ACCOUNTS.staff.subject);
  const customerId = id(DEMO_ACCOUNTS.customer.subject);
  const ownerId = id(DEMO_ACCOUNTS.owner.subject);
  const nowIso = now.toISOString();

  // Staff approved a claim for every owned listing, as the claim flow records it (admin/decision-service.ts).
  await tx.execute(sql`
    insert into claims (business_id, user_id, kind, status, claim_reason, verification_method, verification_data, submitted_at, decided_at, decided_by)
    select b.id, b.owner_id, 'claim', 'approved', 'I own and run this business.', 'phone', jsonb_build_object('phone', b.phone),
           ${nowIso}::timestamptz - make_interval(days => 120 + b.id % 240), ${nowIso}::timestamptz - make_interval(days => 119 + b.id % 240), ${staffId}
    from businesses b where b.owner_id is not null order by b.id`);
  await tx.execute(sql`
    insert into claim_decisions (claim_id, business_id, decision, decided_by, decided_at)
    select c.id, c.business_id, 'approved', c.decided_by, c.decided_at from claims c where c.decided_by = ${staffId} order by c.id`);

  // Two claims wait in the staff queue, so 'Try as staff' has something to decide.
  const claimant = userIds.get('demo-owner-1');
  if (claimant) {
    const city = input.businesses.find((business) => business.id === plan.mainListings[0])?.cityId ?? 0;
    await tx.execute(sql`
      insert into claims (business_id, user_id, kind, status, claim_reason, verification_method, verification_data, submitted_at)
      select b.id, ${claimant}, 'claim', 'pending', 'We took over this practice last month and run it now.', 'phone', jsonb_build_object('phone', b.phone),
             ${nowIso}::timestamptz - make_interval(hours => 5 + (row_number() over (order by b.id))::int * 20)
      from businesses b where b.city_id = ${city} and b.owner_id is null and b.status = 'approved' order by b.id desc limit 2`);
  }

  // The owners' replies to reviews of their listings.
  if (plan.replies.length > 0) {
    const replies = JSON.stringify(plan.replies.map((reply) => ({ id: reply.id, t: reply.text, a: reply.at.toISOString() })));
    await tx.execute(sql`
      update reviews r set reply_text = x.t, reply_at = x.a
      from json_to_recordset(${replies}::json) as x(id int, t text, a timestamptz) where r.id = x.id`);
  }

  // Pets: the demo customer's two, one for each neighbour.
  const neighbours = plan.users.filter((user) => user.subject.startsWith('demo-neighbour-')).map((user) => id(user.subject));
  const petRows = [
    { userId: customerId, name: 'Biscuit', type: 'dog', breed: 'Golden Retriever', age: 4, weight: 68, specialNeeds: null, medicalNotes: 'Allergic to chicken.' },
    { userId: customerId, name: 'Miso', type: 'cat', breed: 'Domestic Shorthair', age: 2, weight: 9, specialNeeds: 'Shy with strangers', medicalNotes: null },
    ...neighbours.map((userId) => ({
      userId,
      name: random.pick(PET_NAMES),
      type: 'dog',
      breed: random.pick(DOG_BREEDS),
      age: random.int(1, 12),
      weight: random.int(12, 90),
      specialNeeds: null,
      medicalNotes: null,
    })),
  ].map((pet) => ({ ...pet, createdAt: new Date(now.getTime() - 200 * 86_400_000) }));
  const petIds = await insertRowsReturning<{ id: number; user_id: number }>(tx, pets, petRows, sql`id, user_id`);
  const petsOf = (userId: number) => petIds.filter((pet) => pet.user_id === userId).map((pet) => pet.id).sort((a, b) => a - b);

  // The demo owner's and the demo customer's requests and conversations.
  const byId = new Map(input.businesses.map((business) => [business.id, business]));
  const listings: Listing[] = plan.mainListings.map((businessId) => ({
    id: businessId,
    serviceId: input.primaryOf.get(businessId)!,
    schedule: byId.get(businessId)!.weeklyHours,
  }));
  const requests = [
    ...ownerHistory(random, listings, neighbours.map((neighbour) => ({ id: neighbour, petId: petsOf(neighbour)[0]! })), now.getTime()),
    ...customerHistory(random, listings, customerId, petsOf(customerId), now.getTime()),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertRequests(tx, requests, ownerId);

  // The other owners' listings: a few requests over 90 days each, written by SQL (pseudo-random from md5).
  const neighbourArray = sql.raw(`'{${neighbours.join(',')}}'::int[]`);
  await tx.execute(sql`
    insert into booking_requests (business_id, customer_id, service_id, preferred_date, preferred_time, start_time, message, status, owner_message,
                                  created_at, updated_at, customer_read_at, owner_read_at)
    select g.id, (${neighbourArray})[1 + g.h % ${neighbours.length}], g.service_id, g.preferred,
           (array['morning','morning','afternoon','afternoon'])[1 + (g.h >> 3) % 4], (array['09:30','11:00','13:30','15:00'])[1 + (g.h >> 3) % 4],
           'Looking forward to it.',
           case when g.preferred < g.today then (array['completed','completed','completed','declined','cancelled'])[1 + (g.h >> 6) % 5]
                when g.age <= 2 then 'requested'
                else (array['accepted','accepted','accepted','requested','declined'])[1 + (g.h >> 6) % 5] end,
           null, g.created, g.created, g.created + interval '2 hours', g.created + interval '3 hours'
    from (
      select p.id, (select min(s.service_id) from business_services s where s.business_id = p.id) as service_id, p.age,
             ${nowIso}::date as today, ${nowIso}::date - p.age + 2 + (p.h >> 9) % 10 as preferred,
             least(${nowIso}::timestamptz - interval '1 hour', (${nowIso}::date - p.age)::timestamptz + make_interval(hours => 8 + (p.h >> 12) % 10)) as created,
             p.h
      from (
        select b.id, d.age, ('x' || substr(md5(b.id || ':' || d.age), 1, 7))::bit(28)::int as h
        from businesses b cross join generate_series(0, 89) as d(age)
        where b.owner_id is not null and b.owner_id <> ${ownerId}
      ) p
      where p.h % 100 < 4
      order by p.id, p.age desc
    ) g`);
  await tx.execute(sql`
    insert into booking_request_pets (request_id, pet_id)
    select r.id, p.id from booking_requests r join pets p on p.user_id = r.customer_id
    where r.customer_id = any(${neighbourArray}) and not exists (select 1 from booking_request_pets x where x.request_id = r.id)`);

  // The demo customer's favorites: the demo owner's listings and a few other verified ones in the same city.
  const city = byId.get(plan.mainListings[0]!)?.cityId;
  const others = input.businesses.filter((business) => business.cityId === city && business.ownerId && !plan.mainListings.includes(business.id)).slice(0, 3);
  await insertRows(
    tx,
    favorites,
    [...plan.mainListings, ...others.map((business) => business.id)].map((businessId, index) => ({
      userId: customerId,
      businessId,
      createdAt: new Date(now.getTime() - (40 - index * 5) * 86_400_000),
    })),
  );

  await customerReviews(tx, requests, customerId, input.now);
  await dailyAnalytics(tx, plan.mainListings, nowIso);
  await storeDemoPhotos(tx, input.mediaStore, await input.photos, now);
}

async function insertRequests(tx: DbOrTx, requests: DemoRequest[], ownerId: number): Promise<void> {
  // Explicit ids (after any kept rows), so messages and pets can name their request; the sequence follows.
  const [last] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0)::int as id from booking_requests`);
  const first = (last?.id ?? 0) + 1;
  const rows = requests.map(({ thread: _thread, petIds: _pets, ...row }, index) => ({ id: first + index, ...row }));
  await insertRows(tx, bookingRequests, rows);
  await tx.execute(sql`select setval(pg_get_serial_sequence('booking_requests', 'id'), ${first + rows.length}, false)`);
  const messages: (typeof bookingMessages.$inferInsert)[] = [];
  const requestPets: (typeof bookingRequestPets.$inferInsert)[] = [];
  for (const [index, request] of requests.entries()) {
    const requestId = first + index;
    for (const message of request.thread) {
      messages.push({ requestId, authorId: message.from === 'owner' ? ownerId : request.customerId, authorRole: message.from, body: message.body, createdAt: message.at });
    }
    for (const petId of request.petIds) requestPets.push({ requestId, petId });
  }
  messages.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await insertRows(tx, bookingMessages, messages);
  await insertRows(tx, bookingRequestPets, requestPets);
}

/** The demo customer reviewed the visit of three weeks ago; the listing's rating and count follow. */
async function customerReviews(tx: DbOrTx, requests: DemoRequest[], customerId: number, now: Date): Promise<void> {
  const reviewed = requests.find((request) => request.customerId === customerId && request.status === 'completed');
  if (!reviewed) return;
  const written = new Date(Date.parse(`${reviewed.preferredDate}T18:00:00Z`) + 86_400_000);
  await insertRows(tx, reviews, [
    {
      businessId: reviewed.businessId,
      userId: customerId,
      userName: `${DEMO_ACCOUNTS.customer.firstName} ${DEMO_ACCOUNTS.customer.lastName[0]}.`,
      rating: 5,
      text: 'Biscuit came home happy and tired. They sent a message when he was ready and were right on time. We have booked again.',
      timeCreated: written < now ? written : now,
      source: 'site',
      replyText: 'Thank you, Jamie! Biscuit is always welcome.',
      replyAt: new Date(Math.min(now.getTime(), written.getTime() + 86_400_000)),
    },
  ]);
  await tx.execute(sql`
    update businesses b set review_count = r.n, rating = r.average
    from (select count(*)::int as n, round(avg(rating), 1) as average from reviews where business_id = ${reviewed.businessId} and status = 'visible') r
    where b.id = ${reviewed.businessId}`);
}

/**
 * Daily figures for every owned listing: 90 days (180 for the demo owner's, so the 90-day view has a previous
 * period), busier on Fridays and weekends, growing slowly, scaled by how well known the listing is (its reviews).
 */
async function dailyAnalytics(tx: DbOrTx, mainListings: number[], nowIso: string): Promise<void> {
  const main = sql.raw(`'{${mainListings.join(',')}}'::int[]`);
  // Double precision and an arithmetic hash, not numeric and md5: several times faster on PGlite for 170,000 rows.
  await tx.execute(sql`
    insert into business_daily_stats (business_id, day, views, clicks, phone_clicks, website_clicks, direction_clicks)
    select id, day, views, phone + web + directions, phone, web, directions from (
      select v.id, v.day, v.views,
             (v.views * (3 + (v.h >> 8) % 5) / 100.0::float8)::int as phone,
             case when v.has_website then (v.views * (2 + (v.h >> 11) % 4) / 100.0::float8)::int else 0 end as web,
             (v.views * (1.5 + (v.h >> 14) % 3) / 100.0::float8)::int as directions
      from (
        select b.id, ${nowIso}::date - d.age as day, b.website is not null as has_website, x.h,
               ((3 + 2.5 * ln(1 + b.review_count)) * (case when b.id = any(${main}) then 3 else 1 end)
                 -- Sunday first: busiest at the weekend and on Fridays.
                 * ('{1.25, 0.9, 0.95, 1.0, 1.0, 1.1, 1.35}'::float8[])[1 + (d.dow + 7 - d.age % 7) % 7]
                 * (1.2 - d.age / 300.0::float8) * (0.7 + (x.h % 60) / 100.0::float8))::int as views
        from businesses b
        cross join (select age, extract(dow from ${nowIso}::date)::int as dow from generate_series(0, 179) as g(age)) d
        cross join lateral (select ((b.id * 7919 + d.age * 104729) * 2654435761::bigint % 268435399)::int as h) x
        where b.owner_id is not null and (d.age < 90 or b.id = any(${main}))
      ) v
    ) s
    -- In key order: each row lands at the right edge of the primary key's index.
    order by id, day`);
}
