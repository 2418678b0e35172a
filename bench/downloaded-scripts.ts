import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.js';

export type DownloadedScripts = {
  page: string;
  scripts: number;
  gzipBytes: number;
  transferBytes: number;
  /** Each script's file name and gzip bytes, largest first: which code a page's total is made of. */
  files: { name: string; gzipBytes: number }[];
};

/** How long a visitor is left alone on each page: whatever the page fetches by then counts. */
const IDLE_MS = 5_000;

/**
 * What Chromium downloads, not what the HTML names: each page opened with a cold cache in a fresh context and left
 * alone for five seconds, then every script response counted. `gzipBytes` is each script's body at gzip level 9
 * (comparable across servers and with the page-weight figures); `transferBytes` is what went over the wire
 * (headers excluded, whatever encoding the server chose).
 */
export async function downloadedScripts(baseUrl: string, pages: string[]): Promise<DownloadedScripts[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: DownloadedScripts[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      const scripts: Response[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await tab.goto(baseUrl + page, { waitUntil: 'load' });
      await tab.waitForTimeout(IDLE_MS);
      let gzipBytes = 0;
      let transferBytes = 0;
      const files: DownloadedScripts['files'] = [];
      for (const response of scripts) {
        const bytes = gzipSync(await response.body(), { level: 9 }).length;
        gzipBytes += bytes;
        files.push({ name: new URL(response.url()).pathname.split('/').pop() ?? response.url(), gzipBytes: bytes });
        transferBytes += (await response.request().sizes()).responseBodySize;
      }
      files.sort((a, b) => b.gzipBytes - a.gzipBytes);
      results.push({ page, scripts: scripts.length, gzipBytes, transferBytes, files });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Prints the figures as a Markdown table; with BENCH_JS_FILES=1, each page's scripts too. */
export function printDownloadedScripts(rows: DownloadedScripts[]) {
  if (process.env.BENCH_JS_FILES === '1') {
    for (const row of rows) {
      console.log(`\n${row.page}: ${row.files.map((file) => `${file.name} ${(file.gzipBytes / 1024).toFixed(2)}`).join(', ')}`);
    }
  }
  console.log(`\nJavaScript a browser downloads in its first ${IDLE_MS / 1000} s with no interaction (cold cache)`);
  console.log('| page | scripts | JS gzip KB | transferred KB |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.page} | ${row.scripts} | ${(row.gzipBytes / 1024).toFixed(1)} | ${(row.transferBytes / 1024).toFixed(1)} |`);
  }
}
