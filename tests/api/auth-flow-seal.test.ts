import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowStateSealer, FLOW_TTL_MS, type FlowState } from '../../src/server/auth/flow-state.js';
import { sessionSecret } from '../../src/server/auth/session-secret.js';
import { appMeta } from '../../src/server/db/schema.js';
import { buildTestApp } from '../helpers/test-app.js';
import { signInThroughDevProvider } from '../helpers/oidc.js';

/** The sealed sign-in flow cookie: refused when tampered with or expired, sealed by a secret every process shares. */

// No SESSION_SECRET: the built-in sign-in on a loopback address generates one and keeps it in the database.
const { app, deps } = await buildTestApp({ SESSION_SECRET: '' });

const flow: FlowState = {
  codeVerifier: 'v'.repeat(43),
  state: 'state-value',
  nonce: 'nonce-value',
  accountType: 'customer',
  returnTo: '/customer/dashboard',
};

/** A process's sealer, as auth/routes.ts makes it: its own reading of the secret. */
const processSealer = () => new FlowStateSealer(sessionSecret(deps.config, deps.db));
const fixedSealer = (secret: string) => new FlowStateSealer(() => Promise.resolve(secret));

afterEach(() => {
  vi.useRealTimers();
});

describe('the sealed sign-in flow cookie', () => {
  it('opens what it sealed, and nothing that was changed or sealed with another secret', async () => {
    const sealer = fixedSealer('a-secret-of-at-least-thirty-two-characters');
    const sealed = await sealer.seal(flow);
    expect(sealed).not.toContain('state-value');
    expect(await sealer.unseal(sealed)).toEqual(flow);
    // Every part of the seal is covered: change one character in each and it no longer opens.
    const parts = sealed.split('*');
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index]!;
      if (part.length < 2) continue;
      const at = Math.floor(part.length / 2);
      const changed = [...parts];
      changed[index] = `${part.slice(0, at)}${part[at] === 'A' ? 'B' : 'A'}${part.slice(at + 1)}`;
      expect(await sealer.unseal(changed.join('*')), `part ${index}`).toBeNull();
    }
    expect(await fixedSealer('another-secret-of-thirty-two-characters!').unseal(sealed)).toBeNull();
    expect(await sealer.unseal('not a sealed value')).toBeNull();
    expect(await sealer.unseal(undefined)).toBeNull();
  });

  it('refuses a flow past its ten minutes', async () => {
    const sealer = fixedSealer('a-secret-of-at-least-thirty-two-characters');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T12:00:00Z') });
    const sealed = await sealer.seal(flow);
    vi.setSystemTime(Date.now() + FLOW_TTL_MS - 1000);
    expect(await sealer.unseal(sealed)).toEqual(flow);
    // iron allows a minute of clock skew between processes.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await sealer.unseal(sealed)).toBeNull();
  });

  it('without SESSION_SECRET, generates one secret, kept in the database: another process or a restart opens the cookie', async () => {
    const sealed = await processSealer().seal(flow);
    const [kept] = await deps.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'session-secret'));
    expect(kept?.value.length).toBeGreaterThanOrEqual(32);
    // A second reading of the setting (another process on the database, or this one started again).
    expect(await processSealer().unseal(sealed)).toEqual(flow);
    const [still] = await deps.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'session-secret'));
    expect(still?.value).toBe(kept?.value);
  });

  it('without SESSION_SECRET, a sign-in completes through the real screens', async () => {
    const result = await signInThroughDevProvider(app, { email: `seal-${Date.now()}@example.com`, firstName: 'Sam', lastName: 'Seal' });
    expect(result.callback.statusCode).toBe(302);
    expect(result.callback.headers.location).toBe('/customer/dashboard');
  });
});
