import { asc, eq, sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGES, type Conversation, type ConversationMessage, type ConversationSide } from '#shared/booking-conversation.js';
import { OPEN_BOOKING_STATUSES, type BookingStatus } from '#shared/bookings.js';
import type { PetType } from '#shared/customers.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { petColumns } from '../customers/service.js';
import { bookingMessages, bookingRequestPets, bookingRequests, businesses, pets, services, users } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { conversationMessageMail } from '../mail/messages.js';
import { enqueueMail } from '../mail/outbox.js';
import { customerShortName as shortName, owners, requestPartyColumns } from './parties.js';

const isOpen = (status: string) => (OPEN_BOOKING_STATUSES as readonly string[]).includes(status);

/** 'Casey N.': how the customer is named in the thread. */
export const customerShortName = (firstName: string | null, lastName: string | null) => shortName(firstName, lastName, 'The customer');

/** A request with its two sides and what it is for (404 when there is none); `lock` holds the request row. */
export async function requestWithParties(db: DbOrTx, requestId: number, lock = false) {
  const query = db
    .select({
      status: bookingRequests.status,
      customerId: bookingRequests.customerId,
      ownerId: businesses.ownerId,
      ...requestPartyColumns,
      // The throttle (at most one email an hour while unread), decided in SQL so it uses the database's clock.
      mayEmailCustomer: sql<boolean>`(${bookingRequests.customerEmailedAt} is null or ${bookingRequests.customerEmailedAt} <= now() - interval '1 hour' or ${bookingRequests.customerReadAt} >= ${bookingRequests.customerEmailedAt})`,
      mayEmailOwner: sql<boolean>`(${bookingRequests.ownerEmailedAt} is null or ${bookingRequests.ownerEmailedAt} <= now() - interval '1 hour' or ${bookingRequests.ownerReadAt} >= ${bookingRequests.ownerEmailedAt})`,
    })
    .from(bookingRequests)
    .innerJoin(businesses, eq(businesses.id, bookingRequests.businessId))
    .innerJoin(services, eq(services.id, bookingRequests.serviceId))
    .innerJoin(users, eq(users.id, bookingRequests.customerId))
    .leftJoin(owners, eq(owners.id, businesses.ownerId))
    .where(eq(bookingRequests.id, requestId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: bookingRequests }) : await query;
  if (!row) throw notFound('Booking request');
  return row;
}

/**
 * The request a person may speak on, and as which side: its customer, or the owner of its business. Anyone else,
 * staff included, is told it does not exist (the thread is private to the two; staff see it only through a report,
 * conversation-reports.ts).
 */
export async function partyOf(db: DbOrTx, requestId: number, userId: number, lock = false) {
  const row = await requestWithParties(db, requestId, lock);
  const side: ConversationSide | null = row.customerId === userId ? 'customer' : row.ownerId === userId ? 'owner' : null;
  if (!side) throw notFound('Booking request');
  return { ...row, side };
}

type Names = Pick<Awaited<ReturnType<typeof requestWithParties>>, 'customer' | 'businessName'>;

/** The thread, oldest first, as `party.side` sees it (`side` null: staff reading a reported thread, nothing is theirs). */
export async function readMessages(db: DbOrTx, requestId: number, party: Names & { side: ConversationSide | null }, userId: number): Promise<ConversationMessage[]> {
  const rows = await db
    .select({ id: bookingMessages.id, from: bookingMessages.authorRole, authorId: bookingMessages.authorId, body: bookingMessages.body, createdAt: bookingMessages.createdAt })
    .from(bookingMessages)
    .where(eq(bookingMessages.requestId, requestId))
    .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id));
  const customerName = customerShortName(party.customer.firstName, party.customer.lastName);
  return rows.map((row) => ({
    id: row.id,
    from: row.from as ConversationSide,
    authorName: row.from === 'customer' ? customerName : party.businessName,
    // By side, not by author id: an owner who took over a business speaks for what it said before.
    mine: row.from === party.side && (row.from === 'owner' || row.authorId === userId),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The thread with the request it is about; the pets' medical notes only while the request is open. */
export async function readConversation(db: Db, requestId: number, userId: number): Promise<Conversation> {
  const party = await partyOf(db, requestId, userId);
  const messages = await readMessages(db, requestId, party, userId);
  const petRows = await db
    .select(petColumns)
    .from(bookingRequestPets)
    .innerJoin(pets, eq(pets.id, bookingRequestPets.petId))
    .where(eq(bookingRequestPets.requestId, requestId))
    .orderBy(asc(pets.createdAt), asc(pets.id));
  return {
    requestId,
    side: party.side,
    status: party.status as BookingStatus,
    readOnly: !isOpen(party.status),
    businessName: party.businessName,
    serviceName: party.serviceName,
    pets: petRows.map((pet) => ({ ...pet, type: pet.type as PetType, medicalNotes: isOpen(party.status) || party.side === 'customer' ? pet.medicalNotes : null })),
    messages,
  };
}

/** Marks the thread read for the caller's side (everything written until now). */
export async function markConversationRead(db: Db, requestId: number, userId: number): Promise<void> {
  const party = await partyOf(db, requestId, userId);
  const column = party.side === 'customer' ? { customerReadAt: sql`now()` } : { ownerReadAt: sql`now()` };
  await db.update(bookingRequests).set(column).where(eq(bookingRequests.id, requestId));
}

/**
 * Adds a message to an open request's thread (409 once it is closed). The writer has read the thread by writing in
 * it; the other side is emailed unless it was emailed within the hour and has not read the thread since.
 */
export async function postConversationMessage(db: Db, requestId: number, userId: number, body: string, publicUrl: string): Promise<ConversationMessage> {
  return db.transaction(async (tx) => {
    const party = await partyOf(tx, requestId, userId, true);
    if (!isOpen(party.status)) throw new AppError('CONFLICT', CONVERSATION_MESSAGES.readOnly);
    const [created] = await tx.insert(bookingMessages).values({ requestId, authorId: userId, authorRole: party.side, body }).returning();
    const recipient = party.side === 'customer' ? 'owner' : 'customer';
    const email = recipient === 'owner' ? party.owner?.email : party.customer.email;
    const mayEmail = recipient === 'owner' ? party.mayEmailOwner : party.mayEmailCustomer;
    const emailed = Boolean(email && mayEmail);
    await tx
      .update(bookingRequests)
      .set({
        ...(party.side === 'customer' ? { customerReadAt: sql`now()` } : { ownerReadAt: sql`now()` }),
        ...(emailed ? (recipient === 'owner' ? { ownerEmailedAt: sql`now()` } : { customerEmailedAt: sql`now()` }) : {}),
      })
      .where(eq(bookingRequests.id, requestId));
    if (emailed) {
      await enqueueMail(tx, conversationMessageMail({
        to: email!,
        firstName: recipient === 'owner' ? (party.owner?.firstName ?? null) : party.customer.firstName,
        authorName: party.side === 'customer' ? customerShortName(party.customer.firstName, party.customer.lastName) : party.businessName,
        serviceName: party.serviceName,
        businessName: party.businessName,
        body,
        link:
          recipient === 'owner'
            ? `${publicUrl}/dashboard/business/${party.businessId}?tab=booking-requests&request=${requestId}`
            : `${publicUrl}/customer/dashboard?tab=bookings&request=${requestId}`,
      }));
    }
    return {
      id: created!.id,
      from: party.side,
      authorName: party.side === 'customer' ? customerShortName(party.customer.firstName, party.customer.lastName) : party.businessName,
      mine: true,
      body: created!.body,
      createdAt: created!.createdAt.toISOString(),
    };
  });
}
