import { and, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type ClaimKind, type DecisionResponse } from '#shared/admin.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { businesses, claimDecisions, claims } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { decisionMail } from '../mail/messages.js';
import { mailContext } from '../mail/notify.js';
import { enqueueMail } from '../mail/outbox.js';

/** What a staff decision says, whatever it decides on (a claim or a listing change). */
export type Verdict = { staffId: number; publicUrl: string } & ({ decision: 'approved' } | { decision: 'rejected'; reason: string });
export type Decision = { claimId: number } & Verdict;

type Decided = { id: number; userId: number; kind: string; rejectionReason: string | null };

const asKind = (kind: string): ClaimKind => (kind === 'listing' ? 'listing' : 'claim');

/** The owner's email about one decision, queued in the decision's transaction. */
async function queueDecisionMail(tx: DbOrTx, claim: Decided, businessId: number, decision: 'approved' | 'rejected', publicUrl: string) {
  const kind = asKind(claim.kind);
  const context = await mailContext(tx, claim.userId, businessId, kind);
  if (!context) return;
  // A rejected claimant does not own the business: their requests, with the reason, are on the dashboard index.
  const link =
    decision === 'rejected' && kind === 'claim' ? `${publicUrl}/dashboard/business` : `${publicUrl}/dashboard/business/${businessId}`;
  await enqueueMail(tx, decisionMail({ ...context, decision, reason: claim.rejectionReason, link }));
}

/**
 * Approves or rejects one pending claim or listing. One transaction: the business row is locked first (so two
 * decisions on claims of one business queue up instead of deadlocking), then a single conditional
 * UPDATE ... WHERE status = 'pending' RETURNING decides; whoever finds the claim no longer pending gets 409 and
 * nothing is applied twice. Effects, the audit rows and the owner's emails commit together with the decision.
 */
export async function decideClaim(db: Db, input: Decision): Promise<DecisionResponse> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ businessId: claims.businessId, userId: claims.userId })
      .from(claims)
      .where(eq(claims.id, input.claimId))
      .limit(1);
    if (!target) throw notFound('Claim');
    if (target.userId === input.staffId) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.ownClaim);
    const [business] = await tx.select().from(businesses).where(eq(businesses.id, target.businessId)).for('update');
    if (!business) throw notFound('Business');

    const rejectionReason = input.decision === 'rejected' ? input.reason : null;
    const [decided] = await tx
      .update(claims)
      .set({ status: input.decision, rejectionReason, decidedAt: sql`now()`, decidedBy: input.staffId })
      .where(and(eq(claims.id, input.claimId), eq(claims.status, 'pending')))
      .returning();
    if (!decided) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyDecided);
    const kind = asKind(decided.kind);

    let rejected: Decided[] = [];
    if (input.decision === 'approved') {
      if (kind === 'claim' && business.isClaimed && business.ownerId !== decided.userId) {
        throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyClaimed);
      }
      await tx
        .update(businesses)
        .set(
          kind === 'listing'
            ? { status: 'approved', isVerified: true, updatedAt: sql`now()` }
            : { ownerId: decided.userId, isClaimed: true, isVerified: true, updatedAt: sql`now()` },
        )
        .where(eq(businesses.id, business.id));
      if (kind === 'claim') {
        rejected = await tx
          .update(claims)
          .set({ status: 'rejected', rejectionReason: ADMIN_MESSAGES.otherClaimApproved, decidedAt: sql`now()`, decidedBy: input.staffId })
          .where(and(eq(claims.businessId, business.id), eq(claims.status, 'pending'), ne(claims.id, decided.id)))
          .returning({ id: claims.id, userId: claims.userId, kind: claims.kind, rejectionReason: claims.rejectionReason });
      }
    }

    if (input.decision === 'rejected' && kind === 'listing') {
      await tx.update(businesses).set({ status: 'rejected', updatedAt: sql`now()` }).where(eq(businesses.id, business.id));
    }

    await tx.insert(claimDecisions).values([
      { claimId: decided.id, businessId: business.id, decision: input.decision, reason: rejectionReason, decidedBy: input.staffId },
      ...rejected.map((claim) => ({
        claimId: claim.id,
        businessId: business.id,
        decision: 'rejected',
        reason: claim.rejectionReason,
        decidedBy: input.staffId,
        causedBy: decided.id,
      })),
    ]);
    await queueDecisionMail(tx, decided, business.id, input.decision, input.publicUrl);
    for (const claim of rejected) await queueDecisionMail(tx, claim, business.id, 'rejected', input.publicUrl);

    const [after] = await tx
      .select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId, isClaimed: businesses.isClaimed, isVerified: businesses.isVerified })
      .from(businesses)
      .where(eq(businesses.id, business.id));
    return {
      claim: {
        id: decided.id,
        kind,
        status: input.decision,
        rejectionReason: decided.rejectionReason,
        decidedAt: decided.decidedAt!.toISOString(),
        decidedBy: input.staffId,
      },
      business: after!,
      rejectedClaimIds: rejected.map((claim) => claim.id),
    };
  });
}
