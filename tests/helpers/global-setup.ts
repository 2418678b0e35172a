import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/connect.js';
import { seedDatabase } from '../../src/server/seed/seed-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | undefined;
    pgliteTemplateDir: string | undefined;
  }
}

/**
 * One migrated and seeded database per test run. With TEST_DATABASE_URL (a PostgreSQL server URL) a fresh
 * database is created on that server and dropped afterwards; otherwise a PGlite folder that each test file copies.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `petdir_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await connectDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    project.provide('testDatabaseUrl', url.toString());
    project.provide('pgliteTemplateDir', undefined);
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-template-'));
  const database = await connectDatabase({ dataDir: templateDir });
  await database.migrate();
  await seedDatabase(database.db);
  await database.close();
  project.provide('testDatabaseUrl', undefined);
  project.provide('pgliteTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
