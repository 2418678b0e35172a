import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPagePath } from '../../src/server/render/page-routes.js';
import { apiPaths } from '#shared/api-paths.js';
import { signIn, type TestUser } from '../helpers/sign-in.js';
import { buildTestApp } from '../helpers/test-app.js';

/**
 * A fuzz of every call the OpenAPI document lists: hostile path parameters, query values and bodies, anonymous and
 * signed in as each kind of account. Whatever arrives, the answer is below 500, and every 4xx is JSON with a
 * `message` a person can read.
 */
const STAFF_EMAIL = `fuzz-staff-${randomInt(1e9)}@example.com`;
const { app, deps } = await buildTestApp({ ADMIN_EMAILS: STAFF_EMAIL });

type Operation = {
  method: string;
  path: string;
  parameters?: { in: 'path' | 'query'; name: string; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

const HOSTILE_VALUES = [
  '%00',
  'a%00b',
  '%01',
  '%E2%80%AE',
  '%EF%BF%BF',
  '%ZZ',
  '%C0%AF',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999999',
  // Past PostgreSQL's integer (2^31) and past a double's exact integers (2^53 + 1).
  '2147483648',
  '9007199254740993',
  'null',
  '%5B%5D',
  '..%2F..%2Fetc',
  'x'.repeat(2000),
];

const WRONG_BODIES: unknown[] = [null, [], 'text', 0, {}, { ['a'.repeat(300)]: 1 }];
const WRONG_FIELD_VALUES: unknown[] = [null, 123, true, [], {}, '', ' ', '\u0000', 'x'.repeat(70_000), '\u202e', -1, 1e308, 2 ** 31, 2 ** 53, '01', '0x1', [{ a: 1 }]];

/**
 * The number 1 spelt other ways (in an address, encoded). An id or a page number has one spelling, so the cache never
 * keeps an answer under a second key (issue 22): each of these must be refused wherever a whole number is expected.
 */
const OTHER_SPELLINGS_OF_ONE = ['01', '%2B1', '1%20', '%201', '0x1', '1e0', '1.0', '0b1'];

async function operations(): Promise<Operation[]> {
  const document = (await app.inject(apiPaths.openApi)).json() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

const fillPath = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_match, name: string) => value(name));
const sensible: Record<string, string> = { serviceSlug: 'dog-grooming', citySlug: 'austin', id: '1', file: '1.xml' };

type FuzzRequest = { url: string; body?: unknown; rawBody?: string; mustRefuse?: boolean };

function requestsFor(operation: Operation): FuzzRequest[] {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const wholeNumbers = new Set(parameters.filter((p) => p.schema?.type === 'integer').map((p) => p.name));
  const base = fillPath(operation.path, (name) => sensible[name] ?? '1');
  const requests: FuzzRequest[] = [{ url: base }];
  for (const name of pathNames) {
    const withValue = (value: string) => fillPath(operation.path, (n) => (n === name ? value : (sensible[n] ?? '1')));
    for (const value of HOSTILE_VALUES) requests.push({ url: withValue(value) });
    if (wholeNumbers.has(name)) for (const value of OTHER_SPELLINGS_OF_ONE) requests.push({ url: withValue(value), mustRefuse: true });
  }
  for (const name of [...queryNames, 'unknownParam']) {
    for (const value of HOSTILE_VALUES) requests.push({ url: `${base}?${name}=${value}` });
    requests.push({ url: `${base}?${name}=a&${name}=b` });
    if (wholeNumbers.has(name)) for (const value of OTHER_SPELLINGS_OF_ONE) requests.push({ url: `${base}?${name}=${value}`, mustRefuse: true });
  }
  const body = operation.requestBody?.content['application/json'];
  if (body) {
    for (const wrong of WRONG_BODIES) requests.push({ url: base, body: wrong });
    requests.push({ url: base, rawBody: '{"unterminated' });
    requests.push({ url: base, rawBody: '{"a":"\\u0000"}' });
    for (const field of Object.keys(body.schema?.properties ?? {})) {
      for (const wrong of WRONG_FIELD_VALUES) requests.push({ url: base, body: { [field]: wrong } });
    }
  }
  return requests;
}

/** A peer address per request: the fuzz must not use up the rate-limit buckets other test files share. */
const somePeer = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('fuzz of every documented call', () => {
  it('never answers 5xx, refuses a whole number spelt another way, and every 4xx carries a JSON message', { timeout: 240_000 }, async () => {
    const staff = await signIn(deps, 'business_owner', { email: STAFF_EMAIL });
    const accounts: (TestUser | null)[] = [null, await signIn(deps, 'customer'), await signIn(deps, 'business_owner'), staff];
    const failures: string[] = [];
    let sent = 0;
    for (const operation of await operations()) {
      if (operation.path === apiPaths.docs) continue;
      for (const request of requestsFor(operation)) {
        for (const account of accounts) {
          const headers: Record<string, string> = { host: 'localhost:3000' };
          if (account) headers.cookie = account.cookie;
          if (request.rawBody !== undefined || request.body !== undefined) headers['content-type'] = 'application/json';
          const response = await app.inject({
            method: operation.method as 'GET',
            url: request.url,
            headers,
            remoteAddress: somePeer(),
            ...(request.rawBody !== undefined ? { payload: request.rawBody } : request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
          });
          sent += 1;
          const label = `${operation.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.body ?? request.rawBody ?? '').slice(0, 80)} as ${account ? 'signed in' : 'anonymous'}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
          else if (request.mustRefuse && response.statusCode < 400) failures.push(`${response.statusCode} for a whole number spelt another way: ${label}`);
          // A page address answers people with a page (the 404 or error screen); every other 4xx is JSON.
          else if (response.statusCode >= 400 && !(isPagePath(request.url) && String(response.headers['content-type']).startsWith('text/html'))) {
            let message: unknown;
            try {
              message = (response.json() as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || message.length === 0) failures.push(`${response.statusCode} without a JSON message: ${label}: ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  });
});
