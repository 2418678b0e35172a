import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.js';
import { claims, verificationDocuments } from '../db/schema.js';

/** Documents emptied per statement: each may hold 10MB, and the embedded database has one session for everyone. */
const BATCH = 10;
const DECIDED = ['approved', 'rejected'];

/**
 * Empties the verification documents whose every request (claim or listing, resubmissions included) was decided
 * before `cutoff`: the bytes go, the row stays with `removed_at` (staff screens say the file was removed; the
 * daily allowance still counts its size). A document any pending or recently decided request uses is kept.
 * Returns how many were removed.
 */
export async function removeDecidedDocuments(db: Db, cutoffDate: Date, now = new Date()): Promise<number> {
  const cutoff = sql`${cutoffDate.toISOString()}::timestamptz`;
  let removed = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(db, sql`
      update ${verificationDocuments} set content = ''::bytea, removed_at = ${now.toISOString()}::timestamptz
      where id in (
        select d.id from ${verificationDocuments} d
        where d.removed_at is null and d.created_at < ${cutoff}
          and not exists (
            select 1 from ${claims} c
            where c.document_id = d.id
              and (c.status not in (${sql.join(DECIDED.map((status) => sql`${status}`), sql`, `)}) or c.decided_at is null or c.decided_at >= ${cutoff})
          )
        limit ${BATCH}
      )
      returning id`);
    removed += rows.length;
    if (rows.length < BATCH) return removed;
    // Let requests waiting behind this batch run before the next.
    await nextTurn();
  }
}
