import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';
import type { MediaStore } from '../media/store.js';
import { seedProgressBar } from './progress-bar.js';
import { AlreadySeededError, countCities, seedDatabase } from './seed-database.js';

/** `demo`: SEED_DEMO (false: the reference data only). */
export type EnsureSeededOptions = { log: FastifyBaseLogger; progressBar: boolean; demo: boolean; mediaStore?: MediaStore };

/** Seeds reference data, and demo data unless asked not to, into an empty database; a seeded one is left alone. */
export async function ensureSeeded(db: Db, options: EnsureSeededOptions): Promise<void> {
  const { log } = options;
  if ((await countCities(db)) > 0) {
    log.debug('Database already seeded');
    return;
  }
  log.info(options.demo ? 'Empty database: seeding reference and demo data' : 'Empty database: seeding reference data (SEED_DEMO=false: no demo listings)');
  const started = performance.now();
  const bar = options.progressBar ? seedProgressBar() : undefined;
  try {
    const summary = await seedDatabase(db, { onProgress: bar?.onProgress, demo: options.demo, mediaStore: options.mediaStore });
    bar?.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log.info(
      { ...summary, seconds: Number(seconds) },
      `Seeded ${summary.cities} cities, ${summary.services} services, ${summary.businesses} businesses and ${summary.reviews} reviews in ${seconds} s`,
    );
  } catch (error) {
    bar?.stop();
    // Another process seeded the same database between our check and our lock: nothing left to do.
    if (error instanceof AlreadySeededError) {
      log.info('Database was seeded by another process');
      return;
    }
    throw error;
  }
}
