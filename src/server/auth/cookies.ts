import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Over https the cookie gets the __Host- prefix: Secure, host-only, path /, so no subdomain can plant one. */
export function sessionCookieName(config: Config) {
  return config.publicUrl.startsWith('https://') ? '__Host-sid' : 'sid';
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

/**
 * A readable companion of the HttpOnly session cookie. It grants nothing; it only tells the browser that a
 * session may exist, so signed-out visitors (most traffic) skip the /api/auth/user call and its 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  const secure = config.publicUrl.startsWith('https://');
  reply.setCookie(sessionCookieName(config), token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  const secure = config.publicUrl.startsWith('https://');
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}
