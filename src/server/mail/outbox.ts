import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OutboxMessage, OutboxQuery, OutboxStatus } from '#shared/admin.js';
import { OUTBOX_PAGE_SIZE } from '#shared/admin.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { outbox } from '../db/schema.js';

export type MailMessage = { to: string; subject: string; text: string };

/**
 * Queues a message, inside the transaction of the event it reports when given one; a sender delivers it once the
 * transaction has committed (see sender.ts).
 */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, status: 'pending' });
}

/** The outbox as staff see it: counts per status and the newest messages (optionally of one status or recipient). */
export async function listOutbox(db: Db, { status, to }: OutboxQuery = {}) {
  const counted = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of counted) if (row.status in counts) counts[row.status as OutboxStatus] = Number(row.n);
  const rows = await db
    .select()
    .from(outbox)
    .where(and(status ? eq(outbox.status, status) : undefined, to ? eq(sql`lower(${outbox.to})`, to.toLowerCase()) : undefined))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  const messages: OutboxMessage[] = rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  }));
  return { counts, messages };
}
