import { eq } from 'drizzle-orm';
import type { SubmissionKind } from '#shared/admin.js';
import type { DbOrTx } from '../db/connect.js';
import { businesses, cities, users } from '../db/schema.js';
import { submissionMail } from './messages.js';
import { enqueueMail } from './outbox.js';

/** The owner's address and the business's name and place, for a message about `businessId`. */
export async function mailContext(db: DbOrTx, userId: number, businessId: number, kind: SubmissionKind) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, businessName: businesses.name, city: cities.name, state: cities.state })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(eq(users.id, userId))
    .limit(1);
  // An account without an email address (possible with some providers) simply gets no message.
  if (!row?.email) return null;
  return { to: row.email, firstName: row.firstName, kind, businessName: row.businessName, place: `${row.city}, ${row.state}` };
}

/**
 * Queues the "we received your listing/claim" message. Call it inside the submission's transaction, so the
 * message exists exactly when the submission does.
 */
export async function queueSubmissionMail(db: DbOrTx, submission: { kind: SubmissionKind; userId: number; businessId: number }) {
  const context = await mailContext(db, submission.userId, submission.businessId, submission.kind);
  if (context) await enqueueMail(db, submissionMail(context));
}
