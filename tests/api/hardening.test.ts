import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { redactUrl } from '../../src/server/http/access-log.js';
import { SIGN_IN_RATE_LIMIT } from '../../src/server/auth/routes.js';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { signIn } from '../helpers/sign-in.js';
import { buildTestApp } from '../helpers/test-app.js';
import { makeBusiness, makeCity } from './owners-fixtures.js';

const { app, deps } = await buildTestApp();

/** A peer address of this test's own, so its rate-limit buckets are shared with no other test file. */
const ownPeer = () => `198.51.100.${randomInt(1, 255)}`;

function expectJsonMessage(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).message;
}

describe('control characters in any input', () => {
  it('answers 400 naming the field for NUL and other controls in path parameters, queries and body strings', async () => {
    const owner = await signIn(deps, 'customer');
    const cases = [
      { url: '/api/service/dog-grooming/aus%00tin', field: 'citySlug' },
      { url: '/api/business/1%00', field: 'id' },
      { url: '/api/service/dog-grooming/austin?q=good%00boy', field: 'q' },
      { url: '/api/service/dog-grooming/austin?types=a%01b', field: 'types' },
      { url: '/api/businesses/find?q=ab%1bcd', field: 'q' },
    ];
    for (const { url, field } of cases) {
      const message = expectJsonMessage(await app.inject(url), 400);
      expect(message, url).toContain(field);
    }
    const bodies = [
      { body: { firstName: 'A\u0000n', lastName: 'Lee' }, field: 'firstName' },
      { body: { firstName: 'Ann', lastName: 'Lee', address: '1 Main\u0007 St' }, field: 'address' },
    ];
    for (const { body, field } of bodies) {
      const response = await app.inject({ method: 'PATCH', url: apiPaths.customerProfile, headers: { cookie: owner.cookie }, payload: body });
      expect(expectJsonMessage(response, 400)).toContain(field);
    }
  });

  it('keeps tabs and line breaks in long text but refuses other controls there', async () => {
    const customer = await signIn(deps, 'customer');
    const pet = { name: 'Rex', type: 'dog', breed: 'Beagle', age: 3, notes: 'Line one\nLine\ttwo' };
    const created = await app.inject({ method: 'POST', url: apiPaths.customerPets, headers: { cookie: customer.cookie }, payload: pet });
    expect(created.statusCode).toBe(201);
    const refused = await app.inject({
      method: 'POST',
      url: apiPaths.customerPets,
      headers: { cookie: customer.cookie },
      payload: { ...pet, notes: 'bell\u0007' },
    });
    expect(expectJsonMessage(refused, 400)).toContain('notes');
  });

  it('never answers 5xx for a NUL in a page address or query', async () => {
    for (const url of ['/dog-grooming/aus%00tin', '/business/%00', '/city/%00', '/dog-grooming/austin?q=%00', '/admin/outbox?status=%00']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('refuses text-direction, zero-width and every other invisible format character in names', async () => {
    const customer = await signIn(deps, 'customer');
    const bidiAndZeroWidth = ['Ann\u202egnp.exe', 'A\u200bnn', 'Ann\u2066', 'An\ufeffn'];
    // Unicode format characters (Cf) beyond those: a soft hyphen, an inhibit-swapping control, an interlinear
    // annotation anchor, a tag letter, the Mongolian vowel separator; and a name drawn as nothing (Hangul fillers).
    const otherFormat = ['Ann\u00adLee', 'An\u206an', 'Ann\ufff9', 'An\u{e0041}n', 'Ann\u180e', '\u3164\u3164'];
    for (const firstName of [...bidiAndZeroWidth, ...otherFormat]) {
      const response = await app.inject({
        method: 'PATCH',
        url: apiPaths.customerProfile,
        headers: { cookie: customer.cookie },
        payload: { firstName, lastName: 'Lee' },
      });
      expect(expectJsonMessage(response, 400), JSON.stringify(firstName)).toContain('First name must not contain invisible or text-direction characters');
    }
    const plain = await app.inject({
      method: 'PATCH',
      url: apiPaths.customerProfile,
      headers: { cookie: customer.cookie },
      payload: { firstName: 'Zoë', lastName: 'Nguyễn' },
    });
    expect(plain.statusCode).toBe(200);
  });
});

describe('proxies', () => {
  it('does not let a rotating X-Forwarded-For reset a per-address rate limit without TRUST_PROXY', async () => {
    const peer = ownPeer();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const response = await app.inject({
        url: apiPaths.signIn.customer,
        remoteAddress: peer,
        headers: { host: 'localhost:3000', 'x-forwarded-for': `203.0.113.${i % 250}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max).every((status) => status === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts the forwarded client address when TRUST_PROXY names the proxy', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '10.9.0.0/16' });
    const proxy = `10.9.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const response = await proxied.app.inject({
        url: apiPaths.signIn.customer,
        remoteAddress: proxy,
        headers: { host: 'localhost:3000', 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}, ${proxy}` },
      });
      // Each visitor has a bucket of their own: none of them is limited by the others.
      expect(response.statusCode).not.toBe(429);
    }
  });
});

describe('operations endpoints and headers', () => {
  it('serves /metrics only to the METRICS_TOKEN bearer when a token is set, wherever the caller is', async () => {
    const guarded = await buildTestApp({ METRICS_TOKEN: 'a-long-metrics-token-for-tests' });
    const metrics = (remoteAddress: string, authorization?: string) =>
      guarded.app.inject({ url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} });
    expect(expectJsonMessage(await metrics('203.0.113.9'), 401)).toMatch(/METRICS_TOKEN/);
    expect((await metrics('203.0.113.9', 'Bearer wrong-token-of-some-length')).statusCode).toBe(401);
    // This machine needs the token too: behind a proxy on the same machine, every visitor arrives from here.
    expect((await metrics('127.0.0.1')).statusCode).toBe(401);
    expect((await metrics('127.0.0.1', 'Bearer wrong-token-of-some-length')).statusCode).toBe(401);
    expect((await metrics('203.0.113.9', 'Bearer a-long-metrics-token-for-tests')).statusCode).toBe(200);
    expect((await metrics('127.0.0.1', 'Bearer a-long-metrics-token-for-tests')).statusCode).toBe(200);
  });

  it('serves /metrics without a token only to this machine, judging the client a trusted proxy names', async () => {
    const direct = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(direct.statusCode).toBe(200);
    // A forwarded header from an untrusted caller does not make it local.
    const forged = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.statusCode).toBe(401);
    // nginx on this machine: the peer is 127.0.0.1 for everyone, the visitor is the address it forwards.
    const proxied = await buildTestApp({ TRUST_PROXY: 'loopback' });
    const visitor = await proxied.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(expectJsonMessage(visitor, 401)).toMatch(/METRICS_TOKEN/);
    const scraper = await proxied.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(scraper.statusCode).toBe(200);
  });

  it('sends one framing policy, a Permissions-Policy, and HSTS only for an https site', async () => {
    const plain = await app.inject(apiPaths.cities);
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['x-frame-options']).toBeUndefined();
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await buildTestApp({ PUBLIC_URL: 'https://pets.example.com' });
    const https = await secure.app.inject(apiPaths.cities);
    expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it("sends a hidden listing's reviews to its owner as private, never with a public Cache-Control", async () => {
    const owner = await signIn(deps, 'business_owner');
    const city = await makeCity(deps.db);
    const pending = await makeBusiness(deps.db, city.id, { ownerId: owner.id, status: 'pending' });
    const asOwner = await app.inject({ url: apiPaths.businessReviews(pending.id), headers: { cookie: owner.cookie } });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject(apiPaths.businessReviews(pending.id))).statusCode).toBe(404);
    // The same owner reading a public listing's reviews gets the public answer everyone gets.
    const approved = await makeBusiness(deps.db, city.id, { ownerId: owner.id, status: 'approved' });
    const publicAnswer = await app.inject({ url: apiPaths.businessReviews(approved.id), headers: { cookie: owner.cookie } });
    expect(publicAnswer.headers['cache-control']).toMatch(/^public/);
  });

  it('keeps who owns a listing out of public answers', async () => {
    const listing = await app.inject(apiPaths.serviceCity('dog-grooming', 'austin'));
    const [first] = listing.json().businesses as Record<string, unknown>[];
    expect(first).toBeDefined();
    expect(first).not.toHaveProperty('ownerId');
    const detail = await app.inject(apiPaths.business(String(first!.id)));
    expect(detail.statusCode).toBe(200);
    expect(detail.json().business).not.toHaveProperty('ownerId');
    expect(detail.body).not.toContain('ownerId');
  });
});

describe('start-up', () => {
  it('answers 503 with Retry-After until the database is ready: a self-reloading page, a JSON message, health 200', async () => {
    const starting = await buildApp({ ...deps, readiness: { ready: false, reason: 'Seeding demo data' } });
    try {
      const api = await starting.inject(apiPaths.cities);
      expect(expectJsonMessage(api, 503)).toMatch(/starting up \(Seeding demo data\)/);
      expect(api.headers['retry-after']).toBe('5');
      const page = await starting.inject({ url: '/dog-grooming/austin', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h1>Starting up</h1>');
      expect(page.body).toContain('http-equiv="refresh"');
      const write = await starting.inject({ method: 'POST', url: apiPaths.customerPets, payload: {} });
      expect(write.statusCode).toBe(503);
      expect((await starting.inject('/healthz')).statusCode).toBe(200);
      expect((await starting.inject('/readyz')).statusCode).toBe(503);
    } finally {
      await starting.close();
    }
  });
});

describe('logs', () => {
  it('redacts authorization codes, states and tokens from logged addresses', () => {
    expect(redactUrl('/api/auth/callback?code=abc123&state=xyz&iss=http%3A%2F%2Flocalhost')).toBe(
      '/api/auth/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Flocalhost',
    );
    expect(redactUrl('/x?Token=1&q=dogs')).toBe('/x?Token=[redacted]&q=dogs');
    expect(redactUrl('/dog-grooming/austin')).toBe('/dog-grooming/austin');
  });

  it('logs writes, failures and slow requests in production mode, never a public read, never a code or cookie', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logged = await buildApp(deps, { logger: { level: 'info', stream }, requestLog: 'notable' });
    try {
      await logged.inject(apiPaths.cities);
      await logged.inject({ url: '/api/auth/callback?code=secret-code-123&state=secret-state', headers: { cookie: 'sid=secret-cookie' } });
      await logged.inject({ method: 'PATCH', url: apiPaths.customerProfile, payload: {}, headers: { cookie: 'sid=secret-cookie' } });
      const text = JSON.stringify(lines);
      expect(text).not.toContain(apiPaths.cities);
      expect(text).not.toContain('secret-code-123');
      expect(text).not.toContain('secret-state');
      expect(text).not.toContain('secret-cookie');
      expect(lines.some((line) => line.msg === 'write' && (line.req as { url: string }).url === apiPaths.customerProfile)).toBe(true);
    } finally {
      await logged.close();
    }
  });
});

describe('a client that goes away', () => {
  it('is logged as an aborted request, never as a database outage', async () => {
    const lines: Record<string, unknown>[] = [];
    let onLine = () => {};
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        onLine();
        done();
      },
    });
    const logged = await buildApp(deps, { logger: { level: 'info', stream }, requestLog: 'notable' });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = logged.server.address() as { port: number };
      // The first line logged about the request, whatever it says.
      const answered = new Promise<void>((resolve) => {
        onLine = () => lines.some((line) => line.reqId) && resolve();
      });
      // The app starts reading the body once its hooks have run (on PostgreSQL the rate limit asks the database first).
      const bodyRead = new Promise<void>((resolve) => {
        logged.server.once('request', (raw: IncomingMessage) => raw.on('newListener', (event) => event === 'data' && resolve()));
      });
      const socket = connect(port, '127.0.0.1');
      // Half a body, then the connection is gone (a closed tab, a lost phone signal).
      socket.write(`POST ${apiPaths.businessEvents(1)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"type":`);
      await bodyRead;
      socket.destroy();
      await answered;
      // One line at info level (pino's 30): nothing for an operator to act on.
      expect(lines.find((line) => line.reqId)).toMatchObject({ level: 30, msg: 'client aborted the request', code: 'ECONNRESET' });
    } finally {
      await logged.close();
    }
  });
});

describe('timeouts', () => {
  it('cuts a request whose body trickles past the deadline with a 408 and a JSON message', async () => {
    const slow = await buildApp(deps, { requestTimeoutMs: 1500 });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = slow.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      // A public write, so nothing answers before the body has arrived.
      socket.write('POST /api/business/1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
      const started = Date.now();
      await closed;
      clearInterval(trickle);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).message).toMatch(/took too long/);
    } finally {
      await slow.close();
    }
  });

  it('defaults to 30 s for the whole request', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('../../src/server/app.js');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(app.server.requestTimeout).toBe(30_000);
  });
});

describe('configuration', () => {
  it('loads the test configuration it builds apps with', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).trustProxy).toBe(false);
  });
});
