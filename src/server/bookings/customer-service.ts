import { and, eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, type BookingRequest, type CreateBookingRequest } from '#shared/bookings.js';
import type { Db } from '../db/connect.js';
import { bookingRequestPets, bookingRequests, businessServices, businesses, cities, pets } from '../db/schema.js';
import { checkOpenAt } from './open-at.js';
import { AppError, notFound } from '../errors.js';
import { isPublicListing, takesBookingRequests } from '../listings/visibility.js';
import { queueBookingMail } from './mail.js';
import { customerRequests } from './read.js';
import { checkMove } from './transitions.js';

/**
 * Sends a booking request: the business must be public with a verified owner (409 otherwise), open at the time asked
 * (400 naming the field, see open-at.ts), the service one it offers and every pet the customer's own (400 naming the
 * field). The customer gets a receipt. The request, its pets and the owner's email are
 * written in one transaction; the pets are locked so a deletion at the same moment cannot leave a request without them.
 */
export async function createBookingRequest(
  db: Db,
  customerId: number,
  businessId: number,
  input: CreateBookingRequest,
  publicUrl: string,
  now: number,
): Promise<BookingRequest> {
  const [business] = await db
    .select({ status: businesses.status, ownerId: businesses.ownerId, isVerified: businesses.isVerified, schedule: businesses.weeklyHours, timeZone: cities.timeZone })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(and(eq(businesses.id, businessId), isPublicListing))
    .limit(1);
  if (!business) throw notFound('Business');
  if (!takesBookingRequests(business)) throw new AppError('CONFLICT', BOOKING_MESSAGES.notTakingRequests);
  checkOpenAt(business.schedule, business.timeZone, input, now);
  const [offered] = await db
    .select({ id: businessServices.serviceId })
    .from(businessServices)
    .where(and(eq(businessServices.businessId, businessId), eq(businessServices.serviceId, input.serviceId)));
  if (!offered) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.serviceNotOffered, { serviceId: BOOKING_MESSAGES.serviceNotOffered });

  const id = await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: pets.id })
      .from(pets)
      .where(and(inArray(pets.id, input.petIds), eq(pets.userId, customerId)))
      .for('share');
    if (own.length !== input.petIds.length) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.notYourPets, { petIds: BOOKING_MESSAGES.notYourPets });
    const [created] = await tx
      .insert(bookingRequests)
      .values({
        businessId,
        customerId,
        serviceId: input.serviceId,
        preferredDate: input.preferredDate,
        preferredTime: input.preferredTime,
        startTime: input.startTime,
        message: input.message,
      })
      .returning({ id: bookingRequests.id });
    await tx.insert(bookingRequestPets).values(input.petIds.map((petId) => ({ requestId: created!.id, petId })));
    await queueBookingMail(tx, created!.id, 'requested', publicUrl);
    return created!.id;
  });
  const [request] = await customerRequests(db, eq(bookingRequests.id, id));
  return request!;
}

/** The customer's own requests, newest first. */
export function listCustomerRequests(db: Db, customerId: number): Promise<BookingRequest[]> {
  return customerRequests(db, eq(bookingRequests.customerId, customerId));
}

/** Cancels one of the customer's own requests (waiting or accepted) and tells the owner. */
export async function cancelBookingRequest(db: Db, customerId: number, requestId: number, publicUrl: string): Promise<BookingRequest> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: bookingRequests.status, preferredDate: bookingRequests.preferredDate })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.id, requestId), eq(bookingRequests.customerId, customerId)))
      .for('update');
    if (!current) throw notFound('Booking request');
    checkMove(current, 'cancelled');
    await tx.update(bookingRequests).set({ status: 'cancelled', updatedAt: sql`now()` }).where(eq(bookingRequests.id, requestId));
    await queueBookingMail(tx, requestId, 'cancelled', publicUrl);
  });
  const [request] = await customerRequests(db, eq(bookingRequests.id, requestId));
  return request!;
}
