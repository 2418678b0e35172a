import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../shared/api-paths.js';
import { isSafeReturnTo } from '../../shared/auth.js';
import { ACCOUNT_TYPES } from '../../shared/users.js';
import type { Config } from '../config.js';

/** A sign-in must come back from the account provider within ten minutes. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
export const CALLBACK_PATH = apiPaths.signInCallback;

const flowStateSchema = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  accountType: z.enum(ACCOUNT_TYPES),
  returnTo: z.string().refine(isSafeReturnTo),
  expiresAt: z.number().int(),
});
export type FlowState = z.infer<typeof flowStateSchema>;

/**
 * The sign-in flow's secrets (PKCE verifier, state, nonce) travel in a short-lived AES-256-GCM sealed cookie,
 * so any app process can finish a sign-in another one started: nothing is kept in process memory. The key is
 * derived from the Google client secret, which every production process shares. The built-in development
 * provider lives inside one process anyway, so a random per-process key is enough there.
 */
export class FlowStateSealer {
  readonly #key: Buffer;

  constructor(secret: string | undefined) {
    const material = secret ? Buffer.from(secret) : randomBytes(32);
    this.#key = Buffer.from(hkdfSync('sha256', material, 'pet-services', 'sign-in flow state v1', 32));
  }

  seal(flow: FlowState): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The flow behind a cookie value, or null when it was tampered with, is malformed or has expired. */
  unseal(sealed: string | undefined, now = Date.now()): FlowState | null {
    if (!sealed || sealed.length > 2000) return null;
    try {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const parsed = flowStateSchema.safeParse(JSON.parse(json));
      if (!parsed.success || parsed.data.expiresAt <= now) return null;
      return parsed.data;
    } catch {
      return null;
    }
  }
}

const secure = (config: Config) => config.publicUrl.startsWith('https://');

/** Over https the __Host- prefix keeps subdomains from planting a flow cookie. */
export function flowCookieName(config: Config) {
  return secure(config) ? '__Host-signin' : 'signin';
}

export function setFlowCookie(reply: FastifyReply, config: Config, value: string) {
  reply.setCookie(flowCookieName(config), value, {
    // Path '/' because __Host- cookies require it; the cookie only matters to the callback.
    path: '/',
    httpOnly: true,
    // Lax: the account provider sends the browser back with a top-level GET, which Lax cookies ride along.
    sameSite: 'lax',
    secure: secure(config),
    maxAge: FLOW_TTL_MS / 1000,
  });
}

export function readFlowCookie(request: FastifyRequest, config: Config) {
  return request.cookies[flowCookieName(config)];
}

export function clearFlowCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(flowCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(config) });
}
