import { eq, inArray, sql } from 'drizzle-orm';
import { storedPrices } from '#shared/owners.js';
import { sortSchedule } from '#shared/hours/week.js';
import type { DbOrTx, Tx } from '../db/connect.js';
import { businessServices, businesses, cities } from '../db/schema.js';
import { positionOfAddress } from '../geo/zip-centroids.js';
import { replaceServices } from '../owners/listing-services.js';
import { insertRows, insertRowsReturning } from '../seed/batch-insert.js';
import type { NewCity } from './new-city.js';
import type { ListingOfRow } from './validate-row.js';

/** The columns an import writes, as `businesses` stores them. */
export function storedListing(listing: ListingOfRow) {
  return {
    name: listing.name,
    address: listing.address,
    phone: listing.phone,
    website: listing.website ?? null,
    description: listing.description ?? null,
    weeklyHours: listing.schedule ? sortSchedule(listing.schedule) : null,
    ...storedPrices(listing.priceMin, listing.priceMax),
    isMobile: listing.isMobile,
    cityId: listing.cityId,
  };
}
type Stored = ReturnType<typeof storedListing>;

/** Key order does not matter (jsonb keeps its own). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

export type ImportedListing = Stored & { id: number; ownerId: number | null; serviceIds: number[] };

/** The listings imported before under these source ids, with what an update compares. */
export async function listingsBySource(db: DbOrTx, sourceIds: string[]): Promise<Map<string, ImportedListing>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: businesses.id,
      sourceId: businesses.sourceId,
      name: businesses.name,
      address: businesses.address,
      phone: businesses.phone,
      website: businesses.website,
      description: businesses.description,
      weeklyHours: businesses.weeklyHours,
      priceMin: businesses.priceMin,
      priceMax: businesses.priceMax,
      isMobile: businesses.isMobile,
      cityId: businesses.cityId,
      ownerId: businesses.ownerId,
      serviceIds: sql<number[]>`coalesce((select array_agg(${businessServices.serviceId} order by ${businessServices.serviceId}) from ${businessServices} where ${businessServices.businessId} = ${businesses.id}), '{}')`,
    })
    .from(businesses)
    .where(inArray(businesses.sourceId, sourceIds));
  return new Map(rows.map(({ sourceId, ...listing }) => [sourceId!, listing]));
}

/** Whether writing `next` over the imported listing would change anything a visitor sees. */
export function sameListing(current: ImportedListing, next: Stored, serviceIds: number[]): boolean {
  const fields = Object.keys(next) as (keyof Stored)[];
  const sameFields = fields.every((field) => canonical(current[field]) === canonical(next[field]));
  return sameFields && canonical([...current.serviceIds].sort((a, b) => a - b)) === canonical([...serviceIds].sort((a, b) => a - b));
}

export type NewListing = { sourceId: string | null; listing: ListingOfRow };
export type ListingUpdate = { id: number; listing: ListingOfRow };

/**
 * Writes one batch in the caller's transaction: the cities it is the first to use, its new listings (public,
 * unclaimed, unverified, placed by ZIP code) with their services, and its updates. `cityIds` maps planned city ids
 * (negative) to written ones across batches; this batch's new cities are added to it. Answers the new listings' ids.
 */
export async function writeBatch(
  tx: Tx,
  batch: { cities: Map<number, NewCity>; created: NewListing[]; updated: ListingUpdate[] },
  cityIds: Map<number, number>,
): Promise<number[]> {
  for (const [plannedId, city] of batch.cities) {
    if (cityIds.has(plannedId)) continue;
    const [row] = await tx.insert(cities).values(city).returning({ id: cities.id });
    cityIds.set(plannedId, row!.id);
  }
  const cityOf = (listing: ListingOfRow) => ({ ...listing, cityId: cityIds.get(listing.cityId) ?? listing.cityId });
  let createdIds: number[] = [];
  if (batch.created.length > 0) {
    // One statement and one bind parameter a batch (seed/batch-insert.ts): binding 15 values a row cost more than the rows.
    const inserted = await insertRowsReturning<{ id: number; phone: string }>(
      tx,
      businesses,
      batch.created.map(({ sourceId, listing }) => ({
        ...storedListing(cityOf(listing)),
        sourceId,
        // Public at once, for owners to claim: nobody owns or verified an imported listing.
        status: 'approved',
        ownerId: null,
        isClaimed: false,
        isVerified: false,
        ...positionOfAddress(listing.address),
      })),
      sql`${businesses.id} as id, ${businesses.phone} as phone`,
    );
    // Matched by phone, unique within a batch (duplicates are never inserted), not by the order rows come back in.
    const idOfPhone = new Map(inserted.map((row) => [row.phone, row.id]));
    createdIds = batch.created.map(({ listing }) => idOfPhone.get(listing.phone)!);
    const pairs = batch.created.flatMap(({ listing }, index) => listing.serviceIds.map((serviceId) => ({ businessId: createdIds[index]!, serviceId })));
    await insertRows(tx, businessServices, pairs);
  }
  for (const { id, listing } of batch.updated) {
    await tx
      .update(businesses)
      .set({ ...storedListing(cityOf(listing)), ...positionOfAddress(listing.address), updatedAt: new Date() })
      .where(eq(businesses.id, id));
    await replaceServices(tx, id, listing.serviceIds);
  }
  return createdIds;
}
