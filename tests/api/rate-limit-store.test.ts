import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { SIGN_IN_RATE_LIMIT } from '../../src/server/auth/routes.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app, deps } = await buildTestApp();
// A second process of the same deployment: same database, its own memory.
const secondApp = await buildApp(deps);
afterAll(() => secondApp.close());

describe('rate limits across app processes', () => {
  it('counts the requests served by every process against one limit', async () => {
    // An address of this test's own (the TCP peer), so no other test file shares the bucket.
    const remoteAddress = `203.0.113.${200 + Math.floor(Math.random() * 50)}`;
    const url = apiPaths.signIn.customer;
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i += 1) {
      const response = await (i % 2 === 0 ? app : secondApp).inject({ url, remoteAddress });
      expect(response.statusCode).not.toBe(429);
    }
    for (const instance of [app, secondApp]) {
      const limited = await instance.inject({ url, remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
