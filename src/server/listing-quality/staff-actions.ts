import { and, eq, inArray } from 'drizzle-orm';
import { sortSchedule } from '#shared/hours/week.js';
import {
  APPLIABLE_FIELDS,
  LISTING_REPORT_MESSAGES,
  type ApplyReportPayload,
  type ListingActionResponse,
} from '#shared/listing-reports.js';
import { updateBusinessPayloadSchema } from '#shared/owners.js';
import type { Db, Tx } from '../db/connect.js';
import { businessUpdates, businesses, listingReports } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { positionOfAddress } from '../geo/zip-centroids.js';
import { cityForAddress } from '../owners/listing-place.js';
import { queueReportAppliedMail } from './mail.js';
import { waitingReport } from './queue.js';

export type Site = { name: string; publicUrl: string };
type Decision = 'applied' | 'dismissed' | 'closed' | 'merged';

/** The business row, locked for the action; 404 when there is none. */
export async function lockedListing(tx: Tx, id: number) {
  const [row] = await tx.select().from(businesses).where(eq(businesses.id, id)).limit(1).for('update');
  if (!row) throw notFound('Business');
  return row;
}

/** Decides the listing's waiting reports (those of `kinds` only, when given); answers how many. */
export async function decideReports(tx: Tx, businessId: number, staffId: number, status: Decision, kinds?: string[]): Promise<number> {
  const decided = await tx
    .update(listingReports)
    .set({ status, decidedAt: new Date(), decidedBy: staffId })
    .where(and(eq(listingReports.businessId, businessId), waitingReport, kinds ? inArray(listingReports.kind, kinds) : undefined))
    .returning({ id: listingReports.id });
  return decided.length;
}

const answer = (row: typeof businesses.$inferSelect, decidedReports: number): ListingActionResponse => ({
  business: { id: row.id, status: row.status, closedAt: row.closedAt?.toISOString() ?? null, mergedIntoId: row.mergedIntoId },
  decidedReports,
});

/** A value of one field, checked by the owner's edit rules (the same schema and messages); 400 naming `value`. */
function checkedValue({ field, value }: ApplyReportPayload) {
  const parsed = updateBusinessPayloadSchema.safeParse({ [field]: value });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'This value is not valid.';
    throw new AppError('BAD_REQUEST', message, { value: message });
  }
  return field === 'hours' ? parsed.data.schedule : parsed.data[field];
}

/**
 * Staff set a reported field to the suggested (or corrected) value, through the owner's edit rules: the same
 * validation, an address that lies in the listing's city, its position from the ZIP code, the change in the
 * listing's history. The waiting reports of that kind are decided; a verified owner is emailed and may dispute.
 */
export async function applyReport(db: Db, site: Site, staffId: number, businessId: number, payload: ApplyReportPayload): Promise<ListingActionResponse> {
  const next = checkedValue(payload);
  const [live] = await db.select({ cityId: businesses.cityId }).from(businesses).where(eq(businesses.id, businessId));
  if (!live) throw notFound('Business');
  if (payload.field === 'address') await cityForAddress(db, live.cityId, String(next), { cityId: 'value', address: 'value' });
  const kinds = Object.entries(APPLIABLE_FIELDS).filter(([, field]) => field === payload.field).map(([kind]) => kind);
  return db.transaction(async (tx) => {
    const current = await lockedListing(tx, businessId);
    if (current.status !== 'approved') throw new AppError('CONFLICT', LISTING_REPORT_MESSAGES.notPublic);
    const column = payload.field === 'hours' ? 'weeklyHours' : payload.field;
    const asText = (value: unknown) => (value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value));
    const value = next !== null && typeof next === 'object' ? sortSchedule(next) : (next ?? null);
    const [updated] = await tx
      .update(businesses)
      .set({ [column]: value, ...(payload.field === 'address' ? positionOfAddress(String(value)) : {}), updatedAt: new Date() })
      .where(eq(businesses.id, businessId))
      .returning();
    await tx.insert(businessUpdates).values({
      businessId,
      userId: staffId,
      fieldName: payload.field,
      oldValue: asText(current[column]),
      newValue: asText(value),
      status: 'approved',
      decidedAt: new Date(),
      decidedBy: staffId,
    });
    const decided = await decideReports(tx, businessId, staffId, 'applied', kinds);
    await queueReportAppliedMail(tx, site, businessId, payload.field, payload.value);
    return answer(updated!, decided);
  });
}

/** Staff find nothing to change: every waiting report of the listing is dismissed. */
export async function dismissReports(db: Db, staffId: number, businessId: number): Promise<ListingActionResponse> {
  return db.transaction(async (tx) => {
    const current = await lockedListing(tx, businessId);
    const decided = await decideReports(tx, businessId, staffId, 'dismissed');
    if (decided === 0) throw new AppError('CONFLICT', LISTING_REPORT_MESSAGES.noneOpen);
    return answer(current, decided);
  });
}

/** Permanently closed: the listing leaves every list, count and search; its page stays and says so. */
export async function closeListing(db: Db, staffId: number, businessId: number): Promise<ListingActionResponse> {
  return db.transaction(async (tx) => {
    const current = await lockedListing(tx, businessId);
    if (current.status !== 'approved') throw new AppError('CONFLICT', LISTING_REPORT_MESSAGES.notPublic);
    const [updated] = await tx
      .update(businesses)
      .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
      .where(eq(businesses.id, businessId))
      .returning();
    return answer(updated!, await decideReports(tx, businessId, staffId, 'closed'));
  });
}

/** A closed listing back in every list (it was approved when it closed). */
export async function reopenListing(db: Db, businessId: number): Promise<ListingActionResponse> {
  return db.transaction(async (tx) => {
    const current = await lockedListing(tx, businessId);
    if (current.status !== 'closed') throw new AppError('CONFLICT', LISTING_REPORT_MESSAGES.notClosed);
    const [updated] = await tx
      .update(businesses)
      .set({ status: 'approved', closedAt: null, updatedAt: new Date() })
      .where(eq(businesses.id, businessId))
      .returning();
    return answer(updated!, 0);
  });
}
