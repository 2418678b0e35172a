import { and, asc, eq, gt } from 'drizzle-orm';
import { DOCUMENT_BYTES_PER_DAY, DOCUMENTS_PER_DAY, documentQuotaMessage } from '#shared/owners.js';
import type { DbOrTx } from '../db/connect.js';
import { users, verificationDocuments } from '../db/schema.js';
import { AppError } from '../errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an upload of `bytes` more fits the account's daily allowance: now when it fits, otherwise the moment enough
 * of the last 24 hours' documents age out. Null means it never fits (it cannot happen: one file is under a day's bytes).
 */
export function quotaRetryAt(recent: { createdAt: Date; size: number }[], bytes: number, now: Date): Date | null {
  let count = recent.length;
  let total = recent.reduce((sum, document) => sum + document.size, 0);
  const fits = () => count + 1 <= DOCUMENTS_PER_DAY && total + bytes <= DOCUMENT_BYTES_PER_DAY;
  if (fits()) return now;
  for (const document of recent) {
    count -= 1;
    total -= document.size;
    if (fits()) return new Date(document.createdAt.getTime() + DAY_MS);
  }
  return null;
}

/**
 * Refuses (429, nothing written) an upload of `bytes` that would take the account past DOCUMENTS_PER_DAY or
 * DOCUMENT_BYTES_PER_DAY over the last 24 hours. Counted from the stored documents, so it holds across sign-ins,
 * sessions and app processes. With `lock` (inside the transaction that stores), the user's row is locked first: two uploads of one account
 * are counted one after the other, never both against the same total.
 */
export async function enforceDocumentQuota(db: DbOrTx, userId: number, bytes: number, options: { lock?: boolean; now?: Date } = {}) {
  const now = options.now ?? new Date();
  if (options.lock) await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const recent = await db
    .select({ createdAt: verificationDocuments.createdAt, size: verificationDocuments.size })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.uploadedBy, userId), gt(verificationDocuments.createdAt, new Date(now.getTime() - DAY_MS))))
    .orderBy(asc(verificationDocuments.createdAt));
  const retryAt = quotaRetryAt(recent, bytes, now);
  if (retryAt === now) return;
  throw new AppError('TOO_MANY_REQUESTS', documentQuotaMessage(retryAt ?? new Date(now.getTime() + DAY_MS), now));
}
