import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../app-types.js';
import type { Config } from '../config.js';
import { readSessionToken } from './cookies.js';
import { DEMO_STAFF_EMAIL } from './demo-accounts.js';
import { resolveSession, type ResolvedSession } from './sessions.js';

/** A live session, with whether its user is staff: ADMIN_EMAILS is read on every request, never stored with it. */
export type RequestSession = ResolvedSession & { isStaff: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's session, or null when signed out. Read from the database at most once per request and only
     * when something asks, so an anonymous request (no cookie) and a public-cache hit cost no read.
     */
    loadSession(): Promise<RequestSession | null>;
    /** The session the route's declared access let through (see access.ts); throws on a `public` route. */
    readonly session: RequestSession;
    /** Internal to session-plugin.ts and access.ts. */
    sessionLookup: Promise<RequestSession | null> | null;
    /** Internal to access.ts: set once the route's access check has passed. */
    checkedSession: RequestSession | null;
  }
}

/**
 * ADMIN_EMAILS, and the demo staff account ('Try as staff') only where the built-in sign-in runs: there anyone may
 * already type any staff email, and with a real provider that address is nobody's.
 */
export function isStaffEmail(config: Pick<Config, 'adminEmails' | 'devSignIn'>, email: string | null | undefined): boolean {
  const lowered = email?.toLowerCase();
  return Boolean(lowered && (config.adminEmails.includes(lowered) || (config.devSignIn && lowered === DEMO_STAFF_EMAIL)));
}

/** Puts the session on every request, resolved lazily (the session cookie -> sessions row -> user). */
export function registerSessions(app: App, { db, config }: AppDeps) {
  const lookUp = async (request: FastifyRequest): Promise<RequestSession | null> => {
    const token = readSessionToken(request, config);
    const session = token ? await resolveSession(db, token) : null;
    return session && { ...session, isStaff: isStaffEmail(config, session.user.email) };
  };
  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('checkedSession', null);
  app.decorateRequest('loadSession', function (this: FastifyRequest) {
    this.sessionLookup ??= lookUp(this);
    return this.sessionLookup;
  });
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      if (!this.checkedSession) {
        throw new Error(`${this.method} ${this.routeOptions.url} declares no signed-in access: use loadSession()`);
      }
      return this.checkedSession;
    },
  });
}
