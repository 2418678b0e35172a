import { describe, expect, it } from 'vitest';
import { createDevProvider } from '../../src/server/auth/dev-provider.js';
import { profileFromClaims } from '../../src/server/auth/oidc-client.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { isSafeReturnTo } from '../../src/shared/auth.js';
import { buildTestApp } from '../helpers/test-app.js';

describe('which provider signs people in', () => {
  it('refuses production without a Google client, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GOOGLE_CLIENT_ID: is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(() => createDevProvider(config)).toThrow(/never runs in production/);
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
    for (const ok of ['/', '/customer/dashboard', '/business/1/claim?x=1#top']) expect(isSafeReturnTo(ok), ok).toBe(true);
    for (const bad of ['', '//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '/a\nb', `/${'a'.repeat(600)}`]) {
      expect(isSafeReturnTo(bad), bad).toBe(false);
    }
  });
});
