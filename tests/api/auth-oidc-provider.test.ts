import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { apiPaths } from '#shared/api-paths.js';
import { InjectBrowser } from '../helpers/oidc.js';
import { buildTestApp, TEST_SESSION_SECRET, type TestContext } from '../helpers/test-app.js';

/**
 * Sign-in through an OpenID provider that is not ours: oauth2-mock-server, an independent implementation from npm,
 * started here on a loopback port. It checks PKCE itself and signs its own ID tokens; the app discovers it from
 * OIDC_ISSUER as it would Keycloak or Okta.
 */
let provider: OAuth2Server;
let ctx: TestContext;
/** The profile the provider vouches for in its next tokens. */
let nextProfile: { sub: string; email: string; given_name: string; family_name: string };

const env = (issuer: string) => ({
  DEV_SIGN_IN: 'false',
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: 'pet-directory',
  OIDC_CLIENT_SECRET: 'provider-secret',
  OIDC_NAME: 'Acme ID',
});

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...nextProfile, email_verified: true });
  });
  ctx = await buildTestApp(env(provider.issuer.url!));
}, 60_000);

afterAll(async () => {
  await provider?.stop();
});

/** The browser's part: the app's start, the provider's authorize endpoint (over HTTP), back to the app's callback. */
async function signInAs(start: string, profile: typeof nextProfile) {
  nextProfile = profile;
  const browser = new InjectBrowser(ctx.app);
  const begun = await browser.request('GET', start);
  expect(begun.statusCode).toBe(302);
  const authorize = new URL(String(begun.headers.location));
  expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
  // PKCE, state and nonce go to the provider.
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.pathname).toBe(apiPaths.signInCallback);
  const back = await browser.request('GET', `${callback.pathname}${callback.search}`);
  return { browser, back };
}

describe('sign-in through any OpenID Connect provider (OIDC_ISSUER)', () => {
  it('signs a customer in through the independent provider, with its verified email and name', async () => {
    const { browser, back } = await signInAs(apiPaths.signIn.customer, { sub: 'acme-customer-1', email: 'Casey@Example.com', given_name: 'Casey', family_name: 'Rivera' });
    expect(back.statusCode).toBe(302);
    const me = await browser.request('GET', '/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ type: 'customer', user: { email: 'casey@example.com', firstName: 'Casey', lastName: 'Rivera' } });
  });

  it('signs a business owner in the same way, to the owner pages', async () => {
    const { browser, back } = await signInAs(apiPaths.signIn.business_owner, { sub: 'acme-owner-1', email: 'owner@example.com', given_name: 'Olu', family_name: 'Owner' });
    expect(back.statusCode).toBe(302);
    expect(String(back.headers.location)).toBe('/dashboard/business');
    const me = await browser.request('GET', '/api/auth/user');
    expect(me.json()).toMatchObject({ type: 'business_owner', user: { email: 'owner@example.com', firstName: 'Olu' } });
  });

  it("refuses a callback whose state is not the one sent (the provider's code alone signs nobody in)", async () => {
    nextProfile = { sub: 'acme-x', email: 'x@example.com', given_name: 'X', family_name: 'Y' };
    const browser = new InjectBrowser(ctx.app);
    const begun = await browser.request('GET', apiPaths.signIn.customer);
    const authorize = new URL(String(begun.headers.location));
    authorize.searchParams.set('state', 'forged-state');
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const back = await browser.request('GET', `${callback.pathname}${callback.search}`);
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toContain('could not be verified');
  });

  it("names the provider on the sign-in pages: 'Continue with Acme ID'", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/customer/login' });
    expect(page.body).toContain('Continue with Acme ID');
    expect(page.body).not.toContain('Continue with Google');
  });
});

describe('OIDC settings', () => {
  it('refuses at start an issuer that is not an OpenID provider, with a message naming the setting', async () => {
    // A loopback port where the provider is not: nothing answers discovery.
    const wrong = `${provider.issuer.url!.replace(/:\d+/, ':9')}`;
    await expect(buildTestApp(env(wrong))).rejects.toThrow(ConfigError);
    await expect(buildTestApp(env(wrong))).rejects.toThrow(/OIDC_ISSUER: .* is not an OpenID provider this site can use/);
    // An issuer whose discovery document names another issuer is refused the same way.
    await expect(buildTestApp(env(`${provider.issuer.url!}/realms/other`))).rejects.toThrow(/OIDC_ISSUER/);
  });

  it('needs the client id and secret with the issuer, https on a public address, and lets Google stay the default', () => {
    const base = { SESSION_SECRET: TEST_SESSION_SECRET, PUBLIC_URL: 'https://pets.example.com' };
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID: is required.*OIDC_CLIENT_SECRET: is required/s);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(/OIDC_ISSUER: must be an https URL/);
    const oidc = loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com/realms/pets', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' });
    expect(oidc.signIn).toEqual({ kind: 'oidc', name: 'id.example.com' });
    expect(oidc.devSignIn).toBe(false);
    const both = loadConfig({ ...base, GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' });
    expect(both.signIn).toEqual({ kind: 'google', name: 'Google' });
  });
});
