import { randomUUID } from 'node:crypto';
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '#shared/errors.js';
import { ACCESS_MESSAGES } from '#shared/users.js';
import type { App } from '../../src/server/app-types.js';
import { registerAccessControl, ROUTE_ACCESS, type RouteAccess } from '../../src/server/auth/access.js';
import { businesses } from '../../src/server/db/schema.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn } from '../helpers/sign-in.js';

const STAFF = `route-access-staff-${randomUUID()}@example.com`;
const ctx = await buildTestApp({ ADMIN_EMAILS: STAFF });

type Operation = { method: string; path: string; access: RouteAccess | undefined };

/** The app's routes as the OpenAPI plugin collected them while they were added, with their declared access. */
async function operations(): Promise<Operation[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: RouteAccess }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, access: op['x-access'] })),
  );
}

const signedInOperations = async () => (await operations()).filter((op) => op.access && op.access !== 'public');
/** Writes whose smallest valid body is not empty (the access checks must be reached, not the body's rules). */
const SMALLEST_BODY: Record<string, object> = {
  '/api/dashboard/business/{id}/booking-requests/{requestId}/decline': { message: 'Fully booked.' },
  '/api/dashboard/business/{id}/reports/{reportId}/answer': { answer: 'We are open.' },
};
/** One call of `op` with every path parameter set to `id`; writes carry an empty JSON object (a valid edit). */
const call = (op: Operation, id: string, cookie?: string) =>
  ctx.app.inject({
    method: op.method as 'GET',
    url: op.path.replace(/\{[^}]+\}/g, id),
    headers: cookie ? { cookie } : {},
    ...(op.method === 'GET' ? {} : { payload: SMALLEST_BODY[op.path] ?? {} }),
  });
const messageOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).message;

describe('declared route access', () => {
  it('every /api and /auth route declares who may call it, and the OpenAPI document says so', async () => {
    const all = await operations();
    const declaredHere = all.filter((op) => op.path.startsWith('/api/') || op.path.startsWith('/auth/'));
    expect(declaredHere.length).toBeGreaterThan(30);
    for (const op of declaredHere) expect(ROUTE_ACCESS, `${op.method} ${op.path}`).toContain(op.access);
    const accessOf = (method: string, path: string) => all.find((op) => op.method === method && op.path === path)?.access;
    expect(accessOf('GET', '/api/cities')).toBe('public');
    expect(accessOf('GET', '/api/auth/user')).toBe('public');
    expect(accessOf('POST', '/api/customer/pets')).toBe('customer');
    expect(accessOf('POST', '/api/business/create')).toBe('owner');
    expect(accessOf('POST', '/api/business/{id}/claim')).toBe('owner');
    expect(accessOf('PATCH', '/api/business/{id}')).toBe('owner-of-business');
    expect(accessOf('GET', '/api/dashboard/business/{id}')).toBe('owner-of-business');
    expect(accessOf('POST', '/api/admin/changes/{id}/reject')).toBe('staff');
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.body).toContain('Access: <code>owner-of-business</code>');
  });

  it('refuses to start with a route under /api or /auth that declares nothing, or an owner-of-business route without :id', () => {
    const bare = Fastify() as unknown as App;
    registerAccessControl(bare, ctx.deps);
    const handler = async () => ({});
    expect(() => bare.get('/api/forgotten', handler)).toThrow(/GET \/api\/forgotten declares no access/);
    expect(() => bare.post('/auth/forgotten', handler)).toThrow(/declares no access/);
    expect(() => bare.get('/api/owned', { config: { access: 'owner-of-business' } }, handler)).toThrow(/names no :id/);
    expect(() => bare.get('/api/odd', { config: { access: 'admin' as RouteAccess } }, handler)).toThrow(/unknown access 'admin'/);
    // Pages, health checks and the like are not API routes: they may stay silent.
    expect(() => bare.get('/healthz-like', handler)).not.toThrow();
    expect(() => bare.get('/api/declared', { config: { access: 'public' } }, handler)).not.toThrow();
  });

  it('answers 401 to visitors on every signed-in route, never storable, whatever the id', async () => {
    const guarded = await signedInOperations();
    expect(guarded.length).toBeGreaterThan(10);
    for (const op of guarded) {
      for (const id of ['1', 'not-a-number']) {
        const response = await call(op, id);
        expect(response.statusCode, `${op.method} ${op.path}`).toBe(401);
        expect(messageOf(response), `${op.method} ${op.path}`).toBe(ACCESS_MESSAGES.signIn);
        expect(response.headers['cache-control'], `${op.method} ${op.path}`).toBe('private, no-store');
      }
    }
    // Fastify's HEAD twin of a GET route is checked too.
    expect((await ctx.app.inject({ method: 'HEAD', url: '/api/dashboard/businesses' })).statusCode).toBe(401);
  });

  it("answers 403 to the wrong account on every signed-in route: customers on owners' routes and the reverse, non-staff on staff routes", async () => {
    const customer = await signIn(ctx.deps, 'customer');
    const owner = await signIn(ctx.deps, 'business_owner');
    const refused: Record<RouteAccess, [string, string][]> = {
      public: [],
      'signed-in': [],
      customer: [[owner.cookie, ACCESS_MESSAGES.customersOnly]],
      owner: [[customer.cookie, ACCESS_MESSAGES.ownersOnly]],
      'owner-of-business': [[customer.cookie, ACCESS_MESSAGES.ownersOnly]],
      'owner-of-business-or-staff': [[customer.cookie, ACCESS_MESSAGES.ownersOnly]],
      staff: [
        [customer.cookie, ACCESS_MESSAGES.staffOnly],
        [owner.cookie, ACCESS_MESSAGES.staffOnly],
      ],
    };
    for (const op of await signedInOperations()) {
      for (const [cookie, message] of refused[op.access!]) {
        const response = await call(op, '1', cookie);
        expect(response.statusCode, `${op.method} ${op.path}`).toBe(403);
        expect(messageOf(response), `${op.method} ${op.path}`).toBe(message);
      }
    }
  });

  it("owner-of-business routes: 400 for a malformed id, 404 for a missing business, 403 for someone else's", async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const [someoneElses] = await ctx.deps.db.select({ id: businesses.id }).from(businesses).limit(1);
    const ownerRoutes = (await signedInOperations()).filter((op) => op.access === 'owner-of-business');
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(3);
    for (const op of ownerRoutes) {
      const label = `${op.method} ${op.path}`;
      expect((await call(op, 'abc', owner.cookie)).statusCode, label).toBe(400);
      const missing = await call(op, '2000000000', owner.cookie);
      expect([missing.statusCode, messageOf(missing)], label).toEqual([404, 'Business not found']);
      const other = await call(op, String(someoneElses!.id), owner.cookie);
      expect([other.statusCode, messageOf(other)], label).toEqual([403, ACCESS_MESSAGES.otherOwnersBusiness]);
    }
  });

  it('lets staff of either account type through the staff routes', async () => {
    for (const type of ['customer', 'business_owner'] as const) {
      const staff = await signIn(ctx.deps, type, { email: STAFF });
      const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/queue', headers: { cookie: staff.cookie } });
      expect(response.statusCode, type).toBe(200);
    }
  });
});

describe('the session on the request', () => {
  const sessionReads = async (request: InjectOptions) => {
    const seen: string[] = [];
    const stop = ctx.deps.database.observeQueries((statement) => seen.push(statement));
    try {
      const response = await ctx.app.inject(request);
      return { response, reads: seen.filter((statement) => /from "sessions"/.test(statement)).length, statements: seen.length };
    } finally {
      stop();
    }
  };

  it('costs an anonymous request no database read', async () => {
    const { response, statements } = await sessionReads({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(statements).toBe(0);
  });

  it('is read once per request, however many parts ask (access check, rate-limit key, handler)', async () => {
    const owner = await signIn(ctx.deps, 'business_owner');
    const { response, reads } = await sessionReads({ method: 'POST', url: '/api/business/create', headers: { cookie: owner.cookie }, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(reads).toBe(1);
  });
});
