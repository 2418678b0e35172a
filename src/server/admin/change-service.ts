import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, ADMIN_QUEUE_LIMIT, type ChangeDecisionResponse, type ChangeQueueItem } from '#shared/admin.js';
import { IDENTITY_FIELDS, LOCATION_FIELDS } from '#shared/owners.js';
import type { Db } from '../db/connect.js';
import { businessUpdates, businesses, cities, claimDecisions, users } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { decisionMail } from '../mail/messages.js';
import { mailContext } from '../mail/notify.js';
import { positionOfAddress } from '../geo/zip-centroids.js';
import { enqueueMail } from '../mail/outbox.js';
import { queueContext, queueContextColumns } from './queue-context.js';
import type { Verdict } from './decision-service.js';

/** Pending identity changes of verified listings, oldest first, with the live value beside the proposed one. */
export async function pendingChanges(db: Db): Promise<{ count: number; items: ChangeQueueItem[] }> {
  const pending = eq(businessUpdates.status, 'pending');
  const [total] = await db.select({ n: count() }).from(businessUpdates).where(pending);
  const rows = await db
    .select({
      update: businessUpdates,
      ...queueContextColumns,
    })
    .from(businessUpdates)
    .innerJoin(businesses, eq(businesses.id, businessUpdates.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .innerJoin(users, eq(users.id, businessUpdates.userId))
    .where(pending)
    .orderBy(asc(businessUpdates.submittedAt), asc(businessUpdates.id))
    .limit(ADMIN_QUEUE_LIMIT);
  const items = rows.map(({ update, ...context }): ChangeQueueItem => ({
    id: update.id,
    kind: 'change',
    submittedAt: update.submittedAt.toISOString(),
    ...queueContext(context),
    fieldName: update.fieldName,
    oldValue: update.oldValue,
    newValue: update.newValue,
  }));
  return { count: Number(total?.n ?? 0), items };
}

export type ChangeDecision = { updateId: number } & Verdict;
/** The decision's answer, and the city the listing left when an approved city change moved it. */
export type ChangeDecided = ChangeDecisionResponse & { formerCityId: number | null };

type IdentityField = (typeof IDENTITY_FIELDS)[number];
const isIdentityField = (field: string): field is IdentityField => (IDENTITY_FIELDS as readonly string[]).includes(field);
const isLocationField = (field: string) => (LOCATION_FIELDS as readonly string[]).includes(field);

/** The column value a recorded change sets: a city is recorded by its id, as text; the others are text (website may be null). */
function columnValue(field: IdentityField, recorded: string | null) {
  if (field === 'cityId') return { cityId: Number(recorded) };
  return {
    [field]: recorded,
    // A new address moves the listing to its ZIP code's centre (or to nowhere when it names none).
    ...(field === 'address' && recorded !== null ? positionOfAddress(recorded) : {}),
  };
}

/**
 * Approves (the new value goes live) or rejects (the live value stays) one pending listing change, in one
 * transaction with its audit row and the owner's email. The business row is locked first and the update is decided
 * by a conditional UPDATE ... WHERE status = 'pending', so a second decision, or one on a change the owner has
 * since replaced, gets 409. A waiting change of the address and one of the city are decided together (the owner
 * asked for them as one place, checked to agree): approving or rejecting one does the same to the other.
 */
export async function decideChange(db: Db, input: ChangeDecision): Promise<ChangeDecided> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ businessId: businessUpdates.businessId, userId: businessUpdates.userId })
      .from(businessUpdates)
      .where(eq(businessUpdates.id, input.updateId))
      .limit(1);
    if (!target) throw notFound('Change');
    if (target.userId === input.staffId) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.ownClaim);
    const [business] = await tx
      .select({ id: businesses.id, cityId: businesses.cityId })
      .from(businesses)
      .where(eq(businesses.id, target.businessId))
      .for('update');
    if (!business) throw notFound('Business');

    const rejectionReason = input.decision === 'rejected' ? input.reason : null;
    const [decided] = await tx
      .update(businessUpdates)
      .set({ status: input.decision, rejectionReason, decidedAt: sql`now()`, decidedBy: input.staffId })
      .where(and(eq(businessUpdates.id, input.updateId), eq(businessUpdates.status, 'pending')))
      .returning();
    if (!decided) throw new AppError('CONFLICT', ADMIN_MESSAGES.changeAlreadyDecided);
    const together = isLocationField(decided.fieldName)
      ? await tx
          .update(businessUpdates)
          .set({ status: input.decision, rejectionReason, decidedAt: sql`now()`, decidedBy: input.staffId })
          .where(
            and(
              eq(businessUpdates.businessId, business.id),
              eq(businessUpdates.status, 'pending'),
              inArray(businessUpdates.fieldName, [...LOCATION_FIELDS]),
              ne(businessUpdates.id, decided.id),
            ),
          )
          .returning()
      : [];
    if (input.decision === 'approved') {
      const values = [decided, ...together].flatMap((update) => (isIdentityField(update.fieldName) ? [columnValue(update.fieldName, update.newValue)] : []));
      if (values.length > 0) {
        await tx
          .update(businesses)
          .set({ ...Object.assign({}, ...values), updatedAt: sql`now()` })
          .where(eq(businesses.id, business.id));
      }
    }
    await tx.insert(claimDecisions).values(
      [decided, ...together].map((update) => ({
        updateId: update.id,
        businessId: business.id,
        decision: input.decision,
        reason: rejectionReason,
        decidedBy: input.staffId,
      })),
    );
    if (decided.userId !== null) {
      const context = await mailContext(tx, decided.userId, business.id, 'change');
      if (context) {
        const link = `${input.publicUrl}/dashboard/business/${business.id}`;
        const fields = [decided, ...together].map((update) => update.fieldName);
        await enqueueMail(tx, decisionMail({ ...context, decision: input.decision, reason: rejectionReason, link, fields }));
      }
    }
    const [after] = await tx
      .select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId, isClaimed: businesses.isClaimed, isVerified: businesses.isVerified, cityId: businesses.cityId })
      .from(businesses)
      .where(eq(businesses.id, business.id));
    const { cityId, ...answered } = after!;
    return {
      change: {
        id: decided.id,
        fieldName: decided.fieldName,
        status: input.decision,
        rejectionReason,
        decidedAt: decided.decidedAt!.toISOString(),
        decidedBy: input.staffId,
      },
      business: answered,
      formerCityId: cityId === business.cityId ? null : business.cityId,
    };
  });
}
