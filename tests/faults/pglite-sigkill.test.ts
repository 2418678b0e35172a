import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { connectDatabase } from '../../src/server/db/connect.js';
import { apiPaths } from '#shared/api-paths.js';
import { acknowledgedWrites, customerCookies, occurrences, startPetTraffic } from './pet-traffic.js';
import { freePort, startServerProcess, waitFor, type ServerProcess } from './server-process.js';

// A fault of the embedded database's own folder: it runs in the PGlite run only (the PostgreSQL run has no folder).
const template = inject('pgliteTemplateDir');

describe.skipIf(!template)('the PGlite server killed mid-write (PGlite run only: a data folder of its own)', () => {
  let dataDir = '';
  const servers: ServerProcess[] = [];

  beforeAll(() => {
    // A copy of the run's migrated and seeded template: no seeding, and the template stays untouched.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-kill-'));
    cpSync(template!, dataDir, { recursive: true });
  });

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes back on the same folder after SIGKILL, taking over the stale lock, with every acknowledged write once', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // Sessions are written before the server opens the folder: PGlite is one process at a time.
    const setup = await connectDatabase({ dataDir });
    const cookies = await customerCookies(setup.db, baseUrl, 10);
    await setup.close();

    const env = { DATA_DIR: dataDir };
    const first = await startServerProcess(port, env);
    servers.push(first);
    onTestFailed(() => servers.forEach((s, i) => console.log(`--- server ${i + 1} output ---\n${s.output()}`)));
    const traffic = startPetTraffic(baseUrl, cookies, { workers: 3, prefix: 'killed' });
    try {
      await waitFor('acknowledged writes before the kill', 20_000, async () => {
        first.assertAlive();
        return acknowledgedWrites(traffic.outcomes).length >= 30 ? true : undefined;
      });
      first.child.kill('SIGKILL');
      await first.exited;
    } finally {
      await traffic.stop();
    }
    // The premise: the killed process left its lock behind, naming a process that no longer exists.
    const lockPath = path.join(dataDir, 'app.lock');
    expect(existsSync(lockPath)).toBe(true);
    expect(Number(readFileSync(lockPath, 'utf8'))).toBe(first.child.pid);
    const acknowledged = acknowledgedWrites(traffic.outcomes);
    // Writes cut off by the kill got no answer (status 0); nothing else may fail.
    expect(traffic.outcomes.filter((o) => o.status !== 0 && (o.status < 200 || o.status >= 300))).toEqual([]);

    const second = await startServerProcess(port, env);
    servers.push(second);
    const listed: string[] = [];
    for (const cookie of cookies) {
      const response = await fetch(`${baseUrl}${apiPaths.customerPets}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      listed.push(...((await response.json()) as { name: string }[]).map((pet) => pet.name));
    }
    const stored = occurrences(listed.filter((name) => name.startsWith('killed-')));
    expect(acknowledged.filter((name) => stored.get(name) !== 1), 'acknowledged writes not stored exactly once').toEqual([]);
    expect([...stored.values()].every((count) => count === 1)).toBe(true);
    console.log(`PGlite SIGKILL: ${acknowledged.length} acknowledged writes, ${stored.size} stored, all acknowledged ones found once`);

    // And it takes writes again.
    const after = await fetch(`${baseUrl}${apiPaths.customerPets}`, {
      method: 'POST',
      headers: { cookie: cookies[0]!, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'after-restart', type: 'cat', breed: 'Tabby', age: 1 }),
    });
    expect(after.status).toBe(201);
    await second.stop();
    expect(await second.exited).toBe(0);
  }, 100_000);
});
