import { alias } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '#shared/bookings.js';
import type { DbOrTx } from '../db/connect.js';
import { bookingRequestPets, bookingRequests, businesses, pets, services, users } from '../db/schema.js';
import { bookingCancelledMail, bookingDecisionMail, bookingRequestedMail } from '../mail/messages.js';
import { enqueueMail } from '../mail/outbox.js';

const owners = alias(users, 'owners');

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** 'Friday, December 4, 2026 (morning)': the customer's calendar date, whatever the server's zone. */
const describeWhen = (date: string, time: string) => `${longDate.format(new Date(`${date}T00:00:00Z`))} (${PREFERRED_TIME_LABELS[time as PreferredTime].toLowerCase()})`;

async function facts(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({
      businessId: businesses.id,
      businessName: businesses.name,
      serviceName: services.name,
      preferredDate: bookingRequests.preferredDate,
      preferredTime: bookingRequests.preferredTime,
      message: bookingRequests.message,
      ownerMessage: bookingRequests.ownerMessage,
      customer: { email: users.email, firstName: users.firstName, lastName: users.lastName },
      owner: { email: owners.email, firstName: owners.firstName },
    })
    .from(bookingRequests)
    .innerJoin(businesses, eq(businesses.id, bookingRequests.businessId))
    .innerJoin(services, eq(services.id, bookingRequests.serviceId))
    .innerJoin(users, eq(users.id, bookingRequests.customerId))
    .leftJoin(owners, eq(owners.id, businesses.ownerId))
    .where(eq(bookingRequests.id, requestId))
    .limit(1);
  if (!row) return null;
  const petRows = await db
    .select({ name: pets.name })
    .from(bookingRequestPets)
    .innerJoin(pets, eq(pets.id, bookingRequestPets.petId))
    .where(eq(bookingRequestPets.requestId, requestId))
    .orderBy(asc(pets.createdAt), asc(pets.id));
  const customerName = [row.customer.firstName, row.customer.lastName?.trim().charAt(0)].filter(Boolean).join(' ') || 'A customer';
  return {
    ...row,
    customerName: row.customer.lastName?.trim() ? `${customerName}.` : customerName,
    shared: {
      businessName: row.businessName,
      serviceName: row.serviceName,
      when: describeWhen(row.preferredDate, row.preferredTime),
      petNames: petRows.map((pet) => pet.name),
    },
  };
}

/**
 * Queues the message a booking event sends, inside the event's transaction: the owner hears of a new request and a
 * cancellation, the customer of an acceptance or a decline. Accounts without an email address get none.
 */
export async function queueBookingMail(
  db: DbOrTx,
  requestId: number,
  event: 'requested' | 'cancelled' | 'accepted' | 'declined',
  publicUrl: string,
): Promise<void> {
  const found = await facts(db, requestId);
  if (!found) return;
  const ownerLink = `${publicUrl}/dashboard/business/${found.businessId}?tab=booking-requests`;
  const customerLink = `${publicUrl}/customer/dashboard?tab=bookings`;
  if (event === 'requested' || event === 'cancelled') {
    if (!found.owner?.email) return;
    const context = { ...found.shared, to: found.owner.email, firstName: found.owner.firstName, link: ownerLink, customerName: found.customerName };
    await enqueueMail(db, event === 'requested' ? bookingRequestedMail({ ...context, message: found.message }) : bookingCancelledMail(context));
    return;
  }
  if (!found.customer.email) return;
  await enqueueMail(
    db,
    bookingDecisionMail({ ...found.shared, to: found.customer.email, firstName: found.customer.firstName, link: customerLink, decision: event, ownerMessage: found.ownerMessage }),
  );
}
