import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { pgliteRunner, postgresRunner, type PreparedRunner } from './prepared.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: for writes that must join the caller's transaction when there is one. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` for each NOTIFY on `channel` (from any process on the database). `onGap` runs when messages
   * may have been missed (the listening connection was lost and is back). Resolves to a function that stops.
   */
  subscribe(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** Calls `listener` with the text of every statement run through `db` (statement-count tests); returns a stop. */
  observeQueries(listener: (statement: string) => void): () => void;
}

/** Drizzle's logger as a fan-out to the listeners of `observeQueries`: nothing runs while there are none. */
function queryObservers() {
  const listeners = new Set<(statement: string) => void>();
  return {
    logger: { logQuery: (statement: string) => listeners.forEach((listener) => listener(statement)) },
    observeQueries(listener: (statement: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; poolSize?: number };

export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options.poolSize) : connectPglite(options.dataDir);
}

/**
 * A request waits at most this long for a connection (a new one, or a free one of a full pool), then fails with a
 * 503 instead of hanging while the database is unreachable.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** TCP keep-alive lets a connection to a vanished host (no FIN, no RST) fail instead of waiting forever. */
const clientOptions = (url: string) => ({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });

function connectPostgres(url: string, poolSize = 10): Database {
  // No JIT: the app's statements are short, and compiling them took 70-130 ms of a search that runs in 20 (a
  // million listings' cost estimates cross jit_above_cost while the rows read stay few).
  const pool = new pg.Pool({ ...clientOptions(url), max: poolSize, options: '-c jit=off' });
  // A client losing its connection (the server restarts) emits 'error'; with no listener that crashes the process.
  // Idle clients report through the pool's event; a checked-out client (inside a transaction, between statements)
  // only on itself, so each gets a listener of its own. The statement in flight still fails (a 503), and the pool
  // drops the broken client when it is released: the next request connects afresh.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const observers = queryObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as Db;
  preparedRunners.set(db, postgresRunner(pool, observers.logger.logQuery));
  return {
    db,
    kind: 'postgres',
    observeQueries: observers.observeQueries,
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
    close: () => pool.end(),
    subscribe: (channel, onMessage, onGap) => listenPostgres(url, channel, onMessage, onGap),
  };
}

const RELISTEN_DELAY_MS = 1000;

/** LISTEN on a connection of its own (a pooled one would be returned and lose it), re-established when lost. */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void, onGap: () => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (afterLoss: boolean) => {
    const next = new pg.Client(clientOptions(url));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect(true).catch(() => lost()), RELISTEN_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      if (afterLoss) onGap();
    } catch (error) {
      lost();
      if (!afterLoss) throw error;
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * PGlite runs on this thread and starts its next queued statement without a turn of the event loop, so a burst of
 * queued searches froze every other request (/healthz included) for a second or more. Each statement now waits
 * for one turn first: health checks and small reads slip in between. (Statements inside a transaction go through
 * the transaction's own handle and are not delayed.)
 */
function takeTurns(client: PGlite): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => nextTurn()).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => inTurn(() => exec(...args))) as typeof client.exec;
  client.transaction = ((callback: Parameters<typeof transaction>[0]) => inTurn(() => transaction(callback))) as typeof client.transaction;
  return inTurn;
}

async function connectPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const inTurn = takeTurns(client);
    const observers = queryObservers();
    const db = drizzlePglite(client, { schema, logger: observers.logger }) as unknown as Db;
    preparedRunners.set(db, pgliteRunner(client, inTurn, observers.logger.logQuery));
    return {
      db,
      kind: 'pglite',
      observeQueries: observers.observeQueries,
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
      // One process by nature: notifications only reach other app instances sharing this client (tests).
      async subscribe(channel, onMessage) {
        const stop = await client.listen(channel, onMessage);
        return async () => stop();
      },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Codes of PostgreSQL errors that mean 'cannot reach the database now' rather than 'this statement is wrong'. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a lost or refused connection by message only. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

type ErrorLike = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

/**
 * The driver error saying the database cannot be reached (down, restarting, refusing connections, connection lost
 * or timed out), if `error` is or wraps one: a condition for a 503 and a retry, not a bug. Class 08 is 'connection
 * exception'; 57P0x are shutdown, crash and start-up; 53300 too many clients. Only drizzle's wrapper is looked
 * through: a socket error inside another wrapper (a failed fetch to the sign-in provider) is not the database's.
 */
export function databaseUnavailableCause(error: unknown): { message: string; code?: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message, errors } = error as ErrorLike;
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code))) {
    return { message: text, code };
  }
  if (UNAVAILABLE_MESSAGES.test(text)) return { message: text };
  // Node reports a refused connection to a name with several addresses as an AggregateError of the attempts.
  if (error instanceof AggregateError && Array.isArray(errors)) {
    for (const inner of errors) {
      const found = databaseUnavailableCause(inner);
      if (found) return found;
    }
  }
  return error instanceof DrizzleQueryError ? databaseUnavailableCause(error.cause) : undefined;
}

const preparedRunners = new WeakMap<Db, PreparedRunner>();
const dialect = new PgDialect();

/**
 * Rows of a hot read, run as a named prepared statement: parsed and planned once per connection, then only bound and
 * run. The service-in-city statement is 4 KB of SQL whose parse and plan cost more than running it (decision record
 * 0023). The name follows the text, so each shape of the query (its filters and sort) is one statement. Through a
 * transaction's handle it runs as an ordinary query.
 */
export async function queryRowsPrepared<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const runner = preparedRunners.get(db as Db);
  if (!runner) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runner<T>(`q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, params);
}

/** Rows of a raw SQL query. Both drivers answer `{ rows }`; drizzle's shared type leaves the result unknown. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
