/**
 * DEMO DATA: the demo owner's booking requests and conversations, and the demo customer's (demo-activity.ts puts
 * them in). Dates are relative to the seed's day, so the dashboards show a live-looking history on the day the
 * site was seeded; the same seed on the same day gives the same rows.
 */
import { partOfDay, type BookingStatus } from '#shared/bookings.js';
import { DAY_KEYS, type WeeklySchedule } from '#shared/hours/week.js';
import type { Random } from './prng.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type DemoRequest = {
  businessId: number;
  customerId: number;
  serviceId: number;
  preferredDate: string;
  preferredTime: string;
  startTime: string;
  message: string | null;
  status: BookingStatus;
  ownerMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  customerReadAt: Date | null;
  ownerReadAt: Date | null;
  /** Messages after the request, oldest first. */
  thread: { from: 'customer' | 'owner'; body: string; at: Date }[];
  /** The customer's pets on it (ids). */
  petIds: number[];
};

export type Listing = { id: number; serviceId: number; schedule: WeeklySchedule | null };

const REQUEST_NOTES = [
  'First visit for us. She is friendly but nervous around other dogs.',
  'Could you do a nail trim at the same time?',
  'He is due for his yearly check, and we would like a quote for a dental clean.',
  null,
  'We just moved to the area and are looking for someone regular.',
  null,
];
const ACCEPT_NOTES = ['See you then!', 'Booked in. Please bring the vaccination record.', 'Confirmed, thank you.'];
const DECLINE_NOTES = ['Sorry, we are fully booked that day. Could another day work?', 'We cannot take a new client this week, sorry.'];
const THREADS: { from: 'customer' | 'owner'; body: string }[][] = [
  [
    { from: 'owner', body: 'Thanks for the request! Is your dog up to date on the rabies vaccine?' },
    { from: 'customer', body: 'Yes, it was renewed in March. I can bring the paper.' },
    { from: 'owner', body: 'Perfect, see you then.' },
  ],
  [
    { from: 'customer', body: 'Could we do Saturday instead? Something came up at work.' },
    { from: 'owner', body: 'Saturday at 10:00 works. I have moved it.' },
  ],
  [{ from: 'customer', body: 'Is there parking near you?' }, { from: 'owner', body: 'Yes, two spaces right in front of the door.' }],
  [{ from: 'owner', body: 'Could you send me a photo of the coat so I can plan the time?' }],
];

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A start time the listing is open at on `date` (or the next open day), at half hours: [date, 'HH:MM']. */
export function openSlot(random: Random, schedule: WeeklySchedule | null, date: number): [string, string] {
  for (let add = 0; add < 7; add++) {
    const day = date + add * DAY_MS;
    const key = DAY_KEYS[(new Date(day).getUTCDay() + 6) % 7]!;
    const intervals = schedule?.[key] ?? [];
    const interval = intervals[0];
    if (interval) {
      const from = toMinutes(interval.start);
      const to = Math.min(toMinutes(interval.end), 20 * 60) - 60;
      if (to < from) continue;
      const earliest = Math.max(from, 8 * 60);
      const slot = earliest + 30 * random.int(0, Math.max(0, Math.floor((to - earliest) / 30)));
      return [isoDay(day), toClock(slot)];
    }
    if (!schedule || (schedule.byAppointment && !DAY_KEYS.some((k) => schedule[k].length > 0))) {
      if (key === 'sun') continue;
      return [isoDay(day), toClock(9 * 60 + 30 * random.int(0, 14))];
    }
  }
  return [isoDay(date), '10:00'];
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function request(
  random: Random,
  listing: Listing,
  customerId: number,
  createdAt: number,
  leadDays: number,
  statusOf: BookingStatus | ((preferredDate: string) => BookingStatus),
): DemoRequest {
  const [preferredDate, startTime] = openSlot(random, listing.schedule, Date.parse(isoDay(createdAt + leadDays * DAY_MS)));
  const status = typeof statusOf === 'function' ? statusOf(preferredDate) : statusOf;
  const decidedAt = createdAt + random.int(1, 20) * HOUR_MS;
  const ownerMessage = status === 'accepted' || status === 'completed' ? random.pick(ACCEPT_NOTES) : status === 'declined' ? random.pick(DECLINE_NOTES) : null;
  return {
    businessId: listing.id,
    customerId,
    serviceId: listing.serviceId,
    preferredDate,
    preferredTime: partOfDay(startTime),
    startTime,
    message: random.pick(REQUEST_NOTES),
    status,
    ownerMessage,
    createdAt: new Date(createdAt),
    updatedAt: new Date(status === 'requested' ? createdAt : decidedAt),
    customerReadAt: null,
    ownerReadAt: null,
    thread: [],
    petIds: [],
  };
}

/** Adds a conversation; both sides have read it unless `unreadBy` says who has not seen the last message. */
function converse(random: Random, item: DemoRequest, now: number, unreadBy?: 'customer' | 'owner', thread = random.pick(THREADS)) {
  let at = item.createdAt.getTime();
  item.thread = thread.map((message) => {
    at = Math.min(now - HOUR_MS, at + random.int(1, 9) * HOUR_MS);
    return { ...message, at: new Date(at) };
  });
  const seen = new Date(Math.min(now, at + HOUR_MS));
  const last = item.thread.at(-1);
  item.customerReadAt = unreadBy === 'customer' && last?.from === 'owner' ? null : seen;
  item.ownerReadAt = unreadBy === 'owner' && last?.from === 'customer' ? null : seen;
}

/**
 * The demo owner's last 90 days: a few requests a week per listing from the neighbours, older ones completed,
 * declined or cancelled, recent ones waiting or accepted, some with a conversation; two wait unread.
 */
export function ownerHistory(random: Random, listings: readonly Listing[], neighbours: readonly { id: number; petId: number }[], now: number): DemoRequest[] {
  const today = Date.parse(isoDay(now));
  const result: DemoRequest[] = [];
  for (const listing of listings) {
    for (let ago = 90; ago >= 0; ago--) {
      const day = today - ago * DAY_MS;
      const weekday = new Date(day).getUTCDay();
      if (!random.chance(weekday === 0 || weekday === 6 ? 0.18 : 0.32)) continue;
      const createdAt = Math.min(now - HOUR_MS, day + random.int(7, 21) * HOUR_MS);
      const neighbour = random.pick(neighbours);
      // Only a visit whose day has passed can be completed.
      const statusOf = (date: string): BookingStatus =>
        date >= isoDay(today)
          ? ago <= 2
            ? 'requested'
            : random.weighted([['accepted', 75], ['requested', 12], ['declined', 6], ['cancelled', 7]] as const)
          : random.weighted([['completed', 72], ['declined', 12], ['cancelled', 16]] as const);
      const item = request(random, listing, neighbour.id, createdAt, random.int(2, 12), statusOf);
      item.petIds = [neighbour.petId];
      if (random.chance(0.4)) converse(random, item, now);
      result.push(item);
    }
  }
  // The two newest waiting requests end with a customer's question the owner has not read yet.
  const waiting = result.filter((item) => item.status === 'requested').slice(-2);
  for (const item of waiting) converse(random, item, now, 'owner', [{ from: 'customer', body: 'Do you have anything earlier in the day?' }]);
  return result;
}

/**
 * The demo customer's requests with the demo owner: one in every state. The completed one of three weeks ago has
 * their review; the one of four days ago invites one; the waiting one has the owner's unread question.
 */
export function customerHistory(random: Random, listings: readonly Listing[], customerId: number, petIds: number[], now: number): DemoRequest[] {
  const today = Date.parse(isoDay(now));
  const at = (daysAgo: number) => Math.min(now - HOUR_MS, today - daysAgo * DAY_MS + 10 * HOUR_MS);
  const [first, second, third] = [listings[0]!, listings[1] ?? listings[0]!, listings[2] ?? listings[0]!];
  const plan: [Listing, number, number, BookingStatus][] = [
    [first, 30, 9, 'completed'],
    [second, 12, 3, 'completed'],
    [third, 40, 5, 'declined'],
    [second, 25, 6, 'cancelled'],
    [first, 6, 10, 'accepted'],
    [third, 1, 6, 'requested'],
  ];
  const result = plan.map(([listing, daysAgo, lead, status]) => {
    const item = request(random, listing, customerId, at(daysAgo), lead, status);
    item.petIds = status === 'requested' ? [petIds[0]!] : petIds;
    return item;
  });
  converse(random, result[4]!, now, undefined, THREADS[1]);
  converse(random, result[5]!, now, 'customer', THREADS[3]);
  return result;
}
