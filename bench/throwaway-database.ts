import pg from 'pg';

/** The PostgreSQL server the benches create their databases on (`BENCH_PG_URL`). */
export const PG_SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates an empty database named `<prefix>_<pid>` on the bench server, hands its URL to `use`, then drops it. */
export async function withThrowawayDatabase<T>(prefix: string, use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_SERVER_URL);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
