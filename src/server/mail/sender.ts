import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { outbox } from '../db/schema.js';

/** What the sender needs of a mail transport (nodemailer's, or a stand-in). */
export type MailTransport = { sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown> };

/** After this many failed attempts a message is marked 'failed' and left for staff to see on /admin/outbox. */
export const MAX_ATTEMPTS = 10;
/** Rows taken by one run; a process that dies mid-run releases them when the lease runs out. */
const BATCH_SIZE = 20;
const LEASE_SECONDS = 300;

/** Seconds to wait before attempt n+1 after n failures: 1, 2, 4 ... minutes, at most 6 hours. */
export function retryDelaySeconds(failures: number): number {
  return Math.min(60 * 2 ** Math.max(0, failures - 1), 6 * 3600);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers the messages that are due, oldest first. Rows are leased first (next_attempt_at moved ahead, with
 * SKIP LOCKED), so several app processes never send the same message twice at once. A failure keeps the row
 * pending with its attempt counted and a backed-off next attempt; nothing else (the decision or submission that
 * queued it) depends on the send. Returns how many were sent and how many failed in this run.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, from: string) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(inArray(outbox.id, due), eq(outbox.status, 'pending')))
    .returning();
  let sent = 0;
  let failed = 0;
  for (const message of leased.sort((a, b) => a.id - b.id)) {
    try {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(eq(outbox.id, message.id));
      sent += 1;
    } catch (error) {
      const failures = message.attempts + 1;
      await db
        .update(outbox)
        .set({
          status: failures >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts: failures,
          lastError: errorText(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(failures)})`,
        })
        .where(eq(outbox.id, message.id));
      failed += 1;
    }
  }
  return { sent, failed, more: leased.length === BATCH_SIZE };
}
