import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { App, AppDeps } from '../../src/server/app-types.js';
import { loadConfig } from '../../src/server/config.js';
import { createPublicCache } from '../../src/server/http/public-cache-control.js';
import { connectDatabase, type Database } from '../../src/server/db/connect.js';
import { startEmbeddedServer, type EmbeddedServer } from '../../src/server/db/embedded-database.js';
import { recordAnswers } from './declared-answers.js';
import { whenFileEnds } from './file-closers.js';

let databasePromise: Promise<Database> | undefined;
/** Runs one statement on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the one they name). */
async function onServer(databaseUrl: string, statement: string) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

let copies = 0;

/**
 * On PostgreSQL, a database of the caller's own: a copy of the run's seeded template, and how to drop it. Test files
 * run side by side; with one shared database every file's writes reached every other file's caches (LISTEN/NOTIFY)
 * and mail outbox, so checks that need a quiet database failed by timing. Undefined on PGlite runs.
 */
export async function privatePostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const templateUrl = inject('testDatabaseUrl');
  if (!templateUrl) return undefined;
  const url = new URL(templateUrl);
  const templateName = url.pathname.slice(1);
  const name = `${templateName}_f${process.pid}_${++copies}`;
  await onServer(templateUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(templateUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

let embeddedServer: Promise<EmbeddedServer> | undefined;

/**
 * The worker's embedded database thread, started with its first file's copy and kept for the next files (the
 * worker keeps this module: `isolate: false`): each file opens its own copy in it, which saves starting a thread and
 * loading PGlite into it per file. It ends with the worker.
 */
async function openInWorkerThread(dataDir: string): Promise<Database> {
  if (!embeddedServer) {
    const starting = startEmbeddedServer(dataDir);
    embeddedServer = starting;
    starting.catch(() => (embeddedServer = undefined));
    await starting;
  }
  return connectDatabase({ dataDir, embeddedServer: await embeddedServer });
}

/** Closing the database also removes it. */
function alsoOnClose(database: Database, remove: () => Promise<void>): Database {
  const close = database.close;
  database.close = async () => {
    await close();
    await remove();
  };
  return database;
}

/** This file's seeded database: a private copy of the run's template, on PostgreSQL or PGlite. */
export function testDatabase(): Promise<Database> {
  if (databasePromise) return databasePromise;
  // The worker keeps this module for its next file: the file's end closes and forgets the database.
  whenFileEnds(async () => {
    const database = databasePromise;
    databasePromise = undefined;
    if (database) await (await database).close();
  });
  databasePromise = (async () => {
    const postgres = await privatePostgresDatabase();
    if (postgres) {
      return alsoOnClose(await connectDatabase({ databaseUrl: postgres.url, dataDir: '', poolSize: 4 }), postgres.drop);
    }
    const template = inject('pgliteTemplateDir');
    if (!template) throw new Error('The global test setup provided no database');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-test-'));
    cpSync(template, dataDir, { recursive: true });
    return alsoOnClose(await openInWorkerThread(dataDir), async () => rmSync(dataDir, { recursive: true, force: true }));
  })();
  return databasePromise;
}

export type TestContext = { app: App; deps: AppDeps };

/** The sign-in flow cookie's secret in tests, unless a test asks for another. */
export const TEST_SESSION_SECRET = 'test-session-secret-at-least-32-characters-long';

/**
 * Builds the real app on the file's database; closes both after the file's tests, and fails the file if the app gave
 * an answer its OpenAPI document does not declare.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await testDatabase();
  // Most tests write rows straight to the database, around the invalidating writes: they run uncached unless a
  // test asks for the cache (the cache tests do).
  // Tests sign in through the built-in provider, on whatever PUBLIC_URL they pose as (config tests check the rule),
  // with a SESSION_SECRET as a public address needs (SESSION_SECRET: '' asks for the generated one).
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', PUBLIC_CACHE: 'off', DEV_SIGN_IN: 'true', SESSION_SECRET: TEST_SESSION_SECRET, ...env });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    readiness: { ready: true, reason: 'ready' },
    publicCache: createPublicCache(config, database),
  };
  const app = await buildApp(deps);
  if (builtApps.length === 0) whenFileEnds(closeBuiltApps);
  builtApps.push({ app, answers: recordAnswers(app) });
  await app.ready();
  return { app, deps };
}

const builtApps: { app: App; answers: ReturnType<typeof recordAnswers> }[] = [];

async function closeBuiltApps(): Promise<void> {
  const apps = builtApps.splice(0);
  const undeclared: string[] = [];
  for (const { app, answers } of apps) {
    // Every answer the file's tests saw must be stated in the API document (route, status and media type).
    undeclared.push(...answers.undeclared());
    await app.close();
  }
  if (undeclared.length > 0) throw new Error(`Answers the API document does not state:\n${[...new Set(undeclared)].join('\n')}`);
}
