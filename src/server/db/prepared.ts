import { parse as pgliteResults, protocol, types as pgliteTypes, type PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * How each driver runs a named prepared statement: parsed and planned once per connection, then only bound and run
 * (`queryRowsPrepared`, connect.ts; decision record 0023).
 */
export type PreparedRunner = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;

/** Timestamps and dates as the text PostgreSQL sends, as drizzle reads them through both drivers. */
const KEPT_AS_TEXT: number[] = [pgliteTypes.TIMESTAMPTZ, pgliteTypes.TIMESTAMP, pgliteTypes.DATE, pgliteTypes.INTERVAL];

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

/** At most this many statements stay prepared in PGlite; the least recently used is closed past it. */
const PGLITE_PREPARED_MAX = 64;

/**
 * PGlite has one session: the named statement is parsed there once, then each run sends bind, describe, execute and
 * sync in one call. Reads only: nothing is synced to the data folder afterwards. It queues with every other statement
 * and transaction (`inTurn`, connect.ts) and holds PGlite's transaction lock as PGlite's own `query` does, so it never
 * runs inside someone else's open transaction.
 */
export function pgliteRunner(client: PGlite, inTurn: <R>(work: () => Promise<R>) => Promise<R>, log: (text: string) => void): PreparedRunner {
  const { serialize } = protocol;
  // In order of last use: the first is the one to close when the set is full.
  const prepared = new Set<string>();
  const textParsers = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, (value: string) => value]));
  return <T>(name: string, text: string, values: unknown[]) =>
    inTurn(() =>
      client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          log(text);
          const messages: Uint8Array[] = [];
          if (prepared.has(name)) {
            prepared.delete(name);
          } else {
            messages.push(serialize.parse({ name, text }));
            const oldest = prepared.size >= PGLITE_PREPARED_MAX ? prepared.values().next().value : undefined;
            if (oldest) {
              prepared.delete(oldest);
              messages.push(serialize.close({ type: 'S', name: oldest }));
            }
          }
          messages.push(
            serialize.bind({ statement: name, values: values.map(textValue) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          );
          try {
            const replies = await client.execProtocolStream(concatenate(messages), { syncToFs: false });
            prepared.add(name);
            return pgliteResults.parseResults(replies, { ...client.parsers, ...textParsers })[0]!.rows as T[];
          } catch (error) {
            // Parsed or not, the statement is prepared again on its next run; a failed parse left nothing behind.
            const closeIt = concatenate([serialize.close({ type: 'S', name }), serialize.sync()]);
            await client.execProtocolStream(closeIt, { syncToFs: false, throwOnError: false });
            throw error;
          }
        }),
      ),
    );
}

/** A bound value in PostgreSQL's text format; the statements run this way bind numbers, text and booleans only. */
function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
