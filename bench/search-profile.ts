// `npx tsx bench/search-profile.ts [dataDir]`: where a search's time goes on the embedded database. Runs issue 24's
// query set (search-quality.ts) twice against a seeded PGlite folder (seeded on first use and kept, so repeated
// runs skip the seeding), with the catalogue remembered as the app keeps it, and prints per search the statements
// it ran and each one's time at the driver (round trip included), then the totals by statement and the time spent
// outside the database (JS on the main thread). PROFILE_EXPLAIN=1 also prints EXPLAIN ANALYZE of the slowest
// statements, run through the app's own connection. PROFILE_DATABASE_URL profiles a PostgreSQL database instead,
// PROFILE_Q one text instead of the query set (a large database's set takes long to build).
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rememberCatalog } from '../src/server/catalog/service.js';
import { connectDatabase } from '../src/server/db/connect.js';
import { searchListings } from '../src/server/search/search-service.js';
import { seedDatabase } from '../src/server/seed/seed-database.js';
import { searchQuerySchema } from '#shared/search.js';
import { buildQuerySet, percentiles } from './search-quality.js';

type Timed = { text: string; values: unknown[]; ms: number };

const load = () => loadavg().map((n) => n.toFixed(1)).join(' / ');
const dataDir = path.resolve(process.argv[2] ?? '.tmp/search-profile');

/** Every statement node-postgres sends, timed from call to answer (sequential use: no queueing in that time). */
function timeStatements(into: () => Timed[] | undefined) {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : config.text;
    const values = (Array.isArray(args[1]) ? (args[1] as unknown[]) : typeof config === 'string' ? undefined : config.values) ?? [];
    const started = performance.now();
    // pg.Pool's query passes a callback (no promise comes back): time it by the callback.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        into()?.push({ text: error ? `FAILED ${text}` : text, values, ms: performance.now() - started });
        return (callback as (...a: unknown[]) => unknown)(error, ...rest);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      void result.then(
        () => into()?.push({ text, values, ms: performance.now() - started }),
        () => into()?.push({ text: `FAILED ${text}`, values, ms: performance.now() - started }),
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

/** A statement's kind: its first words after `with ... as (` or `select`, short enough to group by. */
const kindOf = (text: string) => text.replace(/\s+/g, ' ').slice(0, 90);

async function main() {
  const databaseUrl = process.env.PROFILE_DATABASE_URL;
  const seeded = databaseUrl !== undefined || existsSync(dataDir);
  const database = await connectDatabase(databaseUrl ? { databaseUrl, dataDir: '', poolSize: 1 } : { dataDir });
  let current: Timed[] | undefined;
  timeStatements(() => current);
  try {
    if (!seeded) {
      await database.migrate();
      await seedDatabase(database.db);
      await database.db.execute(sql`vacuum analyze`);
    }
    rememberCatalog(database.db);
    const one = process.env.PROFILE_Q;
    const { queries } = one ? { queries: [{ q: one, kind: 'given' }] } : await buildQuerySet(database.db);
    const filter = process.env.PROFILE_ONLY;
    const chosen = filter ? queries.filter((q) => q.q.includes(filter) || q.kind.includes(filter)) : queries;
    const runs: { q: string; kind: string; ms: number; cpuMs: number; statements: Timed[] }[] = [];
    for (let round = 0; round < 2; round++) {
      runs.length = 0;
      for (const query of chosen) {
        current = [];
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await searchListings(database.db, searchQuerySchema.parse({ q: query.q })).catch(() => undefined);
        const ms = performance.now() - started;
        const cpu = process.cpuUsage(cpuBefore);
        // Let the last statement's timing callback run.
        await new Promise((resolve) => setImmediate(resolve));
        runs.push({ q: query.q, kind: query.kind, ms, cpuMs: (cpu.user + cpu.system) / 1000, statements: current });
      }
    }
    current = undefined;
    console.log(`${chosen.length} searches, second round (load average ${load()})`);
    const total = percentiles(runs.map((r) => r.ms));
    const inDb = runs.map((r) => r.statements.reduce((s, t) => s + t.ms, 0));
    const outside = runs.map((r, i) => r.ms - inDb[i]!);
    const count = runs.map((r) => r.statements.length);
    console.log(`search: p50 ${total.p50} p95 ${total.p95} max ${total.max} ms`);
    // CPU time of the process (the app's thread and PGlite's worker thread together): what a search costs the
    // machine, much less sensitive than wall time to the neighbours' load.
    const cpu = percentiles(runs.map((r) => r.cpuMs));
    const cpuMean = runs.reduce((sum, r) => sum + r.cpuMs, 0) / runs.length;
    console.log(`CPU per search (both threads): mean ${cpuMean.toFixed(1)} p50 ${cpu.p50} p95 ${cpu.p95} max ${cpu.max} ms`);
    console.log(`in statements: p50 ${percentiles(inDb).p50} p95 ${percentiles(inDb).p95} ms; outside: p50 ${percentiles(outside).p50} p95 ${percentiles(outside).p95} ms`);
    console.log(`statements per search: min ${Math.min(...count)} max ${Math.max(...count)} mean ${(count.reduce((a, b) => a + b, 0) / count.length).toFixed(1)}`);
    const byKind = new Map<string, number[]>();
    for (const run of runs) for (const t of run.statements) byKind.set(kindOf(t.text), [...(byKind.get(kindOf(t.text)) ?? []), t.ms]);
    console.log('\n| statement | count | total ms | p50 | p95 | max |');
    for (const [kind, ms] of [...byKind].sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0))) {
      const p = percentiles(ms);
      console.log(`| ${kind} | ${ms.length} | ${ms.reduce((a, b) => a + b, 0).toFixed(0)} | ${p.p50} | ${p.p95} | ${p.max} |`);
    }
    if (process.env.PROFILE_DUMP) writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(runs.map(({ q, ms, cpuMs, statements }) => ({ q, ms, cpuMs, statements: statements.map((t) => t.ms) }))));
    console.log('\nSlowest searches:');
    for (const run of [...runs].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, Number(process.env.PROFILE_SLOWEST ?? 12))) {
      console.log(`${run.ms.toFixed(1)} ms (CPU ${run.cpuMs.toFixed(1)})  [${run.kind}] ${JSON.stringify(run.q.slice(0, 60))}: ${run.statements.map((t) => t.ms.toFixed(1)).join(' + ')}`);
    }
    if (process.env.PROFILE_EXPLAIN === '1') {
      const slowest = runs.flatMap((r) => r.statements.map((t) => ({ ...t, q: r.q }))).sort((a, b) => b.ms - a.ms);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      for (const t of slowest.slice(0, Number(process.env.PROFILE_EXPLAIN_COUNT ?? 3))) {
        console.log(`\n=== ${t.ms.toFixed(1)} ms for ${JSON.stringify(t.q)}\n${t.text}\n${JSON.stringify(t.values)}`);
        const plan = await pool.query(`explain (analyze, buffers off) ${t.text}`, t.values);
        console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    await database.close();
  }
}

await main();
