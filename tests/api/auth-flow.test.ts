import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { errorBodySchema } from '#shared/errors.js';
import { currentUserSchema } from '#shared/users.js';
import { sessions, users } from '../../src/server/db/schema.js';
import { buildTestApp } from '../helpers/test-app.js';
import { InjectBrowser, signInThroughDevProvider, signInUpToCallback } from '../helpers/oidc.js';

const { app, deps } = await buildTestApp();
const ISSUER = 'http://localhost:3000/oidc';

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.com`;

const currentUser = async (browser: InjectBrowser) => {
  const response = await browser.request('GET', apiPaths.session);
  return response.statusCode === 200 ? currentUserSchema.parse(response.json()) : null;
};

const sessionCount = async (userId: number) => (await deps.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('sign-in through the built-in OpenID provider', () => {
  it('signs a customer in through the real screens and lands on the customer dashboard', async () => {
    const email = uniqueEmail('ada');
    const result = await signInThroughDevProvider(app, { email, firstName: 'Ada', lastName: 'Lovelace' });

    // The authorization request carries PKCE (S256), state and nonce.
    const params = result.authorizationUrl.searchParams;
    expect(result.authorizationUrl.pathname).toBe('/oidc/auth');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback');

    expect(result.callback.statusCode).toBe(302);
    expect(result.callback.headers.location).toBe('/customer/dashboard');
    expect(result.callback.headers['cache-control']).toBe('private, no-store');
    const sid = result.callback.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.value.length).toBeGreaterThanOrEqual(22);
    // The readable hint lets the browser skip the session call when signed out; it carries no secret.
    expect(result.callback.cookies.find((cookie) => cookie.name === 'signed_in')).toMatchObject({ value: '1', path: '/' });
    expect(result.callback.cookies.find((cookie) => cookie.name === 'signed_in')?.httpOnly).toBeFalsy();
    expect(result.browser.cookie('signin')).toBeUndefined();

    const userResponse = await result.browser.request('GET', apiPaths.session);
    expect(userResponse.headers['cache-control']).toBe('private, no-store');
    const me = currentUserSchema.parse(userResponse.json());
    expect(me).toMatchObject({ type: 'customer', user: { email, firstName: 'Ada', lastName: 'Lovelace' } });

    const [row] = await deps.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ issuer: ISSUER, subject: createHash('sha256').update(email).digest('hex') });
  });

  it('shows an accessible sign-in page with labelled Email, First name and Last name fields', async () => {
    const browser = new InjectBrowser(app);
    const start = await browser.request('GET', apiPaths.signIn.customer);
    const page = await browser.follow(String(start.headers.location));
    expect(page.response.statusCode).toBe(200);
    expect(page.response.headers['content-type']).toContain('text/html');
    const html = page.response.body;
    for (const [id, label] of [['field-email', 'Email'], ['field-firstName', 'First name'], ['field-lastName', 'Last name']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('<html lang="en">');
  });

  it('re-shows the form with a message when the email is missing or invalid', async () => {
    const browser = new InjectBrowser(app);
    const start = await browser.request('GET', apiPaths.signIn.customer);
    const page = await browser.follow(String(start.headers.location));
    const action = /action="([^"]+)"/.exec(page.response.body)![1]!;
    const missing = await browser.request('POST', action, { form: { email: '', firstName: 'A', lastName: 'B' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Email is required');
    expect(missing.body).toContain('value="A"');
    const invalid = await browser.request('POST', action, { form: { email: 'not-an-email', firstName: '', lastName: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Enter a valid email address');
  });

  it('signs business owners in from both owner entry points', async () => {
    const owner = await signInThroughDevProvider(app, { email: uniqueEmail('owner'), start: '/api/auth/business/google' });
    expect(owner.callback.headers.location).toBe('/dashboard/business');
    expect((await currentUser(owner.browser))?.type).toBe('business_owner');

    const lister = await signInThroughDevProvider(app, { email: uniqueEmail('lister'), start: '/auth/google' });
    expect(lister.callback.headers.location).toBe('/list-business');
    expect((await currentUser(lister.browser))?.type).toBe('business_owner');
  });

  it('returns to a local path given as returnTo', async () => {
    const result = await signInThroughDevProvider(app, {
      email: uniqueEmail('return'),
      start: `${apiPaths.signIn.business_owner}?returnTo=${encodeURIComponent('/business/12/claim?x=1')}`,
    });
    expect(result.callback.headers.location).toBe('/business/12/claim?x=1');
  });

  it('returns to the default page when returnTo leaves the site or holds anything but plain URL characters', async () => {
    const unsafe = [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'evil.example',
      'javascript:alert(1)',
      '/cities\u2028x',
      '/\uff0fevil.example',
      '/caf\u00e9',
      `/${'a'.repeat(600)}`,
    ];
    for (const returnTo of unsafe) {
      const result = await signInThroughDevProvider(app, {
        email: uniqueEmail('unsafe-return'),
        start: `${apiPaths.signIn.customer}?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(result.callback.statusCode, returnTo).toBe(302);
      expect(result.callback.headers.location, returnTo).toBe('/customer/dashboard');
      expect((await currentUser(result.browser))?.type, returnTo).toBe('customer');
    }
    // A control character is refused outright, like in any other query value, before anything starts.
    const browser = new InjectBrowser(app);
    const refused = await browser.request('GET', `${apiPaths.signIn.customer}?returnTo=${encodeURIComponent('/\t/evil.example')}`);
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).message).toContain('returnTo');
    expect(browser.cookie('signin')).toBeUndefined();
  });

  it('keeps one account per email: same user id on every sign-in, a new session each time', async () => {
    const email = uniqueEmail('twice');
    const first = await signInThroughDevProvider(app, { email, firstName: 'Twice' });
    const firstUser = (await currentUser(first.browser))!;
    const firstToken = first.browser.cookie('sid');

    // Same browser signs in again (mixed-case email): same account, new session, the old session ended.
    const second = await signInThroughDevProvider(app, { email: email.toUpperCase(), firstName: 'Changed', browser: first.browser });
    const secondUser = (await currentUser(second.browser))!;
    expect(secondUser.user.id).toBe(firstUser.user.id);
    expect(second.browser.cookie('sid')).not.toBe(firstToken);
    expect(await sessionCount(firstUser.user.id)).toBe(1);
    // Names edited on the site (or first given) are not overwritten by the provider at the next sign-in.
    expect(secondUser.user.firstName).toBe('Twice');

    // Another browser: another session for the same user.
    const third = await signInThroughDevProvider(app, { email, start: apiPaths.signIn.business_owner });
    expect((await currentUser(third.browser))?.user.id).toBe(firstUser.user.id);
    expect(await sessionCount(firstUser.user.id)).toBe(2);
  });

  it('rejects a tampered state: no session', async () => {
    const email = uniqueEmail('state');
    const result = await signInThroughDevProvider(app, {
      email,
      tamperAuthorizationUrl: (url) => url.searchParams.set('state', 'forged-state-value'),
    });
    expect(result.callback.statusCode).toBe(400);
    expect(errorBodySchema.parse(result.callback.json()).message).toBe('Sign-in could not be verified. Please sign in again.');
    expect(result.callback.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect(await currentUser(result.browser)).toBeNull();
    expect(await deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('rejects a tampered nonce (the provider echoes the forged one into the ID token): no session', async () => {
    const email = uniqueEmail('nonce');
    const result = await signInThroughDevProvider(app, {
      email,
      tamperAuthorizationUrl: (url) => url.searchParams.set('nonce', 'forged-nonce-value'),
    });
    expect(result.callback.statusCode).toBe(400);
    expect(errorBodySchema.parse(result.callback.json()).message).toBe('Sign-in could not be verified. Please sign in again.');
    expect(await currentUser(result.browser)).toBeNull();
    expect(await deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('rejects a replayed authorization code: no second session', async () => {
    const email = uniqueEmail('replay');
    const upTo = await signInUpToCallback(app, { email });
    const flowCookie = upTo.browser.cookie('signin')!;
    const first = await upTo.browser.request('GET', upTo.callbackUrl.href);
    expect(first.statusCode).toBe(302);
    const userId = (await currentUser(upTo.browser))!.user.id;

    // An attacker holding the code and even the flow cookie cannot use the code again.
    const attacker = new InjectBrowser(app);
    attacker.setCookie('signin', flowCookie);
    const replay = await attacker.request('GET', upTo.callbackUrl.href);
    expect(replay.statusCode).toBe(400);
    expect(replay.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect(await sessionCount(userId)).toBe(1);
  });

  it('rejects a callback without its flow cookie, or with a forged one', async () => {
    const upTo = await signInUpToCallback(app, { email: uniqueEmail('nocookie') });
    const elsewhere = new InjectBrowser(app);
    const noCookie = await elsewhere.request('GET', upTo.callbackUrl.href);
    expect(noCookie.statusCode).toBe(400);
    expect(errorBodySchema.parse(noCookie.json()).message).toContain('Please sign in again');

    const sealed = upTo.browser.cookie('signin')!;
    // Change the next-to-last character (the last one may carry unused base64 bits): always to another letter.
    const at = sealed.length - 2;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(flipped).not.toBe(sealed);
    elsewhere.setCookie('signin', flipped);
    const forged = await elsewhere.request('GET', upTo.callbackUrl.href);
    expect(forged.statusCode).toBe(400);
    expect(await currentUser(elsewhere)).toBeNull();
  });

  it('answers 400 when the provider reports an error, and the flow cookie is gone afterwards', async () => {
    const browser = new InjectBrowser(app);
    const start = await browser.request('GET', apiPaths.signIn.customer);
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const response = await browser.request('GET', `/api/auth/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(ISSUER)}`);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('cancelled');
    expect(browser.cookie('signin')).toBeUndefined();
    expect(await currentUser(browser)).toBeNull();
  });
});

describe('the built-in provider over https', async () => {
  const secure = await buildTestApp({ PUBLIC_URL: 'https://pets.example' });

  it('uses __Host- prefixed Secure cookies', async () => {
    const browser = new InjectBrowser(secure.app, 'https://pets.example');
    const result = await signInThroughDevProvider(secure.app, { email: uniqueEmail('https'), browser });
    expect(result.start.cookies.find((cookie) => cookie.name === '__Host-signin')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(result.callback.statusCode).toBe(302);
    const sid = result.callback.cookies.find((cookie) => cookie.name === '__Host-sid');
    expect(sid).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await browser.request('GET', apiPaths.session);
    expect(currentUserSchema.parse(me.json()).type).toBe('customer');
    const [row] = await secure.deps.db
      .select()
      .from(users)
      .where(and(eq(users.issuer, 'https://pets.example/oidc'), eq(users.id, currentUserSchema.parse(me.json()).user.id)));
    expect(row).toBeDefined();
  });
});

describe('the built-in provider behind forwarded headers', () => {
  it('builds its addresses from PUBLIC_URL, never from a caller\'s Host or X-Forwarded-Host/-Proto', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration', headers: forged });
    expect(discovery.statusCode).toBe(200);
    const document = discovery.json() as Record<string, unknown>;
    expect(document.issuer).toBe(ISSUER);
    expect(document.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(document.token_endpoint).toBe(`${ISSUER}/token`);
    expect(discovery.body).not.toContain('evil.example');

    // The redirect after the sign-in form stays on PUBLIC_URL too.
    const browser = new InjectBrowser(app);
    const start = await browser.request('GET', apiPaths.signIn.customer);
    const page = await browser.follow(String(start.headers.location));
    const action = /action="([^"]+)"/.exec(page.response.body)![1]!;
    const submitted = await browser.request('POST', action, {
      form: { email: uniqueEmail('forwarded'), firstName: '', lastName: '' },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(submitted.statusCode).toBe(303);
    expect(new URL(String(submitted.headers.location)).origin).toBe('http://localhost:3000');
  });
});

describe('sign-in opened on another host name than PUBLIC_URL (development)', () => {
  it('moves the browser to PUBLIC_URL before the flow starts', async () => {
    const response = await app.inject({ url: `${apiPaths.signIn.customer}?returnTo=%2Fcities`, headers: { host: '127.0.0.1:3000' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/api/auth/customer/google?returnTo=%2Fcities');
    expect(response.cookies).toHaveLength(0);
  });
});
