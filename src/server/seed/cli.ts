/**
 * `npm run db:seed [-- --force]`: migrates the configured database and loads the reference and demo data (with
 * SEED_DEMO=false the reference data only).
 * Without --force an already seeded database is refused; with it the seeded tables (and every row that
 * depends on them: claims, updates, stats) are emptied first. Users and sessions are kept.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { connectDatabase, type Database } from '../db/connect.js';
import { createPublicCache, EVERYTHING } from '../http/public-cache-control.js';
import { mediaStoreFor } from '../media/active-store.js';
import { runCli } from '../run-cli.js';
import { seedProgressBar } from './progress-bar.js';
import { AlreadySeededError, seedDatabase } from './seed-database.js';

async function wipeSeededTables(database: Database): Promise<void> {
  await database.db.execute(
    sql`truncate table cities, services, businesses, business_services, reviews restart identity cascade`,
  );
  await database.db.execute(sql`delete from app_meta where key = 'seed'`);
}

async function main(): Promise<number> {
  const force = process.argv.includes('--force');
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const bar = seedProgressBar();
  try {
    await database.migrate();
    if (force) await wipeSeededTables(database);
    const started = performance.now();
    const summary = await seedDatabase(database.db, { onProgress: bar.onProgress, demo: config.SEED_DEMO, mediaStore: mediaStoreFor(config) });
    // App processes running on this database drop every cached public answer.
    await createPublicCache(config, database).invalidate(EVERYTHING);
    bar.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${summary.cities} cities, ${summary.services} services, ${summary.businesses} businesses and ` +
        `${summary.reviews} reviews into ${database.kind} in ${seconds} s`,
    );
    return 0;
  } finally {
    bar.stop();
    await database.close();
  }
}

runCli(main, {
  failure: 'Seeding failed:',
  expected: (error) => (error instanceof AlreadySeededError ? error.message : undefined),
});
