import { and, eq, sql } from 'drizzle-orm';
import type { OwnerBookingRequest } from '#shared/bookings.js';
import type { Db } from '../db/connect.js';
import { bookingRequests } from '../db/schema.js';
import { notFound } from '../errors.js';
import { queueBookingMail } from './mail.js';
import { ownerRequests } from './read.js';
import { checkMove } from './transitions.js';

/** A business's requests, newest first. The route's access check has proved the caller owns the business. */
export function listBusinessRequests(db: Db, businessId: number): Promise<OwnerBookingRequest[]> {
  return ownerRequests(db, eq(bookingRequests.businessId, businessId));
}

export type OwnerDecision = { to: 'accepted' | 'declined'; message: string | null } | { to: 'completed' };

/**
 * The owner answers a request of their business: accept (optional note), decline (a reason) or, on or after the
 * date, mark an accepted one completed. The customer is emailed on each (completed: invited to review the visit), in
 * the same transaction.
 */
export async function decideBookingRequest(db: Db, businessId: number, requestId: number, decision: OwnerDecision, publicUrl: string): Promise<OwnerBookingRequest> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: bookingRequests.status, preferredDate: bookingRequests.preferredDate })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.id, requestId), eq(bookingRequests.businessId, businessId)))
      .for('update');
    if (!current) throw notFound('Booking request');
    checkMove(current, decision.to);
    await tx
      .update(bookingRequests)
      .set({ status: decision.to, updatedAt: sql`now()`, ...(decision.to === 'completed' ? {} : { ownerMessage: decision.message }) })
      .where(eq(bookingRequests.id, requestId));
    await queueBookingMail(tx, requestId, decision.to, publicUrl);
  });
  const [request] = await ownerRequests(db, eq(bookingRequests.id, requestId));
  return request!;
}
