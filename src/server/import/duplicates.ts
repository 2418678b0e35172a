import { inArray, sql } from 'drizzle-orm';
import type { ImportDuplicate } from '#shared/import.js';
import type { DbOrTx } from '../db/connect.js';
import { businesses } from '../db/schema.js';
import { zipOfAddress } from '../geo/zip-centroids.js';

/** '120 Main St.' and '120  main st' are one street. */
const streetKey = (street: string) => street.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
/** Name + street + ZIP code: the second way a row may already be listed. */
export const nameAddressKey = (name: string, street: string, zip: string) => `${name.toLowerCase().replace(/\s+/g, ' ').trim()}|${streetKey(street)}|${zip}`;
/** A stored address's street is its first part: '120 Main St' of '120 Main St, Austin, TX 78701'. */
const storedKey = (name: string, address: string) => nameAddressKey(name, address.split(',')[0] ?? '', zipOfAddress(address) ?? '');

type Candidate = { line: number; name: string; phone: string; key: string; existingId: number | null };

/**
 * Finds possible duplicates by normalised phone (the listing schema formats every phone as '(512) 555-0123') and by
 * name + street + ZIP code: against the listings of the database (one query per key kind and batch, on indexes) and
 * against earlier rows of the same file. A row that updates its own listing (`existingId`) never matches itself.
 */
export class DuplicateFinder {
  /** Earlier rows of the file, by phone and by name key: a few dozen bytes a row. */
  private readonly phones = new Map<string, number>();
  private readonly keys = new Map<string, number>();

  async findInBatch(db: DbOrTx, rows: readonly Candidate[]): Promise<Map<number, ImportDuplicate>> {
    const found = new Map<number, ImportDuplicate>();
    if (rows.length === 0) return found;
    const phones = [...new Set(rows.map((row) => row.phone))];
    const names = [...new Set(rows.map((row) => row.name.toLowerCase()))];
    const [byPhone, byName] = await Promise.all([
      db.select({ id: businesses.id, phone: businesses.phone }).from(businesses).where(inArray(businesses.phone, phones)),
      db
        .select({ id: businesses.id, name: businesses.name, address: businesses.address })
        .from(businesses)
        .where(inArray(sql`lower(${businesses.name})`, names)),
    ]);
    const phoneIds = new Map<string, number[]>();
    for (const listing of byPhone) phoneIds.set(listing.phone, [...(phoneIds.get(listing.phone) ?? []), listing.id]);
    const keyIds = new Map<string, number[]>();
    for (const listing of byName) {
      const key = storedKey(listing.name, listing.address);
      keyIds.set(key, [...(keyIds.get(key) ?? []), listing.id]);
    }
    for (const row of rows) {
      const other = (ids: number[] | undefined) => ids?.find((id) => id !== row.existingId);
      const existingByPhone = other(phoneIds.get(row.phone));
      const existingByKey = other(keyIds.get(row.key));
      const earlierByPhone = this.phones.get(row.phone);
      const earlierByKey = this.keys.get(row.key);
      const duplicate: ImportDuplicate | null =
        existingByPhone !== undefined ? { line: row.line, name: row.name, matchedBy: 'phone', existingId: existingByPhone, existingLine: null }
        : existingByKey !== undefined ? { line: row.line, name: row.name, matchedBy: 'name and address', existingId: existingByKey, existingLine: null }
        : earlierByPhone !== undefined ? { line: row.line, name: row.name, matchedBy: 'phone', existingId: null, existingLine: earlierByPhone }
        : earlierByKey !== undefined ? { line: row.line, name: row.name, matchedBy: 'name and address', existingId: null, existingLine: earlierByKey }
        : null;
      if (duplicate) {
        found.set(row.line, duplicate);
        continue;
      }
      this.phones.set(row.phone, row.line);
      this.keys.set(row.key, row.line);
    }
    return found;
  }
}
