import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Over https the cookie gets the __Host- prefix: Secure, host-only, path /, so no subdomain can plant one. */
export function sessionCookieName(config: Config) {
  return config.publicUrl.startsWith('https://') ? '__Host-sid' : 'sid';
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
  });
}

/** Answers that depend on the session must never be stored by a browser cache or a CDN. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
}
