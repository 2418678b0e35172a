import pg from 'pg';

/** An arbitrary, fixed key: every app process on the database takes the same lock. */
const STARTUP_LOCK_KEY = 727_001;

/**
 * Runs `prepare` (migrations, seeding) while holding a PostgreSQL advisory lock, so app processes starting together
 * (cluster workers, several machines) prepare the database one at a time: the first migrates and seeds, the others
 * then find nothing left to do. The lock lives on a connection of its own and ends with it. PGlite is one process:
 * no lock needed.
 */
export async function withStartupLock<T>(databaseUrl: string | undefined, prepare: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return prepare();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await prepare();
  } finally {
    await client.end().catch(() => {});
  }
}
