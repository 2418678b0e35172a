import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ADMIN_QUEUE_LIMIT } from '#shared/admin.js';
import type { BookingStatus } from '#shared/bookings.js';
import type { ConversationSide, StaffConversation } from '#shared/booking-conversation.js';
import {
  CONVERSATION_REPORT_MESSAGES,
  type ConversationReportItem,
  type ConversationReportReason,
} from '#shared/conversation-reports.js';
import type { Db } from '../db/connect.js';
import { bookingRequests, businesses, conversationReports, services, users } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { partyOf, readMessages, requestWithParties } from './conversation.js';

/**
 * The customer or the business's owner reports the request's conversation; anyone else is told it does not exist,
 * as for the thread itself. One open report per person and request: a second is refused with 409 (a partial unique
 * index), so the reporter knows it is already with staff. Closed requests can be reported too (the thread stays).
 */
export async function reportConversation(
  db: Db,
  input: { requestId: number; userId: number; reason: ConversationReportReason; details: string | null },
): Promise<number> {
  const party = await partyOf(db, input.requestId, input.userId);
  const [created] = await db
    .insert(conversationReports)
    .values({ requestId: input.requestId, reporterId: input.userId, side: party.side, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  if (!created) throw new AppError('CONFLICT', CONVERSATION_REPORT_MESSAGES.alreadyOpen);
  return created.id;
}

const isOpen = eq(conversationReports.status, 'open');

/** The 'Reported conversation' part of the staff queue: open reports, the longest waiting first. */
export async function reportedConversations(db: Db): Promise<{ count: number; items: ConversationReportItem[] }> {
  const [total] = await db.select({ n: count() }).from(conversationReports).where(isOpen);
  const rows = await db
    .select({
      id: conversationReports.id,
      requestId: conversationReports.requestId,
      reason: conversationReports.reason,
      details: conversationReports.details,
      createdAt: conversationReports.createdAt,
      side: conversationReports.side,
      reporter: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      business: { id: businesses.id, name: businesses.name },
      serviceName: services.name,
    })
    .from(conversationReports)
    .innerJoin(users, eq(users.id, conversationReports.reporterId))
    .innerJoin(bookingRequests, eq(bookingRequests.id, conversationReports.requestId))
    .innerJoin(businesses, eq(businesses.id, bookingRequests.businessId))
    .innerJoin(services, eq(services.id, bookingRequests.serviceId))
    .where(isOpen)
    .orderBy(asc(conversationReports.createdAt), asc(conversationReports.id))
    .limit(ADMIN_QUEUE_LIMIT);
  const items = rows.map(({ reporter, side, createdAt, ...row }): ConversationReportItem => ({
    ...row,
    reason: row.reason as ConversationReportReason,
    createdAt: createdAt.toISOString(),
    reporter: {
      side: side as ConversationSide,
      name: [reporter.firstName, reporter.lastName].filter(Boolean).join(' ') || reporter.email || `Account #${reporter.id}`,
      email: reporter.email,
    },
  }));
  return { count: Number(total?.n ?? 0), items };
}

/**
 * A reported request's whole thread for staff, read-only: only once a party reported it (open or closed report);
 * otherwise 404, as if it did not exist. Reading marks nothing read for the parties.
 */
export async function staffConversation(db: Db, requestId: number): Promise<StaffConversation> {
  const [reported] = await db.select({ id: conversationReports.id }).from(conversationReports).where(eq(conversationReports.requestId, requestId)).limit(1);
  if (!reported) throw notFound('Booking request');
  const request = await requestWithParties(db, requestId);
  const messages = await readMessages(db, requestId, { ...request, side: null }, 0);
  return {
    requestId,
    status: request.status as BookingStatus,
    businessName: request.businessName,
    serviceName: request.serviceName,
    messages: messages.map(({ mine: _mine, ...message }) => message),
  };
}

/** Staff close an open report as resolved or dismissed; 409 when it was already closed. */
export async function closeConversationReport(
  db: Db,
  input: { reportId: number; staffId: number; outcome: 'resolved' | 'dismissed' },
): Promise<{ id: number; status: 'resolved' | 'dismissed' }> {
  const [closed] = await db
    .update(conversationReports)
    .set({ status: input.outcome, decidedAt: sql`now()`, decidedBy: input.staffId })
    .where(and(eq(conversationReports.id, input.reportId), isOpen))
    .returning({ id: conversationReports.id });
  if (closed) return { id: closed.id, status: input.outcome };
  const [exists] = await db.select({ id: conversationReports.id }).from(conversationReports).where(eq(conversationReports.id, input.reportId)).limit(1);
  throw exists ? new AppError('CONFLICT', CONVERSATION_REPORT_MESSAGES.alreadyClosed) : notFound('Conversation report');
}
