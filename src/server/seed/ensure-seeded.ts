import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';

export type EnsureSeededOptions = { log: FastifyBaseLogger; progressBar: boolean };

/** Seeds reference and demo data into an empty database; a seeded one is left alone. */
export async function ensureSeeded(_db: Db, options: EnsureSeededOptions): Promise<void> {
  options.log.warn('Seeding is not implemented yet');
}
