/**
 * DEMO DATA: who owns which demo listing. About a tenth of the listings are run by demo owner accounts (claimed,
 * approved by the demo staff account, so verified and taking booking requests); 'the demo owner' the sign-in page's
 * button signs in as runs three well-reviewed Denver listings with the richest history (demo-activity.ts).
 */
import { DEMO_ACCOUNTS } from '../auth/demo-accounts.js';
import type { DemoBusiness, DemoBusinessService, DemoCity, DemoData } from './demo-generator.js';
import { FIRST_NAMES, SURNAMES } from './demo-names.js';
import type { DemoReview } from './demo-reviews.js';
import { createRandom } from './prng.js';

export const DEMO_OWNERSHIP_SEED = 27_005;
/** The share of listings demo owners run. */
const OWNED_SHARE = 0.1;
const MAIN_OWNER_CITY = 'denver';
const MAIN_OWNER_LISTINGS = 3;
/** Customers other than the demo customer who send the demo owners their requests. */
export const DEMO_NEIGHBOURS = 24;

export type DemoUserRow = { subject: string; email: string; firstName: string; lastName: string };

export type OwnershipPlan = {
  /** Every demo account: the three of the sign-in page, then the other owners, then the neighbours. */
  users: DemoUserRow[];
  /** Business id -> owner subject. */
  ownerOf: Map<number, string>;
  /** The demo owner's listings. */
  mainListings: number[];
  /** Listings whose owners replied to some reviews, with the replies (review id -> text and time). */
  replies: { id: number; text: string; at: Date }[];
};

const REPLIES = {
  positive: [
    'Thank you, {name}! It was a pleasure to meet your pet, and we look forward to the next visit.',
    'Thanks so much for the kind words, {name}. We will pass them on to the team.',
    'We appreciate you taking the time to write this, {name}. See you again soon!',
  ],
  mixed: [
    'Thank you for the honest feedback, {name}. We are looking at how to make the wait shorter.',
    'Thanks, {name}. We are glad the visit went mostly well, and we would love the chance to do better next time.',
  ],
  negative: [
    'We are sorry to hear this, {name}. Please call us so we can put it right.',
    'Thank you for telling us, {name}. This is not the experience we want anyone to have; our manager would like to talk with you.',
  ],
} as const;

/** Chooses the owned listings and their owners, and the owners' replies to reviews: a pure function of the data. */
export function planOwnership(data: DemoData, cities: readonly DemoCity[]): OwnershipPlan {
  const random = createRandom(DEMO_OWNERSHIP_SEED);
  const primaryOf = new Map<number, number>();
  for (const row of data.businessServices as DemoBusinessService[]) {
    if (!primaryOf.has(row.businessId)) primaryOf.set(row.businessId, row.serviceId);
  }
  const mainCity = cities.find((city) => city.slug === MAIN_OWNER_CITY) ?? cities[0]!;
  const mainListings = mainOwnerListings(data.businesses, mainCity.id, primaryOf);
  const main = new Set(mainListings);

  const ownedByCity = new Map<number, number[]>();
  for (const business of data.businesses) {
    if (main.has(business.id) || !random.chance(OWNED_SHARE)) continue;
    ownedByCity.set(business.cityId, [...(ownedByCity.get(business.cityId) ?? []), business.id]);
  }

  const users: DemoUserRow[] = [DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.owner, DEMO_ACCOUNTS.staff].map(({ subject, email, firstName, lastName }) => ({
    subject,
    email,
    firstName,
    lastName,
  }));
  const ownerOf = new Map<number, string>(mainListings.map((id) => [id, DEMO_ACCOUNTS.owner.subject]));
  const person = (prefix: string, index: number): DemoUserRow => ({
    subject: `demo-${prefix}-${index}`,
    email: `demo-${prefix}-${index}@example.com`,
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(SURNAMES),
  });
  let owners = 0;
  for (const ids of ownedByCity.values()) {
    // An owner runs one to four listings of a city (a small local chain).
    for (let start = 0; start < ids.length; ) {
      const size = random.weighted([
        [1, 55],
        [2, 30],
        [3, 10],
        [4, 5],
      ] as const);
      const owner = person('owner', ++owners);
      users.push(owner);
      for (const id of ids.slice(start, start + size)) ownerOf.set(id, owner.subject);
      start += size;
    }
  }
  for (let i = 1; i <= DEMO_NEIGHBOURS; i++) users.push(person('neighbour', i));

  const replies: OwnershipPlan['replies'] = [];
  for (const review of data.reviews) {
    if (!ownerOf.has(review.businessId)) continue;
    const share = main.has(review.businessId) ? 0.7 : review.rating <= 3 ? 0.5 : 0.25;
    if (!random.chance(share)) continue;
    replies.push(reply(random.pick(REPLIES[tone(review)]), review, random.int(1, 6)));
  }
  return { users, ownerOf, mainListings, replies };
}

const tone = (review: DemoReview) => (review.rating >= 4 ? 'positive' : review.rating === 3 ? 'mixed' : 'negative');

function reply(template: string, review: DemoReview, daysLater: number) {
  const name = review.userName.split(' ')[0] ?? 'there';
  return { id: review.id, text: template.replace('{name}', name), at: new Date(review.timeCreated.getTime() + daysLater * 86_400_000) };
}

/** The demo owner's listings: the best-reviewed of the city with weekly hours, one per primary service. */
function mainOwnerListings(businesses: readonly DemoBusiness[], cityId: number, primaryOf: Map<number, number>): number[] {
  const candidates = businesses
    .filter((business) => business.cityId === cityId && business.weeklyHours && business.reviewCount >= 8)
    .sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id);
  const chosen: number[] = [];
  const services = new Set<number>();
  for (const business of candidates) {
    const primary = primaryOf.get(business.id)!;
    if (services.has(primary)) continue;
    services.add(primary);
    chosen.push(business.id);
    if (chosen.length === MAIN_OWNER_LISTINGS) break;
  }
  return chosen;
}

/** Puts the owners on their listings before the rows go in: claimed, and verified as staff's approval makes them. */
export function applyOwnership(businesses: DemoBusiness[], plan: OwnershipPlan, userIds: Map<string, number>): void {
  for (const business of businesses) {
    const owner = plan.ownerOf.get(business.id);
    if (!owner) continue;
    business.ownerId = userIds.get(owner)!;
    business.isClaimed = true;
    business.isVerified = true;
  }
}
