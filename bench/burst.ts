// `npm run bench:burst`: does a burst of heavy public reads stall the app? On PGlite (its own thread, decision 0031),
// 40 parallel /sitemap.xml and 40 parallel uncached searches while /healthz is polled every 10 ms; prints the
// /healthz latency. The build is used when it is newer than the sources (as `npm run bench` makes it), otherwise
// the server runs from source, so the figures always describe the code in the tree.
import path from 'node:path';
import { pollLatency, type LatencyFigures } from './healthz-poller.js';
import { startCurrentServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BURST_PORT ?? 3303);
const BURST = 40;
const POLL_EVERY_MS = 10;
const ONLY = process.env.BURST_ONLY;
const dataDir = path.join(root, '.tmp/bench-burst');

async function burst(url: string): Promise<{ healthz: LatencyFigures; sitemapMs: number; searchMs: number; statuses: Record<number, number> }> {
  const stopPolling = pollLatency(`${url}/healthz`, POLL_EVERY_MS);
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
  return { healthz: await stopPolling(), sitemapMs, searchMs, statuses };
}

async function main() {
  const env = { DATA_DIR: dataDir, PUBLIC_CACHE: process.env.PUBLIC_CACHE ?? 'on' };
  const server = await startCurrentServer('PGlite', PORT, env);
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
