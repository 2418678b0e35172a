import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { LISTING_STATUSES, type Business, type ListingStatus } from '#shared/listings.js';
import { sortSchedule, type WeeklySchedule } from '#shared/hours/week.js';
import {
  ANALYTICS_WINDOW_DAYS,
  EDITABLE_FIELDS,
  IDENTITY_FIELDS,
  PRICE_ORDER_MESSAGE,
  RESUBMISSION_LIMIT,
  SERVICES_FIELD,
  pricesOutOfOrder,
  storedPrices,
  type DashboardResponse,
  type OwnerBusinessSummary,
  type UpdateBusinessInput,
} from '#shared/owners.js';
import type { Db } from '../db/connect.js';
import { businessUpdates, businesses, cities, claims } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { positionOfAddress } from '../geo/zip-centroids.js';
import { getDailyStats } from '../listings/analytics-service.js';
import { queueSubmissionMail } from '../mail/notify.js';
import { getBusinessDetail } from '../listings/service.js';
import { pendingChangesOf } from './pending-changes.js';
import { ownerViewer } from '../auth/viewer.js';
import { cityForAddress } from './listing-place.js';
import { replaceServices } from './listing-services.js';

/** Everything the owner dashboard shows. The caller has checked that `ownerId` owns the business. */
export async function getDashboard(db: Db, ownerId: number, businessId: number): Promise<DashboardResponse> {
  const { business, city, services, moderation } = await getBusinessDetail(db, businessId, ownerViewer(ownerId));
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
      rejectionReason: businessUpdates.rejectionReason,
    })
    .from(businessUpdates)
    .where(eq(businessUpdates.businessId, businessId))
    .orderBy(desc(businessUpdates.submittedAt), desc(businessUpdates.id));
  const { views, clicks } = await getDailyStats(db, businessId, ANALYTICS_WINDOW_DAYS);
  const [counted] = await db.select({ resubmissions: businesses.resubmissions }).from(businesses).where(eq(businesses.id, businessId));
  const rejectedAt = moderation?.status === 'rejected' ? await lastListingDecision(db, businessId) : null;
  // The history is newest first; each field named once, in the order it was last changed.
  const changedSinceRejection = rejectedAt
    ? [...new Set(updateRows.filter((row) => row.submittedAt > rejectedAt).map((row) => row.fieldName))]
    : [];
  return {
    business,
    city,
    services,
    claims: claimRows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })),
    updates: updateRows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })),
    stats: { views, clicks, rating: business.rating, reviewCount: business.reviewCount },
    moderation,
    resubmissionsLeft: Math.max(0, RESUBMISSION_LIMIT - (counted?.resubmissions ?? 0)),
    changedSinceRejection,
  };
}

/** When staff decided the listing's latest verification (its rejection, for a rejected listing). */
async function lastListingDecision(db: Db, businessId: number): Promise<Date | null> {
  const [last] = await db
    .select({ decidedAt: claims.decidedAt })
    .from(claims)
    .where(and(eq(claims.businessId, businessId), eq(claims.kind, 'listing')))
    .orderBy(desc(claims.submittedAt), desc(claims.id))
    .limit(1);
  return last?.decidedAt ?? null;
}

type EditableField = (typeof EDITABLE_FIELDS)[number];
type EditableValue = string | number | boolean | WeeklySchedule | null;
/** The contract's field names are the columns' but for hours, whose column is the weekly schedule. */
const columnOf = (field: EditableField) => (field === 'hours' ? 'weeklyHours' : field);
/** What the edit sets a field to; hours come as the schedule the edit resolved (from `schedule` or `hours` text). */
const givenValue = (input: UpdateBusinessInput, field: EditableField) => (field === 'hours' ? input.schedule : input[field]);

const asListingStatus = (status: string): ListingStatus => (LISTING_STATUSES as readonly string[]).includes(status) ? (status as ListingStatus) : 'pending';

// A schedule is recorded as its JSON, days in a fixed order, so equal schedules compare equal as text.
const asText = (value: EditableValue) => (value === null ? null : typeof value === 'object' ? JSON.stringify(sortSchedule(value)) : String(value));

const isIdentityField = (field: EditableField) => (IDENTITY_FIELDS as readonly string[]).includes(field);

/** What an edit did: the business as its owner now sees it, and the city it left when it moved (its pages changed too). */
export type BusinessEdit = { business: Business; formerCityId: number | null };

/**
 * Applies the owner's edits and records one business update per field whose value really changed, in the same
 * transaction. On a verified listing, identity changes (name, address, phone, website, city) are recorded 'pending'
 * for staff and the public keeps the old value until they approve; a newer change of the same field replaces a
 * pending one (withdrawn), and going back to the live value simply withdraws it. Everything else (services and the
 * mobile flag included) goes live at once. A changed address or city must agree with each other (listing-place.ts),
 * as the owner will have them once staff approve what waits.
 */
export async function updateBusiness(db: Db, ownerId: number, businessId: number, input: UpdateBusinessInput): Promise<BusinessEdit> {
  let formerCityId: number | null = null;
  const place = await locationOf(db, businessId, input);
  if (place) await cityForAddress(db, place.cityId, place.address, { cityId: 'cityId', address: 'address' });
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).limit(1).for('update');
    if (!current) throw notFound('Business');
    if (current.ownerId !== ownerId) throw new AppError('FORBIDDEN', 'You do not have access to this business.');
    const priceMin = input.priceMin === undefined ? current.priceMin : input.priceMin;
    const priceMax = input.priceMax === undefined ? current.priceMax : input.priceMax;
    if (pricesOutOfOrder(priceMin, priceMax)) throw new AppError('BAD_REQUEST', PRICE_ORDER_MESSAGE, { priceMin: PRICE_ORDER_MESSAGE });
    // The edit sets what the prices mean (a 0 a form sends for an empty field is no price), field by field.
    const prices = storedPrices(priceMin, priceMax);
    if (prices.priceMin !== priceMin) input = { ...input, priceMin: prices.priceMin };
    if (prices.priceMax !== priceMax) input = { ...input, priceMax: prices.priceMax };

    const reviewed = current.isVerified && current.status === 'approved';
    const pending = await tx
      .select({ id: businessUpdates.id, fieldName: businessUpdates.fieldName, newValue: businessUpdates.newValue })
      .from(businessUpdates)
      .where(and(eq(businessUpdates.businessId, businessId), eq(businessUpdates.status, 'pending')));
    const changes: Partial<Record<ReturnType<typeof columnOf>, EditableValue>> = {};
    const history: (typeof businessUpdates.$inferInsert)[] = [];
    const withdrawn: number[] = [];
    for (const field of EDITABLE_FIELDS) {
      const given = givenValue(input, field);
      if (given === undefined) continue;
      const next: EditableValue = given !== null && typeof given === 'object' ? sortSchedule(given) : given;
      const previous: EditableValue = current[columnOf(field)];
      const waiting = pending.find((update) => update.fieldName === field);
      if (waiting && waiting.newValue === asText(next)) continue;
      if (waiting) withdrawn.push(waiting.id);
      if (asText(previous) === asText(next)) continue;
      const held = reviewed && isIdentityField(field);
      if (!held) changes[columnOf(field)] = next;
      history.push({
        businessId,
        userId: ownerId,
        fieldName: field,
        oldValue: asText(previous),
        newValue: asText(next),
        status: held ? 'pending' : 'approved',
      });
    }
    const services = input.serviceIds === undefined ? null : await replaceServices(tx, businessId, input.serviceIds);
    if (services) history.push({ businessId, userId: ownerId, fieldName: SERVICES_FIELD, ...services, status: 'approved' });
    if (typeof changes.cityId === 'number' && changes.cityId !== current.cityId) formerCityId = current.cityId;
    if (withdrawn.length > 0) {
      await tx.update(businessUpdates).set({ status: 'withdrawn' }).where(inArray(businessUpdates.id, withdrawn));
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(businesses)
        // Each value passed the contract's schema for its own field.
        .set({
          ...(changes as Partial<typeof businesses.$inferInsert>),
          ...(typeof changes.address === 'string' ? positionOfAddress(changes.address) : {}),
          updatedAt: new Date(),
        })
        .where(eq(businesses.id, businessId));
    }
    if (history.length > 0) await tx.insert(businessUpdates).values(history);
    if (history.some((update) => update.status === 'pending')) {
      await queueSubmissionMail(tx, { kind: 'change', userId: ownerId, businessId });
    }
  });
  return { business: (await getBusinessDetail(db, businessId, ownerViewer(ownerId))).business, formerCityId };
}

/**
 * The address and city the listing will have once what waits for staff is decided, when the edit changes either;
 * null when it changes neither (a listing whose address predates the rule can still edit its other fields).
 */
async function locationOf(db: Db, businessId: number, input: UpdateBusinessInput): Promise<{ address: string; cityId: number } | null> {
  if (input.address === undefined && input.cityId === undefined) return null;
  const [live] = await db.select({ address: businesses.address, cityId: businesses.cityId }).from(businesses).where(eq(businesses.id, businessId));
  if (!live) return null;
  const waiting = await pendingChangesOf(db, businessId);
  const asked = { address: waiting.address ?? live.address, cityId: waiting.cityId ?? live.cityId };
  const next = { address: input.address ?? asked.address, cityId: input.cityId ?? asked.cityId };
  return next.address === asked.address && next.cityId === asked.cityId ? null : next;
}

/** The owner's businesses, newest first, for the dashboard index. */
export async function listOwnerBusinesses(db: Db, ownerId: number): Promise<OwnerBusinessSummary[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      isVerified: businesses.isVerified,
      isClaimed: businesses.isClaimed,
      status: businesses.status,
      closedAt: businesses.closedAt,
      city: { id: cities.id, name: cities.name, state: cities.state, slug: cities.slug },
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    // A listing merged into another is gone from the owner's list too (its owner was emailed, issue 26).
    .where(and(eq(businesses.ownerId, ownerId), ne(businesses.status, 'merged')))
    .orderBy(desc(businesses.createdAt), desc(businesses.id));
  // A closed listing was approved when staff closed it; `closedAt`, present only then, says it is closed.
  return rows.map(({ closedAt, ...row }) => ({
    ...row,
    status: row.status === 'closed' ? 'approved' : asListingStatus(row.status),
    ...(closedAt ? { closedAt: closedAt.toISOString() } : {}),
  }));
}
