import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { UnreadMessages } from '#shared/booking-conversation.js';
import type { Db } from '../db/connect.js';
import { bookingMessages, bookingRequests, businesses } from '../db/schema.js';

/**
 * The person's unread messages: those the business wrote on their own requests, and those customers wrote on
 * requests to each business they own, after the side last read the thread. Two grouped counts on indexed joins.
 */
export async function unreadMessages(db: Db, userId: number): Promise<UnreadMessages> {
  const [asCustomer] = await db
    .select({ unread: count() })
    .from(bookingMessages)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookingMessages.requestId))
    .where(
      and(
        eq(bookingRequests.customerId, userId),
        eq(bookingMessages.authorRole, 'owner'),
        or(isNull(bookingRequests.customerReadAt), gt(bookingMessages.createdAt, bookingRequests.customerReadAt)),
      ),
    );
  const owned = await db
    .select({ businessId: bookingRequests.businessId, unread: count() })
    .from(bookingMessages)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookingMessages.requestId))
    .innerJoin(businesses, eq(businesses.id, bookingRequests.businessId))
    .where(
      and(
        eq(businesses.ownerId, userId),
        eq(bookingMessages.authorRole, 'customer'),
        or(isNull(bookingRequests.ownerReadAt), gt(bookingMessages.createdAt, bookingRequests.ownerReadAt)),
      ),
    )
    .groupBy(bookingRequests.businessId)
    .orderBy(bookingRequests.businessId);
  const businessesUnread = owned.map((row) => ({ businessId: row.businessId, unread: Number(row.unread) }));
  const customerUnread = Number(asCustomer?.unread ?? 0);
  return { total: customerUnread + businessesUnread.reduce((sum, row) => sum + row.unread, 0), asCustomer: customerUnread, businesses: businessesUnread };
}
