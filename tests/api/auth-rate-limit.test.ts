import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { SIGN_IN_RATE_LIMIT } from '../../src/server/auth/routes.js';
import { buildTestApp } from '../helpers/test-app.js';

const { app } = await buildTestApp();

describe('rate limits on sign-in', () => {
  for (const url of [apiPaths.signIn.customer, '/api/auth/callback?code=x&state=y']) {
    it(`answers 429 with Retry-After once ${url.split('?')[0]} is called too often`, async () => {
      const remoteAddress = `203.0.113.${url.length}`;
      for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i += 1) {
        const response = await app.inject({ url, remoteAddress });
        expect(response.statusCode).not.toBe(429);
      }
      const limited = await app.inject({ url, remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(limited.json()).message).toBeTruthy();
      // Another client is not affected.
      const other = await app.inject({ url, remoteAddress: '198.51.100.7' });
      expect(other.statusCode).not.toBe(429);
    });
  }
});
