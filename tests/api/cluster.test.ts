import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { wantsWorkers } from '../../src/server/cluster.js';
import { loadConfig } from '../../src/server/config.js';
import { privatePostgresDatabase } from '../helpers/test-app.js';

const root = path.resolve(import.meta.dirname, '../..');
const inPostgresRun = Boolean(inject('testDatabaseUrl'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('WEB_CONCURRENCY', () => {
  it('forks workers only on PostgreSQL: PGlite is one process', () => {
    expect(wantsWorkers(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }))).toBe(true);
    expect(wantsWorkers(loadConfig({ WEB_CONCURRENCY: '2' }))).toBe(false);
    expect(wantsWorkers(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }))).toBe(false);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY must be a number/);
  });

  it.skipIf(!inPostgresRun)('runs that many processes on one port, each answering, and stops them all on SIGTERM', { timeout: 90_000 }, async () => {
    const database = (await privatePostgresDatabase())!;
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while ((output.match(/directory ready on/g) ?? []).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect((output.match(/directory ready on/g) ?? []).length, output).toBe(2);
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/cities`).then((r) => r.status)));
      expect(answers.every((status) => status === 200)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    await database.drop();
  });
});
