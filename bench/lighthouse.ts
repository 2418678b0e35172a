import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.js';

const root = path.resolve(import.meta.dirname, '..');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

export type LighthouseScores = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms (simulated mobile). */
  lcpMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
};

/** Lighthouse's default (mobile, simulated throttling) run of one page in Debian's Chromium, via its CLI. */
export function runLighthouse(baseUrl: string, page: string): LighthouseScores | undefined {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const outFile = path.join(outDir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        baseUrl + page,
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 },
    );
    if (result.status !== 0 || !existsSync(outFile)) {
      console.error(`Lighthouse failed on ${page}: ${result.stderr?.toString().slice(-500)}`);
      return undefined;
    }
    const report = JSON.parse(readFileSync(outFile, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
