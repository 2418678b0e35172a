import { and, desc, eq, sql } from 'drizzle-orm';
import { RESUBMISSION_LIMIT, RESUBMIT_MESSAGES, type ClaimHistoryItem, type OwnerRequest } from '#shared/owners.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, claims } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { queueSubmissionMail } from '../mail/notify.js';
import { enforcePendingLimit } from './pending-limit.js';

/**
 * Everything the owner has sent for review (new listings and claims), newest first, with its state, dates and the
 * staff reason of a refusal. Only the owner's own requests: other people's claims stay theirs and staff's.
 */
export async function listOwnerRequests(db: Db, userId: number): Promise<OwnerRequest[]> {
  const rows = await db
    .select({
      id: claims.id,
      kind: claims.kind,
      status: claims.status,
      submittedAt: claims.submittedAt,
      decidedAt: claims.decidedAt,
      rejectionReason: claims.rejectionReason,
      business: {
        id: businesses.id,
        name: businesses.name,
        status: businesses.status,
        ownerId: businesses.ownerId,
        isVerified: businesses.isVerified,
      },
      city: { name: cities.name, state: cities.state },
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(eq(claims.userId, userId))
    .orderBy(desc(claims.submittedAt), desc(claims.id));
  return rows.map(({ business, city, ...request }) => ({
    ...request,
    kind: request.kind === 'listing' ? 'listing' : 'claim',
    submittedAt: request.submittedAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    business: {
      id: business.id,
      name: business.name,
      city: city.name,
      state: city.state,
      // The owner's own listing they can open even while hidden; a claimed business only if it is public.
      isPublic: business.status === 'approved',
      isOwner: business.ownerId === userId,
    },
  }));
}

/**
 * Sends a rejected listing back to the staff queue, after the owner fixed it: a new pending verification with the
 * same method and evidence as the last one. At most RESUBMISSION_LIMIT times, so the queue cannot be flooded, and
 * like a new listing only while the owner has fewer than PENDING_REQUEST_LIMITS.listing waiting.
 */
export async function resubmitListing(db: Db, ownerId: number, businessId: number): Promise<ClaimHistoryItem> {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ ownerId: businesses.ownerId, status: businesses.status, resubmissions: businesses.resubmissions })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!business) throw notFound('Business');
    if (business.ownerId !== ownerId) throw new AppError('FORBIDDEN', 'You do not have access to this business.');
    if (business.status !== 'rejected') throw new AppError('CONFLICT', RESUBMIT_MESSAGES.notRejected);
    if (business.resubmissions >= RESUBMISSION_LIMIT) throw new AppError('CONFLICT', RESUBMIT_MESSAGES.limit);
    await enforcePendingLimit(tx, ownerId, 'listing', { lock: true });
    const [last] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.businessId, businessId), eq(claims.kind, 'listing')))
      .orderBy(desc(claims.submittedAt), desc(claims.id))
      .limit(1);
    if (!last) throw new AppError('CONFLICT', RESUBMIT_MESSAGES.notRejected);
    const [created] = await tx
      .insert(claims)
      .values({
        businessId,
        userId: ownerId,
        kind: 'listing',
        status: 'pending',
        claimReason: last.claimReason,
        verificationMethod: last.verificationMethod,
        verificationData: last.verificationData,
        documentId: last.documentId,
      })
      .returning();
    await tx
      .update(businesses)
      .set({ status: 'pending', resubmissions: sql`${businesses.resubmissions} + 1`, updatedAt: sql`now()` })
      .where(eq(businesses.id, businessId));
    await queueSubmissionMail(tx, { kind: 'listing', userId: ownerId, businessId });
    return {
      id: created!.id,
      status: created!.status,
      submittedAt: created!.submittedAt.toISOString(),
      claimReason: created!.claimReason,
      verificationMethod: created!.verificationMethod,
      rejectionReason: null,
    };
  });
}
