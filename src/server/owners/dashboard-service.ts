import { and, desc, eq } from 'drizzle-orm';
import type { Business } from '../../shared/listings.js';
import {
  ANALYTICS_WINDOW_DAYS,
  EDITABLE_FIELDS,
  type DashboardResponse,
  type OwnerBusinessSummary,
  type UpdateBusinessInput,
} from '../../shared/owners.js';
import type { Db } from '../db/connect.js';
import { businessUpdates, businesses, cities, claims } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { getDailyStats } from '../listings/analytics-service.js';
import { getBusinessDetail } from '../listings/service.js';

/** Everything the owner dashboard shows. The caller has checked that `ownerId` owns the business. */
export async function getDashboard(db: Db, ownerId: number, businessId: number): Promise<DashboardResponse> {
  const { business, city, services } = await getBusinessDetail(db, businessId);
  const claimRows = await db
    .select({
      id: claims.id,
      status: claims.status,
      submittedAt: claims.submittedAt,
      claimReason: claims.claimReason,
      verificationMethod: claims.verificationMethod,
      rejectionReason: claims.rejectionReason,
    })
    .from(claims)
    // The owner's own claims and listing verification: other people's claims stay private to them and staff.
    .where(and(eq(claims.businessId, businessId), eq(claims.userId, ownerId)))
    .orderBy(desc(claims.submittedAt), desc(claims.id));
  const updateRows = await db
    .select({
      id: businessUpdates.id,
      status: businessUpdates.status,
      submittedAt: businessUpdates.submittedAt,
      fieldName: businessUpdates.fieldName,
      oldValue: businessUpdates.oldValue,
      newValue: businessUpdates.newValue,
    })
    .from(businessUpdates)
    .where(eq(businessUpdates.businessId, businessId))
    .orderBy(desc(businessUpdates.submittedAt), desc(businessUpdates.id));
  const { views, clicks } = await getDailyStats(db, businessId, ANALYTICS_WINDOW_DAYS);
  return {
    business,
    city,
    services,
    claims: claimRows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })),
    updates: updateRows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })),
    stats: { views, clicks, rating: business.rating, reviewCount: business.reviewCount },
  };
}

type EditableField = (typeof EDITABLE_FIELDS)[number];
type EditableValue = string | number | null;

const asText = (value: EditableValue) => (value === null ? null : String(value));

/**
 * Applies the owner's edits and records one business update per field whose value really changed, in the same
 * transaction. Edits go live at once (there is no moderation step for them), so each update is stored 'approved'.
 */
export async function updateBusiness(db: Db, ownerId: number, businessId: number, input: UpdateBusinessInput): Promise<Business> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).limit(1).for('update');
    if (!current) throw notFound('Business');
    if (current.ownerId !== ownerId) throw new AppError('FORBIDDEN', 'You do not have access to this business.');
    const changes: Partial<Record<EditableField, EditableValue>> = {};
    const history: (typeof businessUpdates.$inferInsert)[] = [];
    for (const field of EDITABLE_FIELDS) {
      const next = input[field];
      if (next === undefined) continue;
      const previous: EditableValue = current[field];
      // The form sends an empty price as 0: an unset price saved as 0 is not a change.
      const same = previous === next || ((field === 'priceMin' || field === 'priceMax') && previous === null && next === 0);
      if (same) continue;
      changes[field] = next;
      history.push({ businessId, userId: ownerId, fieldName: field, oldValue: asText(previous), newValue: asText(next), status: 'approved' });
    }
    if (history.length === 0) return;
    await tx
      .update(businesses)
      // Each value passed the contract's schema for its own field.
      .set({ ...(changes as Partial<typeof businesses.$inferInsert>), updatedAt: new Date() })
      .where(eq(businesses.id, businessId));
    await tx.insert(businessUpdates).values(history);
  });
  return (await getBusinessDetail(db, businessId)).business;
}

/** The owner's businesses, newest first, for the dashboard index. */
export async function listOwnerBusinesses(db: Db, ownerId: number): Promise<OwnerBusinessSummary[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      isVerified: businesses.isVerified,
      isClaimed: businesses.isClaimed,
      city: { id: cities.id, name: cities.name, state: cities.state, slug: cities.slug },
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(desc(businesses.createdAt), desc(businesses.id));
  return rows;
}
