// `npm run bench`: HTTP figures for the production build on PGlite and on PostgreSQL, page weight, Lighthouse.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { runLighthouse } from './lighthouse.js';
import { measure, type LoadFigures } from './load.js';
import { pageScriptWeights } from './page-weight.js';
import { withThrowawayDatabase } from './throwaway-database.js';
import { startServer, type RunningServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

function build() {
  console.log('Building the production bundle...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

async function firstBusinessPath(url: string) {
  const response = await fetch(`${url}/api/service/dog-grooming/austin`);
  const body = (await response.json()) as { businesses: { id: number }[] };
  const id = body.businesses[0]?.id;
  if (!id) throw new Error('no business to benchmark: is the database seeded?');
  return `/business/${id}`;
}

function printTable(title: string, floor: LoadFigures, rows: LoadFigures[]) {
  console.log(`\n${title}`);
  console.log('| path | req/s | p99 ms | vs /healthz | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of [floor, ...rows]) {
    const ratio = ((row.rps / floor.rps) * 100).toFixed(1);
    console.log(`| ${row.path} | ${row.rps} | ${row.p99} | ${ratio}% | ${row.errors} |`);
  }
}

async function benchServer(label: string, server: RunningServer) {
  const businessPage = await firstBusinessPath(server.url);
  const businessApi = businessPage.replace('/business/', '/api/business/');
  const floor = await measure(server.url, '/healthz', seconds);
  const api: LoadFigures[] = [];
  for (const p of ['/api/service/dog-grooming/austin', businessApi, '/api/cities']) api.push(await measure(server.url, p, seconds));
  printTable(`${label}: API`, floor, api);
  const pages: LoadFigures[] = [];
  for (const p of ['/', '/dog-grooming/austin', businessPage]) pages.push(await measure(server.url, p, seconds));
  printTable(`${label}: server-rendered pages`, floor, pages);
  return businessPage;
}

/** Each database twice: every request computed (PUBLIC_CACHE=off), then with the public-answer cache. */
const CACHE_MODES = ['off', 'on'] as const;

async function main() {
  build();
  const dataDir = path.join(root, '.tmp/bench-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  let businessPage = '';
  for (const cache of CACHE_MODES) {
    const started = Date.now();
    const pglite = await startServer('PGlite', 3301, { DATA_DIR: dataDir, PUBLIC_CACHE: cache });
    console.log(`\nPGlite server (cache ${cache}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    try {
      businessPage = await benchServer(`PGlite, cache ${cache}`, pglite);
      if (cache === 'on') await pageFigures(pglite.url, businessPage);
    } finally {
      await pglite.stop();
    }
  }

  await withThrowawayDatabase('petdir_bench', async (databaseUrl) => {
    for (const cache of CACHE_MODES) {
      const postgres = await startServer('PostgreSQL', 3302, { DATABASE_URL: databaseUrl, PUBLIC_CACHE: cache });
      try {
        await benchServer(`PostgreSQL, cache ${cache}`, postgres);
      } finally {
        await postgres.stop();
      }
    }
  });
}

/** Script weight, HTML weight and Lighthouse of the three main pages. */
async function pageFigures(url: string, businessPage: string) {
  const pages = ['/', '/dog-grooming/austin', businessPage];
  const weights = await pageScriptWeights(url, pages);
  console.log('\nJavaScript loaded by each page (gzip) and its HTML');
  console.log('| page | scripts | JS gzip KB | HTML KB |');
  console.log('|---|---:|---:|---:|');
  for (const w of weights) {
    const html = await (await fetch(`${url}${w.page}`)).text();
    console.log(`| ${w.page} | ${w.scripts} | ${(w.gzipBytes / 1024).toFixed(1)} | ${(Buffer.byteLength(html) / 1024).toFixed(1)} |`);
  }
  console.log('\nLighthouse (mobile, Chromium)');
  console.log('| page | performance | accessibility | best practices | SEO | LCP ms | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const page of pages) {
    const s = runLighthouse(url, page);
    if (s) console.log(`| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.cls} |`);
    else console.log(`| ${page} | not run (no Chromium at /usr/bin/chromium?) | | | |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
