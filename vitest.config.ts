import { defineConfig } from 'vitest/config';
import { sharedAlias } from './shared-alias.js';

export default defineConfig({
  resolve: { alias: [sharedAlias] },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
