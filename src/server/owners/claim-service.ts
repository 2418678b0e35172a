import { and, eq } from 'drizzle-orm';
import { CLAIM_MESSAGES, PHONE_VERIFICATION_MESSAGES, type ClaimHistoryItem, type ClaimInput } from '#shared/owners.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { businesses, claims } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { isPublicListing } from '../listings/visibility.js';
import { queueSubmissionMail } from '../mail/notify.js';
import { enforceDocumentQuota } from './document-quota.js';
import { enforcePendingLimit } from './pending-limit.js';
import { announcedBytes, phoneToCall, readDocument, storeDocument, verificationRecord } from './verification.js';

const ALREADY_CLAIMED = 'This business has already been claimed and verified.';
const ALREADY_PENDING = 'You already have a pending claim for this business. Our team will review it within 1-3 business days.';

async function checkClaimable(db: DbOrTx, userId: number, businessId: number, lock: boolean) {
  const query = db
    .select({ isClaimed: businesses.isClaimed, phone: businesses.phone })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublicListing))
    .limit(1);
  // The row lock serialises claims on one business, so a double submit cannot create two pending claims.
  const [business] = lock ? await query.for('update') : await query;
  // A listing still under review is not public, so there is nothing to claim yet.
  if (!business) throw notFound('Business');
  if (business.isClaimed) throw new AppError('CONFLICT', ALREADY_CLAIMED);
  const [pending] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.businessId, businessId), eq(claims.userId, userId), eq(claims.status, 'pending')))
    .limit(1);
  if (pending) throw new AppError('CONFLICT', ALREADY_PENDING);
  return business;
}

/** Records a pending claim (and its document) for staff to decide; the business is unchanged until then. */
export async function submitClaim(db: Db, userId: number, businessId: number, input: ClaimInput): Promise<ClaimHistoryItem> {
  // Cheap checks first, so a refused claim never pays for decoding a 10MB document.
  const business = await checkClaimable(db, userId, businessId, false);
  if (input.verificationMethod === 'phone' && !phoneToCall(input.verificationData, business.phone)) {
    throw new AppError('BAD_REQUEST', PHONE_VERIFICATION_MESSAGES.claimNoPhone, { verificationMethod: PHONE_VERIFICATION_MESSAGES.claimNoPhone });
  }
  await enforcePendingLimit(db, userId, 'claim');
  const bytes = announcedBytes(input.verificationMethod, input.verificationData);
  if (bytes > 0) await enforceDocumentQuota(db, userId, bytes);
  const document = readDocument(input.verificationMethod, input.verificationData, CLAIM_MESSAGES.fileTooLarge, 'verificationData.documentFile');
  const claim = await db.transaction(async (tx) => {
    await checkClaimable(tx, userId, businessId, true);
    await enforcePendingLimit(tx, userId, 'claim', { lock: true });
    if (document) await enforceDocumentQuota(tx, userId, document.size, { lock: true });
    const documentId = await storeDocument(tx, document, userId);
    const [created] = await tx
      .insert(claims)
      .values({
        businessId,
        userId,
        kind: 'claim',
        status: 'pending',
        claimReason: input.claimReason,
        verificationMethod: input.verificationMethod,
        verificationData: verificationRecord(input.verificationMethod, input.verificationData, document, business.phone),
        documentId,
      })
      .returning();
    await queueSubmissionMail(tx, { kind: 'claim', userId, businessId });
    return created!;
  });
  return {
    id: claim.id,
    status: claim.status,
    submittedAt: claim.submittedAt.toISOString(),
    claimReason: claim.claimReason,
    verificationMethod: claim.verificationMethod,
    rejectionReason: claim.rejectionReason,
  };
}
