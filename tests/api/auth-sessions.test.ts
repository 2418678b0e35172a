import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { currentUserSchema } from '#shared/users.js';
import { sessionCookieName } from '../../src/server/auth/cookies.js';
import { createSession, resolveSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/server/auth/sessions.js';
import { sessions } from '../../src/server/db/schema.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signIn } from '../helpers/sign-in.js';

const { app, deps } = await buildTestApp();
const DAY = 24 * 60 * 60 * 1000;

const me = (cookie?: string) => app.inject({ url: apiPaths.session, headers: cookie ? { cookie } : {} });
const rowsFor = async (userId: number) => deps.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('GET /api/auth/user', () => {
  it('answers 401 with a message when signed out, or with an unknown or malformed cookie', async () => {
    for (const cookie of [undefined, 'sid=unknown-token', `sid=${'x'.repeat(500)}`]) {
      const response = await me(cookie);
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).message).toBe('Not signed in');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('clears a stale signed-in hint together with the session cookie, so the browser stops asking', async () => {
    const response = await me('sid=expired-token; signed_in=1');
    expect(response.statusCode).toBe(401);
    const cleared = response.cookies.filter((c) => c.name === 'signed_in' || c.name === 'sid');
    expect(cleared.map((c) => c.name).sort()).toEqual(['sid', 'signed_in']);
    for (const cookie of cleared) expect(cookie.value).toBe('');
  });

  it('answers the type and user of a signed-in session', async () => {
    const customer = await signIn(deps, 'customer', { firstName: 'Cleo' });
    const response = await me(customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.parse(response.json())).toMatchObject({
      type: 'customer',
      user: { id: customer.id, firstName: 'Cleo' },
      isStaff: false,
    });
  });

  it('tells staff (ADMIN_EMAILS, any letter case) that they may open /admin', async () => {
    const staffApp = await buildTestApp({ ADMIN_EMAILS: 'Reviewer@Example.com' });
    const staff = await signIn(staffApp.deps, 'business_owner', { email: 'reviewer@example.com' });
    const response = await staffApp.app.inject({ url: apiPaths.session, headers: { cookie: staff.cookie } });
    expect(currentUserSchema.parse(response.json())).toMatchObject({ type: 'business_owner', isStaff: true });
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than the idle limit, and deletes its row', async () => {
    const customer = await signIn(deps, 'customer');
    const started = new Date(Date.now() - SESSION_IDLE_MS - DAY);
    const { token } = await createSession(deps.db, customer.id, 'customer', started);
    const cookie = `${sessionCookieName(deps.config)}=${token}`;
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await rowsFor(customer.id)).toHaveLength(1); // only the fixture's own session is left
  });

  it('keeps a session used within the idle limit, and refreshes its last use', async () => {
    const customer = await signIn(deps, 'customer');
    const started = new Date(Date.now() - SESSION_IDLE_MS + DAY);
    const { token } = await createSession(deps.db, customer.id, 'customer', started);
    expect((await me(`sid=${token}`)).statusCode).toBe(200);
    const rows = await rowsFor(customer.id);
    const touched = rows.find((row) => row.createdAt.getTime() === started.getTime());
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends a session past its absolute lifetime even when it was used recently', async () => {
    const customer = await signIn(deps, 'customer');
    const started = new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000);
    const { token } = await createSession(deps.db, customer.id, 'customer', started);
    // Used every day since: never idle.
    for (let day = 1; day * DAY < SESSION_ABSOLUTE_MS; day += 1) {
      const now = new Date(started.getTime() + day * DAY);
      expect(await resolveSession(deps.db, token, now)).not.toBeNull();
    }
    expect((await me(`sid=${token}`)).statusCode).toBe(401);
    expect(await resolveSession(deps.db, token)).toBeNull();
  });
});

describe('sign-out', () => {
  for (const [type, path] of [
    ['customer', '/api/auth/customer/logout'],
    ['business_owner', '/api/auth/business/logout'],
  ] as const) {
    it(`${path} deletes the session row, clears the cookie and returns to /`, async () => {
      const user = await signIn(deps, type);
      expect((await me(user.cookie)).statusCode).toBe(200);
      const response = await app.inject({ url: path, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const cleared = response.cookies.find((cookie) => cookie.name === 'sid');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
      expect(await rowsFor(user.id)).toHaveLength(0);
      expect((await me(user.cookie)).statusCode).toBe(401);
    });
  }

  it('returns a signed-out visitor to / as well', async () => {
    const response = await app.inject({ url: apiPaths.signOut.customer });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
