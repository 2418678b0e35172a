import { and, count, eq } from 'drizzle-orm';
import { PENDING_LIMIT_MESSAGES, PENDING_REQUEST_LIMITS } from '#shared/owners.js';
import type { DbOrTx } from '../db/connect.js';
import { claims, users } from '../db/schema.js';
import { AppError } from '../errors.js';

type RequestKind = keyof typeof PENDING_REQUEST_LIMITS;

/**
 * Refuses (409, nothing written) one more `kind` of request from an owner who already has PENDING_REQUEST_LIMITS of
 * them waiting for staff. Counted from the stored claims, so it holds across sessions and app processes. With `lock`
 * (inside the transaction that writes the request) the user's row is locked first, so two submissions of one account
 * are counted one after the other and cannot both take the last place.
 */
export async function enforcePendingLimit(db: DbOrTx, userId: number, kind: RequestKind, options: { lock?: boolean } = {}) {
  if (options.lock) await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [waiting] = await db
    .select({ n: count() })
    .from(claims)
    .where(and(eq(claims.userId, userId), eq(claims.kind, kind), eq(claims.status, 'pending')));
  if (Number(waiting?.n ?? 0) >= PENDING_REQUEST_LIMITS[kind]) throw new AppError('CONFLICT', PENDING_LIMIT_MESSAGES[kind]);
}
