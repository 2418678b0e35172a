import pg from 'pg';

/**
 * How a named prepared statement runs: parsed and planned once per connection, then only bound and run
 * (`queryRowsPrepared`, connect.ts; decision record 0023).
 */
export type PreparedRunner = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;

/** Timestamps and dates as the text PostgreSQL sends, as drizzle reads them. */
const { TIMESTAMPTZ, TIMESTAMP, DATE, INTERVAL } = pg.types.builtins;
const KEPT_AS_TEXT: number[] = [TIMESTAMPTZ, TIMESTAMP, DATE, INTERVAL];

/** node-postgres keeps a named statement per pooled connection and parses it on each connection's first use. */
export function postgresRunner(pool: pg.Pool, log: (text: string) => void): PreparedRunner {
  const keepText = (value: string) => value;
  const typeParsers = {
    getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
      KEPT_AS_TEXT.includes(typeId) ? keepText : pg.types.getTypeParser(typeId, format ?? 'text'),
  } as pg.CustomTypesConfig;
  return async <T>(name: string, text: string, values: unknown[]) => {
    log(text);
    const result = await pool.query({ name, text, values, types: typeParsers });
    return result.rows as T[];
  };
}
