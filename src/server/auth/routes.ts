import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  HOME_AFTER_SIGN_IN,
  returnToOrDefault,
  LIST_BUSINESS_SIGN_IN_PATH,
  signInQuerySchema,
} from '#shared/auth.js';
import { errorBodySchema } from '#shared/errors.js';
import { currentUserSchema, type AccountType } from '#shared/users.js';
import type { App, AppDeps } from '../app-types.js';
import { ConfigError } from '../config.js';
import { AppError } from '../errors.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { withoutBody } from '../http/openapi-answers.js';
import { clearSessionCookie, readSessionToken, setSessionCookie, SIGNED_IN_HINT_COOKIE } from './cookies.js';
import { DEMO_ACCOUNTS, demoRoleOfSubject } from './demo-accounts.js';
import { createDevProvider, DEV_PROVIDER_PATH, registerDevProviderRoutes } from './dev-provider.js';
import { CALLBACK_PATH, clearFlowCookie, FlowStateSealer, readFlowCookie, setFlowCookie } from './flow-state.js';
import { injectingFetch } from './inject-fetch.js';
import { createOidcClient, SignInError, type OidcClient } from './oidc-client.js';
import { toCurrentUser, upsertOidcUser } from './service.js';
import { sessionSecret } from './session-secret.js';
import { createSession, deleteSession } from './sessions.js';
import { apiPaths } from '#shared/api-paths.js';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Sign-in start and callback: enough for a person retrying, far too few for a script. Counted per client IP. */
export const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const callbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

const SIGN_IN_FAILED: Record<SignInError['reason'], string> = {
  refused: 'Sign-in was cancelled or refused by the account provider. Please try again.',
  invalid: 'Sign-in could not be verified. Please sign in again.',
  unavailable: 'Sign-in is unavailable right now. Please try again in a moment.',
};

/**
 * Google when configured; else the OpenID provider of OIDC_ISSUER, discovered now so a wrong issuer stops the start
 * with a message rather than every sign-in later; else the built-in development provider, reached in process
 * (inject-fetch.ts). All three take the same code flow (oidc-client.ts).
 */
async function createClient(app: App, deps: AppDeps): Promise<OidcClient> {
  const { config } = deps;
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  if (config.signIn.kind === 'google') {
    return createOidcClient({
      issuer: GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID!,
      clientSecret: config.GOOGLE_CLIENT_SECRET!,
      redirectUri,
    });
  }
  if (config.signIn.kind === 'oidc') {
    const issuer = config.OIDC_ISSUER!;
    const client = createOidcClient({
      issuer,
      clientId: config.OIDC_CLIENT_ID!,
      clientSecret: config.OIDC_CLIENT_SECRET!,
      redirectUri,
      // config.ts allows plain http only on a loopback address.
      allowInsecureRequests: issuer.startsWith('http://'),
    });
    try {
      await client.discover();
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new ConfigError(
        `Invalid configuration:\n  - OIDC_ISSUER: ${issuer} is not an OpenID provider this site can use: its discovery document ` +
          `(${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration) could not be read or names another issuer (${cause}).`,
      );
    }
    return client;
  }
  const dev = createDevProvider(config);
  await registerDevProviderRoutes(app, dev, deps.db);
  return createOidcClient({
    issuer: dev.issuer,
    clientId: dev.clientId,
    clientSecret: dev.clientSecret,
    redirectUri,
    fetch: injectingFetch(app, config.publicUrl),
    allowInsecureRequests: dev.issuer.startsWith('http://'),
  });
}

export async function registerAuthRoutes(app: App, deps: AppDeps) {
  const { config, db } = deps;
  const oidc = await createClient(app, deps);
  const sealer = new FlowStateSealer(sessionSecret(config, db));

  const publicHost = new URL(config.publicUrl).host;
  const devIssuer = `${config.publicUrl}${DEV_PROVIDER_PATH}`;
  const startSignIn =
    (accountType: AccountType, defaultReturnTo: string) =>
    async (request: FastifyRequest<{ Querystring: z.infer<typeof signInQuerySchema> }>, reply: FastifyReply) => {
      setCachePolicy(reply, 'noStore');
      // Development convenience: opened as 127.0.0.1 while PUBLIC_URL says localhost (or the reverse), the
      // flow cookie would be set on one host and the provider would return to the other. Move to PUBLIC_URL first.
      if (config.signIn.kind === 'dev' && request.host !== publicHost) {
        return reply.redirect(`${config.publicUrl}${request.url}`, 302);
      }
      let begun: Awaited<ReturnType<OidcClient['begin']>>;
      let sealed: string;
      try {
        begun = await oidc.begin(accountType, returnToOrDefault(request.query.returnTo, defaultReturnTo));
        sealed = await sealer.seal(begun.flow);
      } catch (error) {
        request.log.error({ err: error }, 'sign-in could not start');
        throw new AppError('UNAVAILABLE', SIGN_IN_FAILED.unavailable);
      }
      setFlowCookie(reply, config, sealed);
      return reply.redirect(begun.url.href, 302);
    };

  const signInRoute = (summary: string) => ({
    schema: {
      summary,
      tags: ['Auth'],
      querystring: signInQuerySchema,
      response: { 400: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
    },
    config: {
      access: 'public' as const,
      rateLimit: SIGN_IN_RATE_LIMIT,
      answers: { 302: withoutBody("To the account provider's sign-in page (first to the same address on the site's own host, when opened under another)") },
    },
  });

  app.get(apiPaths.signIn.customer, signInRoute('Starts a customer sign-in (browser navigation)'), startSignIn('customer', HOME_AFTER_SIGN_IN.customer));
  app.get(
    apiPaths.signIn.business_owner,
    signInRoute('Starts a business-owner sign-in (browser navigation)'),
    startSignIn('business_owner', HOME_AFTER_SIGN_IN.business_owner),
  );
  app.get(
    LIST_BUSINESS_SIGN_IN_PATH,
    signInRoute('Starts a business-owner sign-in that returns to /list-business'),
    startSignIn('business_owner', '/list-business'),
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        summary: 'Where the account provider sends the browser back',
        tags: ['Auth'],
        querystring: callbackQuerySchema,
        response: { 400: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT, answers: { 302: withoutBody('Signed in (a session cookie is set): to the page the sign-in started from') } },
    },
    async (request, reply) => {
      setCachePolicy(reply, 'noStore');
      // The flow cookie is single-use: cleared whatever the outcome.
      const flow = await sealer.unseal(readFlowCookie(request, config));
      clearFlowCookie(reply, config);
      if (!flow) {
        throw new AppError('BAD_REQUEST', 'This sign-in has expired or was started in another browser. Please sign in again.');
      }
      let profile;
      try {
        profile = await oidc.finish(new URL(request.url, config.publicUrl), flow);
      } catch (error) {
        if (!(error instanceof SignInError)) throw error;
        request.log.warn({ err: error, cause: error.cause }, 'sign-in rejected');
        throw new AppError(error.reason === 'unavailable' ? 'UNAVAILABLE' : 'BAD_REQUEST', SIGN_IN_FAILED[error.reason]);
      }
      const userId = await upsertOidcUser(db, profile);
      // A new session at every sign-in; one the browser still held is ended rather than reused.
      const previous = readSessionToken(request, config);
      if (previous) await deleteSession(db, previous);
      // A demo button signs in as that account's kind, whichever sign-in link led to the page, and lands on its home.
      const demo = config.signIn.kind === 'dev' && profile.issuer === devIssuer ? demoRoleOfSubject(profile.subject) : undefined;
      const accountType = demo ? DEMO_ACCOUNTS[demo].accountType : flow.accountType;
      const { token, expiresAt } = await createSession(db, userId, accountType);
      setSessionCookie(reply, config, token, expiresAt);
      const target = demo ? DEMO_ACCOUNTS[demo].home : returnToOrDefault(flow.returnTo, HOME_AFTER_SIGN_IN[flow.accountType]);
      return reply.redirect(target, 302);
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    setCachePolicy(reply, 'noStore');
    const token = readSessionToken(request, config);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, config);
    return reply.redirect('/', 302);
  };
  const signOutRoute = (summary: string) => ({
    schema: { summary, tags: ['Auth'] },
    config: { access: 'public' as const, answers: { 302: withoutBody('Signed out (the session cookie is cleared): to the home page') } },
  });
  app.get(apiPaths.signOut.customer, signOutRoute('Ends the session and returns to / (browser navigation)'), signOut);
  app.get(apiPaths.signOut.business_owner, signOutRoute('Ends the session and returns to / (browser navigation)'), signOut);

  app.get(
    '/api/auth/user',
    {
      // Public: it answers 401 itself, and clears a stale signed-in hint on the way.
      config: { access: 'public' },
      schema: {
        summary: 'The signed-in user and account type',
        tags: ['Auth'],
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      setCachePolicy(reply, 'noStore');
      const session = await request.loadSession();
      if (!session) {
        // A stale hint (session expired or deleted) would make the browser ask again on every page.
        if (request.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookie(reply, deps.config);
        throw new AppError('UNAUTHORIZED', 'Not signed in');
      }
      return toCurrentUser(session);
    },
  );
}
