// `npm run bench:burst`: does a burst of heavy public reads stall the app? On PGlite (SQL runs on the main thread),
// 40 parallel /sitemap.xml and 40 parallel uncached searches while /healthz is polled every 10 ms; prints the
// /healthz latency. The build is used when it is newer than the sources (as `npm run bench` makes it), otherwise
// the server runs from source, so the figures always describe the code in the tree.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startServer, type RunningServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BURST_PORT ?? 3303);
const BURST = 40;
const POLL_EVERY_MS = 10;
const ONLY = process.env.BURST_ONLY;
const dataDir = path.join(root, '.tmp/bench-burst');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtEntry = path.join(root, 'dist/server/main.js');
const buildIsFresh = () => existsSync(builtEntry) && statSync(builtEntry).mtimeMs > newestMtime(path.join(root, 'src'));

/** The server from source (tsx), for a tree that has not been built since its last change. */
async function startSourceServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become ready');
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}

// The poller runs in a worker thread: the burst's own responses (40 sitemaps) keep this thread busy, and that must
// not be counted as the server's latency.
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const latencies = [];
  while (!stop) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    const wait = workerData.every - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  parentPort.postMessage(latencies);
})();
`;

type Figures = { polls: number; max: number; p99: number; p50: number };

async function burst(url: string): Promise<{ healthz: Figures; sitemapMs: number; searchMs: number; statuses: Record<number, number> }> {
  const worker = new Worker(POLLER, { eval: true, workerData: { url: `${url}/healthz`, every: POLL_EVERY_MS } });
  const latencies = new Promise<number[]>((resolve) => worker.once('message', resolve));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const statuses: Record<number, number> = {};
  const timed = async (target: string) => {
    const response = await fetch(target);
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  };
  const started = performance.now();
  // BURST_ONLY=sitemap or =search fires one kind only, to tell their costs apart.
  const count = (kind: string) => (!ONLY || ONLY === kind ? BURST : 0);
  const sitemaps = Promise.all(Array.from({ length: count('sitemap') }, () => timed(`${url}/sitemap.xml`))).then(() => performance.now() - started);
  const searches = Promise.all(
    Array.from({ length: count('search') }, () => timed(`${url}/api/service/dog-grooming/austin?q=${Math.random().toString(36).slice(2, 8)}`)),
  ).then(() => performance.now() - started);
  const [sitemapMs, searchMs] = await Promise.all([sitemaps, searches]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  worker.postMessage('stop');
  const sorted = (await latencies).sort((a, b) => a - b);
  await worker.terminate();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { healthz: { polls: sorted.length, max: sorted.at(-1) ?? 0, p99: at(0.99), p50: at(0.5) }, sitemapMs, searchMs, statuses };
}

async function main() {
  const env = { DATA_DIR: dataDir, PUBLIC_CACHE: process.env.PUBLIC_CACHE ?? 'on' };
  const fromBuild = buildIsFresh();
  console.log(`Starting the server on PGlite from ${fromBuild ? 'the build' : 'source'} (data in ${path.relative(root, dataDir)})...`);
  const server = fromBuild ? await startServer('PGlite', PORT, env) : await startSourceServer(env);
  try {
    console.log(`| round | /healthz polls | max ms | p99 ms | p50 ms | 40 sitemaps done ms | 40 searches done ms | statuses |`);
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const round of ['cold', 'warm']) {
      const { healthz, sitemapMs, searchMs, statuses } = await burst(server.url);
      const f = (n: number) => n.toFixed(1);
      console.log(
        `| ${round} | ${healthz.polls} | ${f(healthz.max)} | ${f(healthz.p99)} | ${f(healthz.p50)} | ${f(sitemapMs)} | ${f(searchMs)} | ${JSON.stringify(statuses)} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
