import { defineConfig } from 'vitest/config';
import { sharedAlias } from './shared-alias.js';

export default defineConfig({
  resolve: { alias: [sharedAlias] },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/per-file.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
