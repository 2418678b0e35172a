import { createHash } from 'node:crypto';
import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-database.js';
import { postgresRunner, type PreparedRunner } from './prepared.js';
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
   * may have been missed (the listening connection was lost and is back). Resolves to its `stop`, and `caughtUp`:
   * resolves once every NOTIFY committed before the call has been handed to `onMessage` (rejects while the
   * listening connection is down).
   */
  subscribe(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<Subscription>;
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

export type Subscription = { stop(): Promise<void>; caughtUp(): Promise<void> };

/**
 * `caughtUp` over a listening connection: a round trip on it. PostgreSQL sends a session the notifications it has
 * received before that session's ReadyForQuery, and node-postgres hands them on in order, so when the round trip ends
 * every NOTIFY committed before it began has been heard. Calls arriving while one is in flight share the next round
 * trip (one that began before them might have started before a commit they must see): at most two at a time.
 */
function roundTrips(ping: () => Promise<unknown>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    inFlight = ping().then(
      () => {
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
  return () => {
    if (!inFlight) return start();
    queued ??= inFlight
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** An embedded database thread to open `dataDir` in and keep running after `close` (tests: one thread per worker). */
  embeddedServer?: EmbeddedServer;
};

export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options.poolSize) : connectPglite(options.dataDir, options.embeddedServer);
}

/**
 * A request waits at most this long for a connection (a new one, or a free one of a full pool), then fails with a
 * 503 instead of hanging while the database is unreachable.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** TCP keep-alive lets a connection to a vanished host (no FIN, no RST) fail instead of waiting forever. */
const clientOptions = (url: string) => ({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });

/** Both kinds of database through node-postgres: drizzle, its migrator and the prepared-statement runner. */
function overPool(pool: pg.Pool, kind: Database['kind'], subscribe: Database['subscribe'], close: () => Promise<void>): Database {
  const observers = queryObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as Db;
  preparedRunners.set(db, postgresRunner(pool, observers.logger.logQuery));
  return {
    db,
    kind,
    observeQueries: observers.observeQueries,
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
    close,
    subscribe,
  };
}

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
  return overPool(
    pool,
    'postgres',
    (channel, onMessage, onGap) => listenPostgres(url, channel, onMessage, onGap),
    () => pool.end(),
  );
}

const RELISTEN_DELAY_MS = 1000;
const listenStatement = (verb: 'LISTEN' | 'UNLISTEN', channel: string) => `${verb} "${channel.replaceAll('"', '')}"`;

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
      await next.query(listenStatement('LISTEN', channel));
      if (afterLoss) onGap();
    } catch (error) {
      lost();
      if (!afterLoss) throw error;
    }
  };
  await connect(false);
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
    caughtUp: roundTrips(async () => {
      if (!client) throw new Error('The listening connection is down');
      await client.query('select 1');
    }),
  };
}

/**
 * On the embedded database a statement waits this long for the one connection before failing with a 503: every
 * request queues there, so it is the time the work queued ahead may take (search statements have their own
 * timeout), not a network timeout.
 */
const EMBEDDED_QUEUE_TIMEOUT_MS = 30_000;

/**
 * PGlite in a worker thread behind a Unix socket (embedded-database.ts), reached through node-postgres like
 * PostgreSQL. One connection: PGlite has one session, which every connection to it would share.
 */
async function connectPglite(dataDir: string, shared?: EmbeddedServer): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  let server: EmbeddedServer;
  try {
    server = shared ?? (await startEmbeddedServer(dataDir));
    if (shared) await shared.open(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const session = sessionNotifications();
  // Never closed for idleness: the session holds the LISTENs of `subscribe`.
  const pool = new pg.Pool({
    ...server.connection,
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: EMBEDDED_QUEUE_TIMEOUT_MS,
    onConnect: session.onConnect,
  });
  pool.on('error', () => {});
  return overPool(pool, 'pglite', (channel, onMessage) => session.subscribe(pool, channel, onMessage), async () => {
    await pool.end();
    await (shared ? server.release() : server.stop());
    unlock();
  });
}

type Subscriber = { onMessage: (payload: string) => void };

/**
 * LISTEN/NOTIFY through the pool's one connection: PGlite delivers a notification to its own session, in the
 * answer to the statement that committed it. The session outlives a connection (node-postgres drops one after a
 * failed statement and opens another): its LISTENs stay, so nothing is missed, but so do its named statements,
 * which node-postgres on the new connection would prepare again ('already exists'): they are dropped first.
 */
function sessionNotifications() {
  const channels = new Map<string, Set<Subscriber>>();
  let connections = 0;
  /** Runs on each new connection before anyone else's statement. */
  async function onConnect(client: pg.ClientBase) {
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      channels.get(message.channel)?.forEach((subscriber) => subscriber.onMessage(message.payload!));
    });
    if (connections++ > 0) await client.query('DEALLOCATE ALL');
  }
  return {
    onConnect,
    async subscribe(pool: pg.Pool, channel: string, onMessage: (payload: string) => void) {
      const subscriber = { onMessage };
      const subscribers = channels.get(channel) ?? new Set<Subscriber>();
      channels.set(channel, subscribers);
      subscribers.add(subscriber);
      try {
        await pool.query(listenStatement('LISTEN', channel));
      } catch (error) {
        subscribers.delete(subscriber);
        throw error;
      }
      return {
        async stop() {
          subscribers.delete(subscriber);
          if (subscribers.size > 0) return;
          channels.delete(channel);
          await pool.query(listenStatement('UNLISTEN', channel)).catch(() => {});
        },
        // One process on the embedded database: its own invalidations are dropped before the write answers.
        caughtUp: async () => {},
      };
    },
  };
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

/** Rows of a raw SQL query. node-postgres answers `{ rows }`; drizzle's shared type leaves the result unknown. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
