import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db, type DbOrTx } from '../db/connect.js';
import { appMeta, businesses, businessServices, cities, reviews, services } from '../db/schema.js';
import { databaseMediaStore, type MediaStore } from '../media/store.js';
import { insertRows } from './batch-insert.js';
import { seedDemoActivity } from './demo-activity.js';
import { insertDemoAccounts, removeDemoAccounts } from './demo-accounts-rows.js';
import { applyOwnership, planOwnership } from './demo-owners.js';
import { drawDemoPhotos } from './demo-photos.js';
import { CITIES } from './cities-data.js';
import { generateDemoData } from './demo-generator.js';
import { SERVICES } from './services-data.js';

/** Called after every batch; `done` and `total` count rows over the whole seed, `label` names the table. */
export type SeedProgress = (label: string, done: number, total: number) => void;
export type SeedSummary = { cities: number; services: number; businesses: number; reviews: number };

/** The value recorded under app_meta 'seed': bump it whenever the reference or demo data changes. */
export const SEED_VERSION = 'demo-v4';
/** Recorded instead when only the reference data went in (SEED_DEMO=false): the site's listings are real ones. */
export const REFERENCE_SEED_VERSION = 'reference-v3';
/** Rows per INSERT statement: one round trip each, far below PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 1000;
/** Serialises concurrent seeders (several app processes starting on one empty PostgreSQL). */
const SEED_LOCK_KEY = 7_305_001;

export class AlreadySeededError extends Error {
  constructor(cityCount: number) {
    super(
      `Refusing to seed: the database already holds ${cityCount} cities. ` +
        'Run `npm run db:seed -- --force` to wipe the seeded tables and seed again.',
    );
  }
}

export async function countCities(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${cities}`);
  return Number(row?.count ?? 0);
}

/**
 * Loads reference data (cities, services) and, unless `demo` is false, the deterministic demo listings and reviews
 * into an empty database.
 */
export type SeedOptions = {
  onProgress?: SeedProgress;
  demo?: boolean;
  /** Where the demo listings' illustrations go (the app's MEDIA_STORE); the database by default. */
  mediaStore?: MediaStore;
  /** The moment the demo history (requests, analytics) is relative to. */
  now?: Date;
};

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const withDemo = options.demo ?? true;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await countCities(tx);
    if (existing > 0) throw new AlreadySeededError(existing);

    const cityRows = CITIES.map(({ koppen: _koppen, geonamesId: _geonamesId, ...city }, index) => ({ id: index + 1, ...city }));
    const serviceRows = SERVICES.map((service, index) => ({ id: index + 1, ...service }));
    const demo = withDemo ? generateDemoData(cityRows, serviceRows) : { businesses: [], businessServices: [], reviews: [] };
    const version = withDemo ? SEED_VERSION : REFERENCE_SEED_VERSION;
    // The demo accounts go in first: the owned listings name their owners.
    await removeDemoAccounts(tx);
    const ownership = withDemo ? planOwnership(demo, cityRows) : undefined;
    const userIds = ownership ? await insertDemoAccounts(tx, ownership) : new Map<string, number>();
    const primaryOf = new Map<number, number>();
    for (const row of demo.businessServices) if (!primaryOf.has(row.businessId)) primaryOf.set(row.businessId, row.serviceId);
    if (ownership) applyOwnership(demo.businesses, ownership, userIds);
    // Drawn while the rows go in; a failed seed still waits for it (no unhandled rejection), stored at the end.
    const photos = ownership ? drawDemoPhotos(demo.businesses, ownership.mainListings, primaryOf, serviceRows) : Promise.resolve([]);
    photos.catch(() => undefined);
    const plan: [string, PgTable, readonly object[]][] = [
      ['cities', cities, cityRows],
      ['services', services, serviceRows],
      ['businesses', businesses, demo.businesses],
      ['business services', businessServices, demo.businessServices],
      ['reviews', reviews, demo.reviews],
    ];
    const total = plan.reduce((sum, [, , rows]) => sum + rows.length, 0);
    let done = 0;
    for (const [label, table, rows] of plan) {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        const batch = rows.slice(start, start + BATCH_SIZE);
        await insertRows(tx, table, batch as Record<string, unknown>[]);
        done += batch.length;
        options.onProgress?.(label, done, total);
      }
    }
    // Rows went in with explicit ids: move each sequence past them so later inserts get fresh ids.
    for (const table of ['cities', 'services', 'businesses', 'reviews']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`),
      );
    }
    if (ownership) {
      await seedDemoActivity(tx, {
        plan: ownership,
        userIds,
        businesses: demo.businesses,
        primaryOf,
        services: serviceRows,
        mediaStore: options.mediaStore ?? databaseMediaStore,
        photos,
        now: options.now ?? new Date(),
      });
    }
    await tx
      .insert(appMeta)
      .values({ key: 'seed', value: version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: sql`now()` } });
    return { cities: cityRows.length, services: serviceRows.length, businesses: demo.businesses.length, reviews: demo.reviews.length };
  });
}
