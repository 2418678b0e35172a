import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { IMPORT_REPORT_MAX_ITEMS, type ImportDuplicate, type ImportProblem, type ImportReport } from '#shared/import.js';
import { listCities, listServices } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import { cellsOf, readHeader, type ColumnIndex } from './columns.js';
import { csvRecords } from './csv-rows.js';
import { DuplicateFinder, nameAddressKey } from './duplicates.js';
import type { NewCity } from './new-city.js';
import { ImportCatalog, validateRow, type ValidRow } from './validate-row.js';
import { listingsBySource, sameListing, storedListing, writeBatch, type ListingUpdate, type NewListing } from './write-batch.js';

export type ImportOptions = {
  /** false: a dry run that reads and checks everything and writes nothing. */
  apply: boolean;
  /** Whether a city the directory does not list yet is added (else its rows are refused). */
  addCities: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  /** Called after each row read (throttle it yourself). */
  onProgress?: (rows: number) => void;
};

/** What the import wrote, for the caller to invalidate the public cache with. */
export type ImportTouched = { cityIds: Set<number>; updatedIds: number[]; created: number; citiesAdded: boolean };

type Pending = { line: number; row: ValidRow };

const ANALYZE_EVERY_ROWS = 20_000;

/**
 * Imports listings from a CSV stream (src/shared/import.ts names the columns): every row checked as a listing made
 * on the site, possible duplicates reported and skipped, an already imported `source_id` updated (a re-run of the
 * same file changes nothing). Rows are read one at a time and written in batches, each in its own transaction, so
 * memory stays flat however long the file (only the file's phone and name keys are kept, for duplicates within it).
 * A dry run does all but the writes.
 */
export async function importListings(db: Db, input: Readable, options: ImportOptions): Promise<{ report: ImportReport; touched: ImportTouched }> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 1000;
  const catalog = new ImportCatalog(await listCities(db), await listServices(db), options.addCities);
  const duplicates = new DuplicateFinder();
  const problems: ImportProblem[] = [];
  const duplicateRows: ImportDuplicate[] = [];
  const counts = { rows: 0, created: 0, updated: 0, unchanged: 0, refused: 0, duplicates: 0 };
  const touched: ImportTouched = { cityIds: new Set(), updatedIds: [], created: 0, citiesAdded: false };
  const seenSources = new Map<string, number>();
  /** Planned (negative) city ids to the ids written. */
  const writtenCities = new Map<number, number>();
  let writing: Promise<void> = Promise.resolve();
  let sinceAnalyze = 0;
  /** Planned cities some created or updated row uses (a city planned for a row refused later is not added). */
  const usedCities = new Set<number>();
  let truncated = false;
  const keep = <T>(list: T[], items: T[]) => {
    for (const item of items) {
      if (list.length < IMPORT_REPORT_MAX_ITEMS) list.push(item);
      else truncated = true;
    }
  };

  async function flush(pending: Pending[]) {
    if (pending.length === 0) return;
    const existing = await listingsBySource(db, pending.flatMap(({ row }) => (row.sourceId ? [row.sourceId] : [])));
    const found = await duplicates.findInBatch(
      db,
      pending.map(({ line, row }) => ({
        line,
        name: row.listing.name,
        phone: row.listing.phone,
        key: nameAddressKey(row.listing.name, row.street, row.zip),
        existingId: row.sourceId ? existing.get(row.sourceId)?.id ?? null : null,
      })),
    );
    const created: NewListing[] = [];
    const updated: ListingUpdate[] = [];
    for (const { line, row } of pending) {
      const duplicate = found.get(line);
      if (duplicate) {
        counts.duplicates += 1;
        keep(duplicateRows, [duplicate]);
        continue;
      }
      const current = row.sourceId ? existing.get(row.sourceId) : undefined;
      if (!current) {
        created.push({ sourceId: row.sourceId, listing: row.listing });
      } else if (current.ownerId !== null) {
        // Its owner claimed it and keeps it up to date on the site: the file no longer speaks for it.
        counts.refused += 1;
        keep(problems, [{ line, column: 'source_id', message: `Listing ${current.id} was claimed by its owner, who now edits it; the row was not applied.` }]);
      } else if (sameListing(current, storedListing(row.listing), row.listing.serviceIds)) {
        counts.unchanged += 1;
      } else {
        updated.push({ id: current.id, listing: row.listing });
        touched.cityIds.add(current.cityId);
      }
    }
    counts.created += created.length;
    counts.updated += updated.length;
    for (const { listing } of [...created, ...updated]) if (listing.cityId < 0) usedCities.add(listing.cityId);
    if (!options.apply) return;
    const newCities = new Map<number, NewCity>();
    for (const { listing } of [...created, ...updated]) if (listing.cityId < 0) newCities.set(listing.cityId, catalog.added.get(listing.cityId)!);
    // One write at a time, in file order, while the next batch is read and checked (PostgreSQL works on another
    // core meanwhile). Duplicates between batches are still found: the finder keeps the file's earlier rows.
    await writing;
    writing = write(created, updated, newCities);
    writing.catch(() => undefined); // Awaited (and thrown) at the next batch or the end.
  }

  async function write(created: NewListing[], updated: ListingUpdate[], newCities: Map<number, NewCity>) {
    const added = new Set([...newCities.keys()].filter((plannedId) => !writtenCities.has(plannedId)));
    await db.transaction((tx) => writeBatch(tx, { cities: newCities, created, updated }, writtenCities));
    if (added.size > 0) touched.citiesAdded = true;
    for (const { listing } of [...created, ...updated]) touched.cityIds.add(writtenCities.get(listing.cityId) ?? listing.cityId);
    touched.updatedIds.push(...updated.map((update) => update.id));
    touched.created += created.length;
    // A bulk load outgrows the planner's statistics long before autovacuum notices: refresh them every
    // ANALYZE_EVERY_ROWS new listings, so the next batches' look-ups (and the site's pages) keep using the indexes.
    sinceAnalyze += created.length;
    if (sinceAnalyze >= ANALYZE_EVERY_ROWS) {
      sinceAnalyze = 0;
      await db.execute(sql`analyze businesses, business_services`);
    }
  }

  let index: ColumnIndex | null = null;
  let pending: Pending[] = [];
  for await (const { line, cells } of csvRecords(input)) {
    if (!index) {
      const header = readHeader(cells);
      if (header.problems.length > 0) {
        keep(problems, header.problems);
        break;
      }
      index = header.index;
      continue;
    }
    counts.rows += 1;
    options.onProgress?.(counts.rows);
    const checked = validateRow(line, cellsOf(cells, index), catalog);
    if (!checked.ok) {
      counts.refused += 1;
      keep(problems, checked.problems);
      continue;
    }
    const { sourceId } = checked.row;
    if (sourceId) {
      const earlier = seenSources.get(sourceId);
      if (earlier !== undefined) {
        counts.refused += 1;
        keep(problems, [{ line, column: 'source_id', message: `The source_id ${sourceId} is already used on line ${earlier}.` }]);
        continue;
      }
      seenSources.set(sourceId, line);
    }
    pending.push({ line, row: checked.row });
    if (pending.length >= batchSize) {
      await flush(pending);
      pending = [];
    }
  }
  if (!index && problems.length === 0) problems.push({ line: 1, column: 'row', message: 'The file is empty: it needs a header line and at least one row.' });
  await flush(pending);
  await writing;

  const report: ImportReport = {
    applied: options.apply,
    ...counts,
    newCities: [...catalog.added].filter(([plannedId]) => usedCities.has(plannedId)).map(([, city]) => city).map(({ name, state, timeZone }) => ({ name, state, timeZone })),
    problems,
    duplicateRows,
    truncated,
    seconds: Math.round(performance.now() - started) / 1000,
  };
  return { report, touched };
}
