// `npm run bench`: HTTP figures for the production build on PGlite and on PostgreSQL, page weight, Lighthouse.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runLighthouse } from './lighthouse.js';
import { measure, type LoadFigures } from './load.js';
import { pageScriptWeights } from './page-weight.js';
import { startServer, type RunningServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

async function main() {
  build();
  const dataDir = path.join(root, '.tmp/bench-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const pglite = await startServer('PGlite', 3301, { DATA_DIR: dataDir });
  console.log(`PGlite server ready (fresh database, migrated and seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let businessPage: string;
  try {
    businessPage = await benchServer('PGlite', pglite);
    const weights = await pageScriptWeights(pglite.url, ['/', '/dog-grooming/austin', businessPage]);
    console.log('\nJavaScript loaded by each page (gzip)');
    console.log('| page | scripts | gzip KB |');
    console.log('|---|---:|---:|');
    for (const w of weights) console.log(`| ${w.page} | ${w.scripts} | ${(w.gzipBytes / 1024).toFixed(1)} |`);
    console.log('\nLighthouse (mobile, Chromium)');
    console.log('| page | performance | accessibility | best practices | SEO |');
    console.log('|---|---:|---:|---:|---:|');
    for (const page of ['/', '/dog-grooming/austin', businessPage]) {
      const s = runLighthouse(pglite.url, page);
      if (s) console.log(`| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} |`);
      else console.log(`| ${page} | not run (no Chromium at /usr/bin/chromium?) | | | |`);
    }
  } finally {
    await pglite.stop();
  }

  const dbName = `petdir_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgServerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(pgServerUrl);
  dbUrl.pathname = `/${dbName}`;
  try {
    const postgres = await startServer('PostgreSQL', 3302, { DATABASE_URL: dbUrl.toString() });
    try {
      await benchServer('PostgreSQL', postgres);
    } finally {
      await postgres.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
