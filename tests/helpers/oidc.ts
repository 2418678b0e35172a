import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/app-types.js';
import { apiPaths } from '#shared/api-paths.js';

type StoredCookie = { name: string; value: string; path: string };

const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/**
 * A tiny browser over `app.inject`: keeps cookies (by name and path) and follows redirects within the app's
 * origin, so tests can walk the real sign-in screens of the built-in provider without a socket.
 */
export class InjectBrowser {
  readonly cookies = new Map<string, StoredCookie>();
  /** Each simulated browser has an address of its own, as people do: per-address rate limits are not shared. */
  readonly remoteAddress = `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;

  constructor(
    private readonly app: App,
    readonly origin = 'http://localhost:3000',
  ) {}

  cookieHeader(path: string): string {
    return [...this.cookies.values()]
      .filter((cookie) => pathMatches(path, cookie.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((cookie) => cookie.name === name)?.value;
  }

  setCookie(name: string, value: string, path = '/') {
    this.cookies.set(`${name}|${path}`, { name, value, path });
  }

  private store(response: LightMyRequestResponse, requestPath: string) {
    for (const cookie of response.cookies as Array<{ name: string; value: string; path?: string; maxAge?: number; expires?: Date }>) {
      const path = cookie.path ?? (requestPath.slice(0, requestPath.lastIndexOf('/')) || '/');
      const key = `${cookie.name}|${path}`;
      const expired =
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name: cookie.name, value: cookie.value, path });
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, this.origin);
    if (target.origin !== this.origin) throw new Error(`Refusing to leave the app: ${target.href}`);
    const cookie = this.cookieHeader(target.pathname);
    const headers: Record<string, string> = {
      host: target.host,
      // As a TLS-terminating proxy in front of the app would.
      'x-forwarded-proto': target.protocol.replace(':', ''),
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    };
    const injectOptions: InjectOptions = { method, url: `${target.pathname}${target.search}`, headers, remoteAddress: this.remoteAddress };
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin ??= this.origin;
      injectOptions.payload = new URLSearchParams(options.form).toString();
    }
    const response = await this.app.inject(injectOptions);
    this.store(response, target.pathname);
    return response;
  }

  /** GETs `url` and follows redirects while they stay on the app's origin and `until` does not match. */
  async follow(url: string, until: (location: URL) => boolean = () => false, maxHops = 10) {
    let current = new URL(url, this.origin);
    let response = await this.request('GET', current.href);
    for (let hop = 0; hop < maxHops && response.statusCode >= 300 && response.statusCode < 400; hop += 1) {
      const next = new URL(String(response.headers.location), current);
      if (next.origin !== this.origin || until(next)) return { response, url: current, location: next };
      current = next;
      response = await this.request('GET', current.href);
    }
    const location = response.headers.location ? new URL(String(response.headers.location), current) : undefined;
    return { response, url: current, location };
  }
}

export type DevSignInOptions = {
  email: string;
  firstName?: string;
  lastName?: string;
  /** Where the flow starts, e.g. '/api/auth/customer/google?returnTo=/x'. */
  start?: string;
  /** Changes the authorization request before the browser follows it (to test state or nonce tampering). */
  tamperAuthorizationUrl?: (url: URL) => void;
  browser?: InjectBrowser;
};

/** Walks the whole sign-in through the built-in provider and stops right before the callback is called. */
export async function signInUpToCallback(app: App, options: DevSignInOptions) {
  const browser = options.browser ?? new InjectBrowser(app);
  const start = await browser.request('GET', options.start ?? apiPaths.signIn.customer);
  if (start.statusCode !== 302) throw new Error(`Sign-in start answered ${start.statusCode}: ${start.body}`);
  const authorizationUrl = new URL(String(start.headers.location));
  options.tamperAuthorizationUrl?.(authorizationUrl);
  const toForm = await browser.follow(authorizationUrl.href);
  if (toForm.response.statusCode !== 200) throw new Error(`Expected the sign-in page, got ${toForm.response.statusCode}: ${toForm.response.body}`);
  const page = toForm.response.body;
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('The sign-in page has no form');
  const submitted = await browser.request('POST', action.replaceAll('&amp;', '&'), {
    form: { email: options.email, firstName: options.firstName ?? '', lastName: options.lastName ?? '' },
  });
  if (submitted.statusCode !== 303) throw new Error(`Sign-in form answered ${submitted.statusCode}: ${submitted.body}`);
  const toCallback = await browser.follow(String(submitted.headers.location), (location) =>
    location.pathname.startsWith(apiPaths.signInCallback),
  );
  if (!toCallback.location?.pathname.startsWith(apiPaths.signInCallback)) {
    throw new Error(`Expected a redirect to the callback, got ${toCallback.response.statusCode}: ${toCallback.response.body}`);
  }
  return { browser, start, authorizationUrl, signInPage: page, callbackUrl: toCallback.location };
}

/** The whole sign-in, callback included. */
export async function signInThroughDevProvider(app: App, options: DevSignInOptions) {
  const upToCallback = await signInUpToCallback(app, options);
  const callback = await upToCallback.browser.request('GET', upToCallback.callbackUrl.href);
  return { ...upToCallback, callback };
}
