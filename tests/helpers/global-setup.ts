import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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

const root = path.resolve(import.meta.dirname, '../..');

/** A fingerprint of everything that shapes the seeded database: migrations, seed code and how the template is built. */
function databaseFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  walk(path.join(root, 'src/server/db'));
  walk(path.join(root, 'src/server/seed'));
  hash.update(readFileSync(import.meta.filename));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PostgreSQL keeps up to max_wal_size (1 GB) of used WAL segments for reuse: seeding left ~270 MB of them in the
 * template, which every test file copied. A small limit, read when the folder is next opened, keeps two segments.
 * Copies inherit it; a test file writes far less than 32 MB.
 */
async function limitWalFiles(dataDir: string) {
  const database = await connectDatabase({ dataDir });
  await database.db.execute(sql`ALTER SYSTEM SET max_wal_size = '32MB'`);
  await database.db.execute(sql`ALTER SYSTEM SET min_wal_size = '32MB'`);
  await database.close();
}

/**
 * One migrated and seeded database per test run, which each test file copies. With TEST_DATABASE_URL (a PostgreSQL
 * server URL) a fresh database is created on that server as the template (nothing connects to it after this, so
 * files can copy it at any time) and dropped afterwards. Otherwise a PGlite template folder that each test
 * file copies; the template is kept in .tmp/ keyed by the fingerprint of migrations and seed code, since
 * building it (initdb + 18k rows) is the slowest part of a run.
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
      // Each test file's copy is dropped when the file ends; a file that crashed leaves its copy for this sweep.
      const { rows } = await cleanup.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${name}_f%`]);
      for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const cacheDir = path.join(root, '.tmp');
  mkdirSync(cacheDir, { recursive: true });
  const templateDir = path.join(cacheDir, `test-template-${databaseFingerprint()}`);
  if (!existsSync(templateDir)) {
    const building = mkdtempSync(path.join(os.tmpdir(), 'petdir-template-'));
    await limitWalFiles(building);
    const database = await connectDatabase({ dataDir: building });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    try {
      renameSync(building, templateDir);
    } catch {
      // Another run finished the same template first (or /tmp is another device): use or copy it.
      if (!existsSync(templateDir)) {
        const { cpSync } = await import('node:fs');
        cpSync(building, templateDir, { recursive: true });
      }
      rmSync(building, { recursive: true, force: true });
    }
  }
  project.provide('testDatabaseUrl', undefined);
  project.provide('pgliteTemplateDir', templateDir);
}
