import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { App, AppDeps } from '../../src/server/app-types.js';
import { loadConfig } from '../../src/server/config.js';
import { createPublicCache } from '../../src/server/http/public-cache-control.js';
import { connectDatabase, type Database } from '../../src/server/db/connect.js';

let databasePromise: Promise<Database> | undefined;

/** The run's seeded database: shared on PostgreSQL, a private copy of the template on PGlite. */
export function testDatabase(): Promise<Database> {
  databasePromise ??= (async () => {
    const databaseUrl = inject('testDatabaseUrl');
    if (databaseUrl) return connectDatabase({ databaseUrl, dataDir: '', poolSize: 4 });
    const template = inject('pgliteTemplateDir');
    if (!template) throw new Error('The global test setup provided no database');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-test-'));
    cpSync(template, dataDir, { recursive: true });
    const database = await connectDatabase({ dataDir });
    const close = database.close;
    database.close = async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return database;
  })();
  return databasePromise;
}

export type TestContext = { app: App; deps: AppDeps };

/** Builds the real app on the run's database; closes both after the file's tests. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await testDatabase();
  // Most tests write rows straight to the database, around the invalidating writes: they run uncached unless a
  // test asks for the cache (the cache tests do).
  // Tests sign in through the built-in provider, on whatever PUBLIC_URL they pose as (config tests check the rule).
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', PUBLIC_CACHE: 'off', DEV_SIGN_IN: 'true', ...env });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    readiness: { ready: true, reason: 'ready' },
    publicCache: createPublicCache(config, database),
  };
  const app = await buildApp(deps);
  await app.ready();
  afterAll(async () => {
    await app.close();
  });
  return { app, deps };
}

afterAll(async () => {
  if (databasePromise) await (await databasePromise).close();
});
