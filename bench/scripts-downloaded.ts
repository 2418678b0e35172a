// `npm run bench:js`: the JavaScript Chromium downloads on each page type (production build, PGlite, cold cache).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { downloadedScripts, printDownloadedScripts } from './downloaded-scripts.js';
import { startServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '..');

/** One address per page type a visitor lands on from a search engine or a link. */
export async function pageTypePaths(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/service/dog-grooming/austin`);
  const body = (await response.json()) as { businesses: { id: number }[] };
  const id = body.businesses[0]?.id;
  if (!id) throw new Error('no business to measure: is the database seeded?');
  return ['/', '/dog-grooming/austin', `/business/${id}`, '/search?q=groomer', '/city/austin', '/services'];
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('Building the production bundle...');
    if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  }
  const dataDir = path.join(root, '.tmp/bench-js');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer('PGlite', Number(process.env.BENCH_PORT ?? 3303), { DATA_DIR: dataDir });
  try {
    printDownloadedScripts(await downloadedScripts(server.url, await pageTypePaths(server.url)));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
