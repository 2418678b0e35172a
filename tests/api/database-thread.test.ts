import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, queryRows } from '../../src/server/db/connect.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

describe('the database works off the main thread', () => {
  it('answers /healthz at once while a long statement runs on the database', async () => {
    let statementDone = false;
    const longStatement = queryRows(deps.db, sql`SELECT pg_sleep(3)`).then(() => (statementDone = true));
    // Timed from before the statement could hold the thread: a database on this thread delays the timer itself.
    const asked = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`${baseUrl}/healthz`);
    const waited = Date.now() - asked;
    expect(response.status).toBe(200);
    expect(statementDone, 'the long statement was still running').toBe(false);
    expect(waited).toBeLessThan(1000);
    await longStatement;
  });
});

describe.skipIf(deps.database.kind !== 'pglite')('opening the embedded database', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('fails with the folder named when the data folder is not a database, instead of hanging', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-broken-'));
    folders.push(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '12\n');
    mkdirSync(path.join(dataDir, 'base'));
    await expect(connectDatabase({ dataDir })).rejects.toThrow(`The embedded database could not open ${dataDir}`);
    // The lock is released: a second try fails the same way, not as 'already open'.
    await expect(connectDatabase({ dataDir })).rejects.toThrow(`The embedded database could not open ${dataDir}`);
  });
});
