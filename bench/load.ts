// `npm run bench:load`: the production server under a minute of mixed reads and writes at 50 connections, on
// PGlite and on PostgreSQL; prints totals, errors, non-2xx answers by status and route, and answers >= 500
// (target 0). LOAD_SECONDS shortens it, LOAD_CONNECTIONS changes the load, LOAD_TARGETS=pglite or postgres picks
// one database, LOAD_BUILD=skip uses the build as it is. `npm run bench` imports `measure` from here too.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createSession } from '../src/server/auth/sessions.js';
import { connectDatabase, type Db } from '../src/server/db/connect.js';
import { users } from '../src/server/db/schema.js';
import { seedDatabase } from '../src/server/seed/seed-database.js';
import { startServer, type RunningServer } from './server-process.js';
import { withThrowawayDatabase } from './throwaway-database.js';

export type LoadFigures = { path: string; rps: number; p99: number; errors: number };

/** Unmeasured load before each figure, so the figure is the steady state, not V8's warm-up or first connections. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

export async function measure(baseUrl: string, path: string, seconds: number): Promise<LoadFigures> {
  if (WARMUP_SECONDS > 0) await autocannon({ url: baseUrl + path, connections: 10, duration: WARMUP_SECONDS });
  const result = await autocannon({ url: baseUrl + path, connections: 10, duration: seconds });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { path, rps: Math.round(result.requests.average), p99: result.latency.p99, errors };
}

// The parts of autocannon's API the mixed load uses beyond bench/autocannon.d.ts (the package ships no types).
type MixedRequest = {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: MixedRequest) => MixedRequest;
  onResponse?: (status: number) => void;
};
type MixedResult = {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
const runMixed = autocannon as unknown as (options: { url: string; connections: number; duration: number; timeout: number; requests: MixedRequest[] }) => Promise<MixedResult>;

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const targets = (process.env.LOAD_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim());
/** Writes spread over this many customers, far from the 100-pets cap even at thousands of writes a second. */
const CUSTOMERS = 1000;

/** Builds as `npm start` does: when the build is missing or older than the sources. */
function buildIfStale() {
  const entry = path.join(root, 'dist/server/main.js');
  const newest = (dir: string): number =>
    Math.max(...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs)));
  if (process.env.LOAD_BUILD === 'skip' || (existsSync(entry) && newest(path.join(root, 'src')) <= statSync(entry).mtimeMs)) return;
  console.log('Building the production bundle...');
  if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
}

/** Migrated, seeded, with signed-in customers (sessions written as the sign-in callback writes them). */
async function prepare(options: { databaseUrl?: string; dataDir: string }): Promise<string[]> {
  const database = await connectDatabase(options);
  try {
    await database.migrate();
    await seedDatabase(database.db);
    return await customerTokens(database.db);
  } finally {
    await database.close();
  }
}

async function customerTokens(db: Db): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ issuer: 'bench', subject: `load-${i}`, email: `load-${i}@example.com`, firstName: 'Load', lastName: `Tester ${i}` })))
    .returning({ id: users.id });
  const tokens: string[] = [];
  for (const row of rows) tokens.push((await createSession(db, row.id, 'customer')).token);
  return tokens;
}

/** Eight requests per round on each connection: six reads (API and pages, public and private), two writes. */
function mixedRequests(businessId: number, tokens: string[], tally: (route: string, status: number) => void): MixedRequest[] {
  let next = 0;
  const signedIn = (request: MixedRequest) => ({ ...request, headers: { ...request.headers, cookie: `sid=${tokens[next++ % tokens.length]}` } });
  const routes: MixedRequest[] = [
    { method: 'GET', path: '/api/service/dog-grooming/austin' },
    { method: 'GET', path: `/api/business/${businessId}` },
    { method: 'GET', path: '/dog-grooming/austin' },
    { method: 'GET', path: '/api/cities' },
    { method: 'GET', path: `/business/${businessId}` },
    { method: 'GET', path: '/api/customer/pets', setupRequest: signedIn },
    {
      method: 'POST',
      path: '/api/customer/pets',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => signedIn({ ...request, body: JSON.stringify({ name: `Load ${next}`, type: 'dog', breed: 'Beagle', age: 3 }) }),
    },
    {
      method: 'PATCH',
      path: '/api/customer/profile',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => signedIn({ ...request, body: JSON.stringify({ firstName: 'Load', lastName: `Round ${next}` }) }),
    },
  ];
  return routes.map((route) => ({ ...route, onResponse: (status: number) => tally(`${route.method} ${route.path}`, status) }));
}

async function loadServer(label: string, url: string, tokens: string[]) {
  const listing = (await (await fetch(`${url}/api/service/dog-grooming/austin`)).json()) as { businesses: { id: number }[] };
  const businessId = listing.businesses[0]?.id;
  if (!businessId) throw new Error('no business to load: is the database seeded?');
  const failures = new Map<string, number>();
  const tally = (route: string, status: number) => {
    if (status >= 200 && status < 300) return;
    const key = `${status} ${route}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  console.log(`\n${label}: ${seconds} s, ${connections} connections, 6 reads : 2 writes per round...`);
  const result = await runMixed({ url, connections, duration: seconds, timeout: 10, requests: mixedRequests(businessId, tokens, tally) });
  const byStatus = Object.entries(result.statusCodeStats).filter(([status]) => !status.startsWith('2'));
  const serverErrors = byStatus.filter(([status]) => Number(status) >= 500).reduce((sum, [, s]) => sum + s.count, 0);
  console.log('| requests | req/s | p50 ms | p99 ms | connection errors | timeouts | non-2xx | >= 500 |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  const non2xx = byStatus.reduce((sum, [, s]) => sum + s.count, 0);
  console.log(
    `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${non2xx} | ${serverErrors} |`,
  );
  for (const [status, stats] of byStatus) console.log(`  status ${status}: ${stats.count}`);
  for (const [key, count] of [...failures].sort()) console.log(`    ${key}: ${count}`);
  // Connection errors by the thousand mean the server went away: say so rather than leave a bare count.
  const alive = await fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (!alive) console.log('  THE SERVER DID NOT SURVIVE THE LOAD: /healthz no longer answers');
  if (!alive || serverErrors > 0 || result.errors > 0 || result.timeouts > 0) {
    console.log(`  TARGET MISSED: ${serverErrors} answers >= 500, ${result.errors} errors, ${result.timeouts} timeouts (target 0)`);
    process.exitCode = 1;
  }
}

/** `stop` waits for an exit that never comes if the server already died: give up after a while. */
async function stopServer(server: RunningServer) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 15_000)));
  await Promise.race([server.stop(), late]);
  clearTimeout(timer);
}

async function main() {
  buildIfStale();
  if (targets.includes('pglite')) {
    const dataDir = path.join(root, '.tmp/bench-load-pglite');
    rmSync(dataDir, { recursive: true, force: true });
    const tokens = await prepare({ dataDir });
    const server = await startServer('PGlite', 3311, { DATA_DIR: dataDir, SEED_ON_START: 'false' });
    try {
      await loadServer('PGlite', server.url, tokens);
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (targets.includes('postgres')) {
    await withThrowawayDatabase('petdir_load', async (databaseUrl) => {
      const tokens = await prepare({ databaseUrl, dataDir: '' });
      const server = await startServer('PostgreSQL', 3312, { DATABASE_URL: databaseUrl, SEED_ON_START: 'false' });
      try {
        await loadServer('PostgreSQL', server.url, tokens);
      } finally {
        await stopServer(server);
      }
    });
  }
}

// Run only as the script itself, not when `npm run bench` imports `measure`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
