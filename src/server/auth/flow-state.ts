import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaults as ironDefaults, seal, unseal, type SealOptions } from 'iron-webcrypto';
import { z } from 'zod';
import { apiPaths } from '#shared/api-paths.js';
import { isSafeReturnTo } from '#shared/auth.js';
import { ACCOUNT_TYPES } from '#shared/users.js';
import type { Config } from '../config.js';

/** A sign-in must come back from the account provider within ten minutes. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
export const CALLBACK_PATH = apiPaths.signInCallback;
/** Longer than any flow we seal (about 600 characters); a longer cookie is refused before any work. */
const MAX_SEALED_LENGTH = 2000;

const flowStateSchema = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  accountType: z.enum(ACCOUNT_TYPES),
  returnTo: z.string().refine(isSafeReturnTo),
});
export type FlowState = z.infer<typeof flowStateSchema>;

/** iron's defaults (AES-256-CBC and HMAC-SHA256, keys from the secret by PBKDF2), with the flow's lifetime. */
const SEAL_OPTIONS: SealOptions = { ...ironDefaults, ttl: FLOW_TTL_MS };

/**
 * The sign-in flow's secrets (PKCE verifier, state, nonce) travel in a short-lived cookie sealed with iron
 * (`iron-webcrypto`: encrypted, integrity-checked, with its expiry inside the seal), so any app process can finish
 * a sign-in another one started: nothing is kept in process memory. The secret is SESSION_SECRET
 * (auth/session-secret.ts).
 */
export class FlowStateSealer {
  constructor(private readonly secret: () => Promise<string>) {}

  async seal(flow: FlowState): Promise<string> {
    return seal(flow, await this.secret(), SEAL_OPTIONS);
  }

  /** The flow behind a cookie value, or null when it was tampered with, is malformed or has expired. */
  async unseal(sealed: string | undefined): Promise<FlowState | null> {
    if (!sealed || sealed.length > MAX_SEALED_LENGTH) return null;
    // Outside the try: a secret that cannot be read is the server's trouble, not a bad cookie.
    const secret = await this.secret();
    try {
      const parsed = flowStateSchema.safeParse(await unseal(sealed, secret, SEAL_OPTIONS));
      return parsed.success ? parsed.data : null;
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
