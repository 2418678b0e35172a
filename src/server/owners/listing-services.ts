import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { UNKNOWN_SERVICE_MESSAGE } from '#shared/owners.js';
import type { DbOrTx } from '../db/connect.js';
import { businessServices, services } from '../db/schema.js';
import { AppError } from '../errors.js';

/** Refuses (400, naming `field`) a list that holds a service the catalog does not know. */
export async function requireKnownServices(db: DbOrTx, serviceIds: number[], field: string): Promise<void> {
  const known = await db.select({ id: services.id }).from(services).where(inArray(services.id, serviceIds));
  if (known.length !== serviceIds.length) throw new AppError('BAD_REQUEST', UNKNOWN_SERVICE_MESSAGE, { [field]: 'Unknown service' });
}

/** Service names in the catalog's order, joined: how a change of services is recorded for the owner to read. */
async function namesOf(db: DbOrTx, serviceIds: number[]): Promise<string> {
  if (serviceIds.length === 0) return '';
  const rows = await db
    .select({ name: services.name })
    .from(services)
    .where(inArray(services.id, serviceIds))
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));
  return rows.map((row) => row.name).join(', ');
}

/**
 * Makes `serviceIds` the business's services: removes the others, adds the missing ones. The pair rows' copies of
 * the business and the pairs' figures follow by trigger (decision 0009). Answers the old and new names, or null
 * when the set did not change. Runs in the caller's transaction.
 */
export async function replaceServices(tx: DbOrTx, businessId: number, serviceIds: number[]): Promise<{ oldValue: string; newValue: string } | null> {
  await requireKnownServices(tx, serviceIds, 'serviceIds');
  const current = (await tx.select({ id: businessServices.serviceId }).from(businessServices).where(eq(businessServices.businessId, businessId))).map(
    (row) => row.id,
  );
  const added = serviceIds.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !serviceIds.includes(id));
  if (added.length === 0 && removed.length === 0) return null;
  const oldValue = await namesOf(tx, current);
  if (removed.length > 0) {
    await tx.delete(businessServices).where(and(eq(businessServices.businessId, businessId), notInArray(businessServices.serviceId, serviceIds)));
  }
  if (added.length > 0) await tx.insert(businessServices).values(added.map((serviceId) => ({ businessId, serviceId })));
  return { oldValue, newValue: await namesOf(tx, serviceIds) };
}
