import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn } from '../helpers/sign-in.js';

const { app, deps } = await buildTestApp();
const pet = { name: 'Scout', type: 'dog', breed: 'Collie', age: 4 };

describe('writes must come from our own pages', () => {
  const cases: Array<[string, Record<string, string>, number]> = [
    ['own Origin', { origin: 'http://localhost:3000' }, 201],
    ['foreign Origin', { origin: 'https://evil.example' }, 403],
    ['foreign Origin claiming same-origin fetch metadata', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, 403],
    // Pages served with Referrer-Policy: no-referrer make browsers send Origin: null; fetch metadata decides.
    ['Origin null from our own page', { origin: 'null', 'sec-fetch-site': 'same-origin' }, 201],
    ['Origin null from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }, 403],
    ['Origin null from a sibling subdomain', { origin: 'null', 'sec-fetch-site': 'same-site' }, 403],
    ['Origin null without fetch metadata', { origin: 'null' }, 403],
    ['no Origin, cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }, 403],
    ['neither header (not a browser)', {}, 201],
  ];
  for (const [label, headers, status] of cases) {
    it(`${label}: ${status}`, async () => {
      const customer = await signIn(deps, 'customer');
      const response = await app.inject({ method: 'POST', url: apiPaths.customerPets, headers: { cookie: customer.cookie, ...headers }, payload: pet });
      expect(response.statusCode).toBe(status);
    });
  }
});
