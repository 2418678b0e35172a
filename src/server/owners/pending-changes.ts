import { and, desc, eq, inArray } from 'drizzle-orm';
import { IDENTITY_FIELDS, type PendingChanges } from '#shared/owners.js';
import type { DbOrTx } from '../db/connect.js';
import { businessUpdates } from '../db/schema.js';

/** The identity changes of a business that wait for staff: per field, the newest pending value asked for. */
export async function pendingChangesOf(db: DbOrTx, businessId: number): Promise<PendingChanges> {
  const rows = await db
    .select({ fieldName: businessUpdates.fieldName, newValue: businessUpdates.newValue })
    .from(businessUpdates)
    .where(and(eq(businessUpdates.businessId, businessId), eq(businessUpdates.status, 'pending'), inArray(businessUpdates.fieldName, [...IDENTITY_FIELDS])))
    .orderBy(desc(businessUpdates.submittedAt), desc(businessUpdates.id));
  const pending: PendingChanges = {};
  for (const { fieldName, newValue } of rows) {
    const field = fieldName as keyof PendingChanges;
    if (field in pending) continue;
    // A city is recorded by its id, as text like every recorded value.
    if (field === 'cityId') pending.cityId = Number(newValue);
    else pending[field] = newValue;
  }
  return pending;
}
