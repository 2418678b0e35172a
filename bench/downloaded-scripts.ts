import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.js';

export type DownloadedScripts = { page: string; scripts: number; gzipBytes: number; transferBytes: number };

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
      for (const response of scripts) {
        gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
        transferBytes += (await response.request().sizes()).responseBodySize;
      }
      results.push({ page, scripts: scripts.length, gzipBytes, transferBytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Prints the figures as a Markdown table. */
export function printDownloadedScripts(rows: DownloadedScripts[]) {
  console.log(`\nJavaScript a browser downloads in its first ${IDLE_MS / 1000} s with no interaction (cold cache)`);
  console.log('| page | scripts | JS gzip KB | transferred KB |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.page} | ${row.scripts} | ${(row.gzipBytes / 1024).toFixed(1)} | ${(row.transferBytes / 1024).toFixed(1)} |`);
  }
}
