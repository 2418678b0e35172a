import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { connectDatabase, queryRows } from '../../src/server/db/connect.js';
import { acknowledgedWrites, customerCookies, occurrences, startPetTraffic, type Outcome } from './pet-traffic.js';
import { freePort, startServerProcess, waitFor, type ServerProcess } from './server-process.js';
import { createCluster, postgresBinDir, type Cluster } from './throwaway-cluster.js';

// The outage is the same whichever database the rest of the suite uses, so it runs once: in the PostgreSQL run,
// where PostgreSQL's server programs are installed by definition (the PGlite run needs nothing installed).
const inPostgresRun = Boolean(process.env.TEST_DATABASE_URL);

/** Answers seen while the database is down before it comes back (enough to show the outage, bounded in time). */
const OUTAGE_ANSWERS = 40;
const RECOVERY_LIMIT_MS = 10_000;

describe.skipIf(!inPostgresRun)('PostgreSQL goes away under load (PostgreSQL run only: needs initdb and pg_ctl)', () => {
  let cluster: Cluster | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('PostgreSQL server programs not found: install them or set PG_BIN');
    cluster = await createCluster(binDir, await freePort());
    // The server migrates the empty database itself at start-up; no demo data is needed.
    server = await startServerProcess(await freePort(), { DATABASE_URL: cluster.url });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  it('answers 503 while the database is down, recovers by itself, and keeps every acknowledged write once', async () => {
    const { url } = server!;
    onTestFailed(() => console.log(`--- server output ---\n${server!.output()}`));
    const setup = await connectDatabase({ databaseUrl: cluster!.url, dataDir: '' });
    const cookies = await customerCookies(setup.db, url, 40);
    await setup.close();

    const traffic = startPetTraffic(url, cookies, { workers: 4, prefix: 'outage' });
    const since = (t: number) => traffic.outcomes.filter((o) => o.startedAt >= t);
    try {
      await waitFor('writes to succeed before the outage', 10_000, async () => (acknowledgedWrites(traffic.outcomes).length >= 20 ? true : undefined));

      const downAt = Date.now();
      await cluster!.crash();
      // Unready for the load balancer, alive for the orchestrator (a restart would not bring the database back).
      const readyz = await waitFor('/readyz to answer 503', 10_000, async () => {
        server!.assertAlive();
        const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
        return response.status === 503 ? ((await response.json()) as { message?: unknown }) : undefined;
      });
      expect(readyz.message).toEqual(expect.any(String));
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      await waitFor('the stream to meet the outage', 20_000, async () => {
        server!.assertAlive();
        return since(downAt).filter((o) => o.status === 503).length >= OUTAGE_ANSWERS ? true : undefined;
      });

      const upAt = Date.now();
      await cluster!.start();
      const backAt = Date.now();
      const firstSuccess = await waitFor('a 2xx after the database came back', RECOVERY_LIMIT_MS, async () => {
        server!.assertAlive();
        return since(backAt).find((o) => o.status >= 200 && o.status < 300);
      });
      const recoveryMs = firstSuccess.endedAt - backAt;
      console.log(`PostgreSQL outage: database back (pg_ctl start took ${backAt - upAt} ms) -> first 2xx in ${recoveryMs} ms`);
      expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      // A little traffic after recovery: everything answers again, not just one lucky request.
      const settledAt = Date.now() + 500;
      await waitFor('writes after recovery', RECOVERY_LIMIT_MS, async () =>
        acknowledgedWrites(since(settledAt)).length >= 20 ? true : undefined,
      );
    } finally {
      await traffic.stop();
    }

    server!.assertAlive();
    const answers = traffic.outcomes;
    const unexpected = answers.filter((o) => o.status !== 200 && o.status !== 201 && o.status !== 503);
    expect(unexpected.map(describeOutcome), 'only 2xx and 503, and every request answered in time').toEqual([]);
    const unavailable = answers.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThanOrEqual(OUTAGE_ANSWERS);
    for (const o of unavailable) {
      expect(o.message).toMatch(/database is unavailable/i);
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
    const slowest = Math.max(...unavailable.map((o) => o.endedAt - o.startedAt));
    console.log(`${answers.length} requests: ${answers.length - unavailable.length} 2xx, ${unavailable.length} 503 (slowest 503 in ${slowest} ms)`);

    const check = await connectDatabase({ databaseUrl: cluster!.url, dataDir: '' });
    try {
      const rows = await queryRows<{ name: string }>(check.db, sql`select name from pets where name like 'outage-%'`);
      const stored = occurrences(rows.map((row) => row.name));
      const acknowledged = acknowledgedWrites(answers);
      expect(acknowledged.filter((name) => stored.get(name) !== 1), 'acknowledged writes not stored exactly once').toEqual([]);
      expect([...stored.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await check.close();
    }
  }, 90_000);
});

function describeOutcome(o: Outcome) {
  return `${o.kind} ${o.name ?? ''} -> ${o.status || o.error} after ${o.endedAt - o.startedAt} ms ${o.message ? JSON.stringify(o.message) : ''}`.trim();
}
