import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.js';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build, served on its own
 * port from a fresh PGlite folder under .tmp/ that is migrated and seeded on start. `E2E_SKIP_BUILD=1` reuses an
 * existing build; `E2E_REUSE_SERVER=1` reuses a server already listening on the port.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

const build = process.env.E2E_SKIP_BUILD === '1' ? '' : 'npm run build --silent && ';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && ${build}node dist/server/main.js`,
    url: `${BASE_URL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The build the site ships: production mode (see src/server/main.ts); NODE_ENV picks only the build.
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
      // The staff account of tests/e2e/admin.spec.ts.
      ADMIN_EMAILS: 'e2e-staff@example.com',
      // tests/e2e/media-cdn.spec.ts: public photos from another origin (http://localhost:<port>), as from a CDN.
      ...(process.env.E2E_MEDIA_PUBLIC_URL ? { MEDIA_PUBLIC_URL: process.env.E2E_MEDIA_PUBLIC_URL } : {}),
    },
  },
});
