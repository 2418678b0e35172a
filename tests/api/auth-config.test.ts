import { describe, expect, it } from 'vitest';
import { createDevProvider } from '../../src/server/auth/dev-provider.js';
import { profileFromClaims } from '../../src/server/auth/oidc-client.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { isSafeReturnTo } from '#shared/auth.js';
import { buildTestApp, TEST_SESSION_SECRET } from '../helpers/test-app.js';

const SESSION_SECRET = TEST_SESSION_SECRET;

describe('which provider signs people in', () => {
  it('runs the built-in provider by itself only on a loopback PUBLIC_URL, whatever NODE_ENV says', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.10.0.3', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: url, NODE_ENV: 'production' }).devSignIn, url).toBe(true);
    }
    expect(loadConfig({}).devSignIn).toBe(true);
  });

  it('refuses to start on a public address without Google, naming both settings, unless DEV_SIGN_IN=true', () => {
    for (const url of ['https://pets.example.com', 'http://10.0.0.5:3000', 'http://localhost.example.com']) {
      for (const NODE_ENV of ['development', 'production', 'test']) {
        expect(() => loadConfig({ PUBLIC_URL: url, NODE_ENV }), `${url} ${NODE_ENV}`).toThrow(ConfigError);
      }
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/GOOGLE_CLIENT_ID.*DEV_SIGN_IN=true/s);
      expect(loadConfig({ PUBLIC_URL: url, DEV_SIGN_IN: 'true', SESSION_SECRET }).devSignIn).toBe(true);
    }
    const google = loadConfig({ PUBLIC_URL: 'https://pets.example.com', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', SESSION_SECRET });
    expect(google.devSignIn).toBe(false);
    expect(() => createDevProvider(google)).toThrow(/loopback PUBLIC_URL or DEV_SIGN_IN=true/);
    // Google configured wins over DEV_SIGN_IN, and over a loopback address.
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', DEV_SIGN_IN: 'true', SESSION_SECRET }).devSignIn).toBe(false);
  });

  it('refuses to start without a SESSION_SECRET of 32+ characters where others can reach the site, whatever NODE_ENV says', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    const reachable = [{ ...google }, { ...google, PUBLIC_URL: 'https://pets.example.com' }, { PUBLIC_URL: 'https://pets.example.com', DEV_SIGN_IN: 'true' }];
    for (const env of reachable) {
      for (const NODE_ENV of ['development', 'production', 'test']) {
        expect(() => loadConfig({ ...env, NODE_ENV }), JSON.stringify(env)).toThrow(/SESSION_SECRET: required \(at least 32/);
      }
      expect(() => loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(31) }), JSON.stringify(env)).toThrow(/SESSION_SECRET: SESSION_SECRET must be at least 32 characters/);
      expect(loadConfig({ ...env, SESSION_SECRET }).SESSION_SECRET).toBe(SESSION_SECRET);
    }
    // The built-in sign-in on a loopback address: generated and kept in the database (auth-flow-seal.test.ts).
    expect(loadConfig({ NODE_ENV: 'production' }).SESSION_SECRET).toBeUndefined();
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('reads TRUST_PROXY as nothing, a hop count, or addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be loopback, a hop count/);
    }
  });

  it('does not mount the built-in provider when Google is configured', async () => {
    const { app } = await buildTestApp({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' });
    const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
  });

  it('mounts it otherwise, under /oidc', async () => {
    const { app } = await buildTestApp();
    const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: 'localhost:3000' } });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({
      issuer: 'http://localhost:3000/oidc',
      authorization_endpoint: 'http://localhost:3000/oidc/auth',
    });
  });
});

describe('profile claims', () => {
  it('keeps only a verified email, lowercased, and splits a full name when no parts are given', () => {
    expect(profileFromClaims('iss', 'sub', { email: 'A@Example.com', email_verified: true, given_name: 'Ann', family_name: 'Lee' })).toEqual({
      issuer: 'iss',
      subject: 'sub',
      email: 'a@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      pictureUrl: null,
    });
    expect(profileFromClaims('iss', 'sub', { email: 'a@example.com', email_verified: false }).email).toBeNull();
    expect(profileFromClaims('iss', 'sub', { email: 'a@example.com' }).email).toBeNull();
    expect(profileFromClaims('iss', 'sub', { name: 'Mary Ann Smith', picture: 'https://img.example/p.png' })).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Smith',
      pictureUrl: 'https://img.example/p.png',
    });
    expect(profileFromClaims('iss', 'sub', { picture: 'javascript:alert(1)' }).pictureUrl).toBeNull();
  });
});

describe('return paths', () => {
  it('accepts only paths on this site', () => {
    for (const ok of ['/', '/customer/dashboard', '/business/1/claim?x=1#top', '/dog-grooming/austin?q=good%20boy&page=2']) {
      expect(isSafeReturnTo(ok), ok).toBe(true);
    }
    const bad = ['', '//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '/a\nb', `/${'a'.repeat(600)}`];
    for (const unsafe of [...bad, '/a\u2028b', '/\uff0fevil.example', '/a b', '/a"b', '/a<b', '/\u0000']) {
      expect(isSafeReturnTo(unsafe), unsafe).toBe(false);
    }
  });
});
