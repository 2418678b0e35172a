import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { OPEN_BOOKING_STATUSES, type BookingRequest, type OwnerBookingRequest, type PreferredTime, type BookingStatus } from '#shared/bookings.js';
import type { PetType } from '#shared/customers.js';
import type { DbOrTx } from '../db/connect.js';
import { petColumns } from '../customers/service.js';
import { bookingMessages, bookingRequestPets, bookingRequests, businesses, cities, pets, reviews, services, users } from '../db/schema.js';
import type { ConversationSide } from '#shared/booking-conversation.js';

/** Every booking-request read goes through here: one query for the requests, one for all their pets. */
async function readRequests(db: DbOrTx, where: SQL) {
  const rows = await db
    .select({
      id: bookingRequests.id,
      status: bookingRequests.status,
      preferredDate: bookingRequests.preferredDate,
      preferredTime: bookingRequests.preferredTime,
      message: bookingRequests.message,
      ownerMessage: bookingRequests.ownerMessage,
      startTime: bookingRequests.startTime,
      customerId: bookingRequests.customerId,
      createdAt: bookingRequests.createdAt,
      updatedAt: bookingRequests.updatedAt,
      serviceId: services.id,
      serviceName: services.name,
      businessId: businesses.id,
      businessName: businesses.name,
      businessPhone: businesses.phone,
      city: cities.name,
      state: cities.state,
      customer: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
    })
    .from(bookingRequests)
    .innerJoin(businesses, eq(businesses.id, bookingRequests.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .innerJoin(services, eq(services.id, bookingRequests.serviceId))
    .innerJoin(users, eq(users.id, bookingRequests.customerId))
    .where(where)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id));
  const ids = rows.map((row) => row.id);
  const petRows = ids.length
    ? await db
        .select({ requestId: bookingRequestPets.requestId, ...petColumns })
        .from(bookingRequestPets)
        .innerJoin(pets, eq(pets.id, bookingRequestPets.petId))
        .where(inArray(bookingRequestPets.requestId, ids))
        .orderBy(asc(pets.createdAt), asc(pets.id))
    : [];
  const petsOf = new Map<number, Omit<(typeof petRows)[number], 'requestId'>[]>();
  for (const { requestId, ...pet } of petRows) petsOf.set(requestId, [...(petsOf.get(requestId) ?? []), pet]);
  return rows.map((row) => ({ row, pets: petsOf.get(row.id) ?? [] }));
}

/** Messages of the other side written after `side` last read the thread, per request (requests with none left out). */
export async function unreadByRequest(db: DbOrTx, where: SQL, side: ConversationSide): Promise<Map<number, number>> {
  const readAt = side === 'customer' ? bookingRequests.customerReadAt : bookingRequests.ownerReadAt;
  const rows = await db
    .select({ requestId: bookingMessages.requestId, unread: count() })
    .from(bookingMessages)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookingMessages.requestId))
    .where(and(where, ne(bookingMessages.authorRole, side), or(isNull(readAt), gt(bookingMessages.createdAt, readAt))))
    .groupBy(bookingMessages.requestId);
  return new Map(rows.map((row) => [row.requestId, Number(row.unread)]));
}

type Read = Awaited<ReturnType<typeof readRequests>>[number];

const common = ({ row }: Read) => ({
  id: row.id,
  status: row.status as BookingStatus,
  preferredDate: row.preferredDate,
  preferredTime: row.preferredTime as PreferredTime,
  message: row.message,
  ownerMessage: row.ownerMessage,
  startTime: row.startTime,
  service: { id: row.serviceId, name: row.serviceName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Requests as their customer sees them: the business and how to call it, and which pets (not the owner's view). */
export async function customerRequests(db: DbOrTx, where: SQL): Promise<BookingRequest[]> {
  const reads = await readRequests(db, where);
  const unread = reads.length ? await unreadByRequest(db, where, 'customer') : new Map<number, number>();
  const reviewed = await reviewedBusinesses(db, reads.filter(({ row }) => row.status === 'completed'));
  return reads.map((read) => ({
    ...common(read),
    unreadMessages: unread.get(read.row.id) ?? 0,
    business: { id: read.row.businessId, name: read.row.businessName, phone: read.row.businessPhone, city: read.row.city, state: read.row.state },
    pets: read.pets.map((pet) => ({ id: pet.id, name: pet.name, type: pet.type as PetType })),
    reviewInvitation: read.row.status === 'completed' && !reviewed.has(`${read.row.customerId}:${read.row.businessId}`),
  }));
}

/** 'customer:business' pairs, among completed visits, where the customer has reviewed the business. */
async function reviewedBusinesses(db: DbOrTx, completed: Read[]): Promise<Set<string>> {
  if (completed.length === 0) return new Set();
  const rows = await db
    .select({ userId: reviews.userId, businessId: reviews.businessId })
    .from(reviews)
    .where(
      and(
        inArray(reviews.userId, [...new Set(completed.map(({ row }) => row.customerId))]),
        inArray(reviews.businessId, [...new Set(completed.map(({ row }) => row.businessId))]),
      ),
    );
  return new Set(rows.map((row) => `${row.userId}:${row.businessId}`));
}

const isOpen = (status: string) => (OPEN_BOOKING_STATUSES as readonly string[]).includes(status);

/**
 * Requests as the business's owner sees them: the customer's contact and each pet's whole profile. The profile is
 * read live, so medical notes are shown only while the request is open: a declined, cancelled or completed visit
 * gives the business no reason to read what the customer writes about their pet later.
 */
export async function ownerRequests(db: DbOrTx, where: SQL): Promise<OwnerBookingRequest[]> {
  const reads = await readRequests(db, where);
  const unread = reads.length ? await unreadByRequest(db, where, 'owner') : new Map<number, number>();
  return reads.map((read) => ({
    ...common(read),
    unreadMessages: unread.get(read.row.id) ?? 0,
    customer: read.row.customer,
    pets: read.pets.map((pet) => ({ ...pet, type: pet.type as PetType, medicalNotes: isOpen(read.row.status) ? pet.medicalNotes : null })),
  }));
}
