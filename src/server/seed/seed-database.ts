import type { Db } from '../db/connect.js';

export type SeedProgress = (label: string, done: number, total: number) => void;
export type SeedSummary = { cities: number; services: number; businesses: number; reviews: number };

/** Loads reference data (cities, services) and the deterministic demo listings into an empty database. */
export async function seedDatabase(_db: Db, _options: { onProgress?: SeedProgress } = {}): Promise<SeedSummary> {
  return { cities: 0, services: 0, businesses: 0, reviews: 0 };
}
