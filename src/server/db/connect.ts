import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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

function connectPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // NUMERIC comes back as a string (the contract keeps ratings as strings); BIGINT counts fit in a JS number.
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const observers = queryObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as Db;
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
    const next = new pg.Client({ connectionString: url });
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

async function connectPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const observers = queryObservers();
    const db = drizzlePglite(client, { schema, logger: observers.logger }) as unknown as Db;
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

/** Rows of a raw SQL query. Both drivers answer `{ rows }`; drizzle's shared type leaves the result unknown. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
