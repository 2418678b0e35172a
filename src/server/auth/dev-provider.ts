import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';
import { CACHE_POLICY } from '../http/cache-policy.js';
import { CALLBACK_PATH } from './flow-state.js';
import { SIGN_IN_SCOPE } from './oidc-client.js';
import { createDevProviderStore } from './dev-provider-store.js';
import { bindDemoAccount, DEMO_ACCOUNTS, DEMO_ROLES, demoAccountsSeeded } from './demo-accounts.js';
import { renderMessagePage, renderSignInPage, type SignInFormErrors } from './dev-sign-in-page.js';
import type { Db } from '../db/connect.js';

/** Where the built-in provider is mounted; its issuer is `${publicUrl}${DEV_PROVIDER_PATH}`. */
export const DEV_PROVIDER_PATH = '/oidc';
export const DEV_CLIENT_ID = 'pet-services-dev';

/** The subject is derived from the email, so the same email always comes back as the same account. */
export const devSubjectFor = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

type DevAccount = { email: string; firstName: string | null; lastName: string | null };

export type DevProvider = {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  rememberAccount: (subject: string, account: DevAccount) => void;
};

let signingKey: JsonWebKey | undefined;
/** One RSA key per process: the provider and the client that checks its signatures live in the same process. */
function devSigningKey(): JsonWebKey {
  signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return signingKey;
}

/**
 * A real OpenID provider (oidc-provider 8, the last line that runs on Node 20: decision 0011) standing in for
 * Google in development and tests. Limits, on purpose: it keeps its artifacts (interactions, codes, tokens) and the
 * accounts it has seen in bounded in-memory maps (dev-provider-store.ts), so a sign-in must start and finish on the
 * same process. That is fine for a development stand-in; anywhere else Google is used, and
 * config.ts refuses a public address without it.
 */
export function createDevProvider(config: Config): DevProvider {
  if (!config.devSignIn) throw new Error('The built-in sign-in provider runs only with a loopback PUBLIC_URL or DEV_SIGN_IN=true');
  const issuer = `${config.publicUrl}${DEV_PROVIDER_PATH}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const accounts = new Map<string, DevAccount>();

  // Ask who is signing in at every authorization request (unless this request just answered the login form),
  // so signing out of the site and in again lets a tester pick another account.
  const policy = interactionPolicy.base();
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('fresh_login', 'The development provider asks at every sign-in', 'login_required', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const provider = new Provider(issuer, {
    adapter: createDevProviderStore(),
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl}${CALLBACK_PATH}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...devSigningKey(), use: 'sig', alg: 'RS256' } as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
          return {
            sub,
            email: account.email,
            email_verified: true,
            ...(account.firstName ? { given_name: account.firstName } : {}),
            ...(account.lastName ? { family_name: account.lastName } : {}),
            ...(name ? { name } : {}),
          };
        },
      };
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}`,
    },
    // First-party stand-in: consent is granted without asking.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const existingId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing?.accountId === accountId) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(SIGN_IN_SCOPE);
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderMessagePage('Sign-in error', String(out.error_description ?? out.error ?? 'Unknown error'));
    },
  });
  // Koa reads the origin it builds addresses and cookie flags from out of X-Forwarded-*; pinToPublicOrigin sets
  // those headers on every request the provider sees, so nothing a caller sends reaches it.
  provider.proxy = true;

  const rememberAccount = (subject: string, account: DevAccount) => {
    accounts.delete(subject);
    accounts.set(subject, account);
    // Bounded: the oldest account is forgotten first (it only needs to live through one sign-in).
    if (accounts.size > 10_000) accounts.delete(accounts.keys().next().value!);
  };

  return { provider, issuer, clientId: DEV_CLIENT_ID, clientSecret, rememberAccount };
}

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be 100 characters or fewer`)
    .transform((value) => value || null);

const signInFormSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
  firstName: optionalName('First name').default(''),
  lastName: optionalName('Last name').default(''),
});

const uidParamsSchema = z.object({ uid: z.string().min(1).max(100) });
const demoFormSchema = z.object({ role: z.enum(DEMO_ROLES) });
const DEMO_BUTTONS = DEMO_ROLES.map((role) => ({ role, label: DEMO_ACCOUNTS[role].label }));

/**
 * The provider's issuer is PUBLIC_URL, so its discovery document, redirects and Secure cookies use that origin
 * whatever Host or X-Forwarded-Host/-Proto a request carries (forged ones included, TRUST_PROXY or not); its
 * view of the caller's address is the one Fastify resolved under TRUST_PROXY.
 */
function pinToPublicOrigin(scope: FastifyInstance, publicUrl: string) {
  const { host, protocol } = new URL(publicUrl);
  scope.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    headers['x-forwarded-for'] = request.ip;
    headers['x-forwarded-host'] = host;
    headers['x-forwarded-proto'] = protocol.replace(':', '');
  });
}

/** Mounts the provider under /oidc and serves its sign-in screen. */
export async function registerDevProviderRoutes(app: App, dev: DevProvider, db: Db) {
  const { provider } = dev;
  const handle = provider.callback();

  // The provider's own endpoints (discovery, authorization, token, userinfo, jwks): raw Node request and
  // response, bodies left unread for the provider to parse.
  await app.register(async (scope) => {
    pinToPublicOrigin(scope, dev.issuer);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${DEV_PROVIDER_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(DEV_PROVIDER_PATH.length) || '/';
      await new Promise<void>((resolve) => {
        reply.raw.once('finish', resolve);
        reply.raw.once('close', resolve);
        void handle(raw, reply.raw);
      });
    });
  });

  await app.register(async (plugin) => {
    pinToPublicOrigin(plugin, dev.issuer);
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_r, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
    }

    const expired = (reply: FastifyReply) =>
      reply
        .status(400)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', CACHE_POLICY.noStore)
        .send(renderMessagePage('Sign-in expired', 'This sign-in page has expired. Go back to Pet Services and sign in again.'));

    const demoOffer = async (uid: string) =>
      (await demoAccountsSeeded(db)) ? { demoAction: `${DEV_PROVIDER_PATH}/interaction/${uid}/demo`, demoButtons: DEMO_BUTTONS } : {};

    const finishAs = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
      reply.hijack();
      try {
        await provider.interactionFinished(request.raw, reply.raw, { login: { accountId, remember: false } }, { mergeWithLastSubmission: false });
      } catch (error) {
        request.log.warn({ err: error }, 'development sign-in could not finish');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_POLICY.noStore });
        }
        reply.raw.end(renderMessagePage('Sign-in expired', 'This sign-in has expired. Go back to Pet Services and sign in again.'));
      }
    };

    const details = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
      try {
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        return interaction.uid === uid ? interaction : null;
      } catch {
        return null;
      }
    };

    scope.get(
      `${DEV_PROVIDER_PATH}/interaction/:uid`,
      { schema: { hide: true, params: uidParamsSchema } },
      async (request, reply) => {
        const interaction = await details(request, reply, request.params.uid);
        if (!interaction) return expired(reply);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', CACHE_POLICY.noStore)
          .send(renderSignInPage({ action: `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}/login`, ...(await demoOffer(interaction.uid)) }));
      },
    );

    scope.post(
      `${DEV_PROVIDER_PATH}/interaction/:uid/login`,
      { schema: { hide: true, params: uidParamsSchema } },
      async (request, reply) => {
        const interaction = await details(request, reply, request.params.uid);
        if (!interaction) return expired(reply);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const parsed = signInFormSchema.safeParse(body);
        if (!parsed.success) {
          const errors: SignInFormErrors = {};
          for (const issue of parsed.error.issues) {
            const key = issue.path[0] as keyof SignInFormErrors;
            errors[key] ??= issue.message;
          }
          const values = Object.fromEntries(
            ['email', 'firstName', 'lastName'].map((key) => [key, typeof body[key] === 'string' ? body[key] : '']),
          );
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .header('Cache-Control', CACHE_POLICY.noStore)
            .send(renderSignInPage({ action: `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}/login`, values, errors }));
        }
        const email = parsed.data.email.toLowerCase();
        const accountId = devSubjectFor(email);
        dev.rememberAccount(accountId, { email, firstName: parsed.data.firstName, lastName: parsed.data.lastName });
        await finishAs(request, reply, accountId);
      },
    );

    // 'Try as a demo customer / owner / staff': the seeded account, through the same code flow as the form.
    scope.post(
      `${DEV_PROVIDER_PATH}/interaction/:uid/demo`,
      { schema: { hide: true, params: uidParamsSchema } },
      async (request, reply) => {
        const interaction = await details(request, reply, request.params.uid);
        if (!interaction) return expired(reply);
        const parsed = demoFormSchema.safeParse(request.body ?? {});
        if (!parsed.success || !(await demoAccountsSeeded(db))) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .header('Cache-Control', CACHE_POLICY.noStore)
            .send(renderMessagePage('No such demo account', 'This site has no demo account of that kind. Go back and sign in with an email.'));
        }
        const account = DEMO_ACCOUNTS[parsed.data.role];
        await bindDemoAccount(db, dev.issuer, parsed.data.role);
        dev.rememberAccount(account.subject, { email: account.email, firstName: account.firstName, lastName: account.lastName });
        await finishAs(request, reply, account.subject);
      },
    );
  });
}
