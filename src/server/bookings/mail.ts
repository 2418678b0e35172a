import { asc, eq } from 'drizzle-orm';
import { slotLabel } from '#shared/booking-slots.js';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '#shared/bookings.js';
import type { DbOrTx } from '../db/connect.js';
import { bookingRequestPets, bookingRequests, businesses, pets, services, users } from '../db/schema.js';
import { bookingCancelledMail, bookingDecisionMail, bookingReceiptMail, bookingRequestedMail, reviewInvitationMail } from '../mail/messages.js';
import { enqueueMail } from '../mail/outbox.js';
import { customerShortName, owners, requestPartyColumns } from './parties.js';


const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/**
 * 'Friday, December 4, 2026 (morning)', or 'Friday, December 4, 2026 at 9:30 AM' with a start time (the business's
 * local time): the calendar date as asked, whatever the server's zone.
 */
const describeWhen = (date: string, time: string, startTime: string | null) =>
  `${longDate.format(new Date(`${date}T00:00:00Z`))}${startTime ? ` at ${slotLabel(startTime)}` : ` (${PREFERRED_TIME_LABELS[time as PreferredTime].toLowerCase()})`}`;

async function facts(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({
      ...requestPartyColumns,
      preferredDate: bookingRequests.preferredDate,
      preferredTime: bookingRequests.preferredTime,
      startTime: bookingRequests.startTime,
      message: bookingRequests.message,
      ownerMessage: bookingRequests.ownerMessage,
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
  return {
    ...row,
    customerName: customerShortName(row.customer.firstName, row.customer.lastName, 'A customer'),
    shared: {
      businessName: row.businessName,
      serviceName: row.serviceName,
      when: describeWhen(row.preferredDate, row.preferredTime, row.startTime),
      petNames: petRows.map((pet) => pet.name),
    },
  };
}

/**
 * Queues the messages a booking event sends, inside the event's transaction: the owner hears of a new request (the
 * customer gets a receipt) and a cancellation, the customer of an acceptance or a decline, and after a completed visit
 * is invited to review it. Accounts without an email address get none.
 */
export async function queueBookingMail(
  db: DbOrTx,
  requestId: number,
  event: 'requested' | 'cancelled' | 'accepted' | 'declined' | 'completed',
  publicUrl: string,
): Promise<void> {
  const found = await facts(db, requestId);
  if (!found) return;
  const ownerLink = `${publicUrl}/dashboard/business/${found.businessId}?tab=booking-requests`;
  const customerLink = `${publicUrl}/customer/dashboard?tab=bookings`;
  const customerContext = found.customer.email ? { ...found.shared, to: found.customer.email, firstName: found.customer.firstName, link: customerLink } : null;
  // The customer's receipt of their own request, beside the owner's notice.
  if (event === 'requested' && customerContext) await enqueueMail(db, bookingReceiptMail(customerContext));
  if (event === 'completed') {
    if (customerContext) await enqueueMail(db, reviewInvitationMail({ ...customerContext, reviewLink: `${publicUrl}/business/${found.businessId}?intent=review` }));
    return;
  }
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
