import { and, eq, inArray } from 'drizzle-orm';
import { formatUsPhone } from '#shared/owners.js';
import type { DbOrTx } from '../db/connect.js';
import { businesses, cities } from '../db/schema.js';
import { zipOfAddress } from '../geo/zip-centroids.js';
import { DuplicateFinder, nameAddressKey } from '../import/duplicates.js';
import { isPublicListing } from '../listings/visibility.js';

type Listing = { id: number | null; name: string; address: string; phone: string };

/**
 * The listings each given one may duplicate, by the import's rules (import/duplicates.ts: the normalised phone, or
 * name + street + ZIP code), in one batch: two statements however many. A listing never matches itself; matches
 * among the given ones are not reported. Keyed by the position of each given listing.
 */
export async function duplicatesOf(db: DbOrTx, listings: readonly Listing[]): Promise<Map<number, number>> {
  const rows = listings.map((listing, line) => ({
    line,
    name: listing.name,
    phone: formatUsPhone(listing.phone) ?? listing.phone,
    key: nameAddressKey(listing.name, listing.address.split(',')[0] ?? '', zipOfAddress(listing.address) ?? ''),
    existingId: listing.id,
  }));
  const found = await new DuplicateFinder().findInBatch(db, rows);
  const matches = new Map<number, number>();
  for (const [line, duplicate] of found) if (duplicate.existingId !== null) matches.set(line, duplicate.existingId);
  return matches;
}

/** A public listing that the one being listed or claimed may duplicate, as the owner's form shows it; or null. */
export async function publicDuplicateOf(db: DbOrTx, listing: Listing) {
  const existingId = (await duplicatesOf(db, [listing])).get(0);
  if (existingId === undefined) return null;
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, address: businesses.address, city: cities.name, state: cities.state, isClaimed: businesses.isClaimed })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(and(eq(businesses.id, existingId), isPublicListing))
    .limit(1);
  return row ?? null;
}

/** 'Possible duplicate of #N' warnings for queue items, by business id (one batch for the whole queue). */
export async function duplicateWarnings(db: DbOrTx, ids: readonly number[]): Promise<Map<number, { id: number; text: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, address: businesses.address, phone: businesses.phone })
    .from(businesses)
    .where(inArray(businesses.id, [...new Set(ids)]));
  const found = await duplicatesOf(db, rows);
  const warnings = new Map<number, { id: number; text: string }>();
  rows.forEach((row, line) => {
    const other = found.get(line);
    if (other !== undefined) warnings.set(row.id, { id: other, text: `Possible duplicate of #${other}.` });
  });
  return warnings;
}
