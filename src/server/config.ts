import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_BRAND, type Brand } from '#shared/brand.js';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z
  .object({
    // The build only (React's production or development build); no behaviour of the app depends on it.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional()),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'PUBLIC_URL must be an absolute URL' }).optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    // Any standard OpenID Connect provider, discovered from its issuer (Keycloak, Auth0, Okta, Entra, your own).
    OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, message: 'OIDC_ISSUER must be the http(s) URL of an OpenID provider' }).optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    // The provider's name on the sign-in buttons ('Continue with {name}'); default: the issuer's host name.
    OIDC_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(40, 'OIDC_NAME must be at most 40 characters').optional()),
    // Seals the sign-in flow cookie. See `sessionSecretRequired` for when it must be set.
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
    ADMIN_EMAILS: z.string().default(''),
    SMTP_URL: optionalString,
    // Default: SITE_NAME <no-reply@example.com>.
    MAIL_FROM: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEV_SIGN_IN: z.enum(['true', 'false'], { message: 'DEV_SIGN_IN must be true or false' }).default('false').transform((v) => v === 'true'),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
    SLOW_REQUEST_MS: z.coerce.number({ message: 'SLOW_REQUEST_MS must be a number of milliseconds' }).int().min(1).default(1000),
    WEB_CONCURRENCY: z.coerce.number({ message: 'WEB_CONCURRENCY must be a number of processes' }).int().min(1).max(64).default(1),
    PUBLIC_CACHE: z.enum(['on', 'off'], { message: 'PUBLIC_CACHE must be on or off' }).default('on'),
    PUBLIC_CACHE_MB: z.coerce.number({ message: 'PUBLIC_CACHE_MB must be a number of megabytes' }).int().min(1).max(16_384).default(64),
    DOCUMENT_RETENTION_DAYS: z.coerce.number({ message: 'DOCUMENT_RETENTION_DAYS must be a number of days' }).int().min(1).max(3650).default(90),
    // Map tiles, loaded by the visitor's browser (never by the server); the CSP allows images from this origin.
    MAP_TILE_URL: z
      .url({ protocol: /^https?$/, message: 'MAP_TILE_URL must be an http(s) URL' })
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'MAP_TILE_URL must contain {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
    SEED_ON_START: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // false: an empty database gets the reference data only (cities, services), no generated listings or reviews.
    SEED_DEMO: z.enum(['true', 'false'], { message: 'SEED_DEMO must be true or false' }).default('true').transform((v) => v === 'true'),
    // The operator's site (shared/brand.ts); the defaults are the demo's.
    SITE_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(60, 'SITE_NAME must be at most 60 characters').default(DEFAULT_BRAND.name)),
    SITE_TAGLINE: z.preprocess(emptyAsUndefined, z.string().trim().max(200, 'SITE_TAGLINE must be at most 200 characters').default(DEFAULT_BRAND.tagline)),
    SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email({ message: 'SUPPORT_EMAIL must be an email address' }).default(DEFAULT_BRAND.supportEmail)),
    SUPPORT_PHONE: z.preprocess(emptyAsUndefined, z.string().trim().max(40, 'SUPPORT_PHONE must be at most 40 characters').default(DEFAULT_BRAND.supportPhone)),
    // A folder of the operator's own privacy.md and terms.md, shown instead of the built-in templates.
    CONTENT_DIR: optionalString,
    // How soon after start a process offers to run the hourly maintenance (one pass an hour for the whole site).
    MAINTENANCE_FIRST_DELAY_SECONDS: z.coerce.number({ message: 'MAINTENANCE_FIRST_DELAY_SECONDS must be a number of seconds' }).int().min(1).max(3600).default(60),
    // Where photo bytes live: in the database (the default, and the embedded setup's) or an S3-compatible bucket.
    MEDIA_STORE: z.enum(['database', 's3'], { message: 'MEDIA_STORE must be database or s3' }).default('database'),
    // Any S3-compatible service (MinIO, R2, Ceph, a local server); empty: AWS S3 in S3_REGION.
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' }).optional()),
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)').optional(),
    ),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('us-east-1')),
    // Both or neither; neither: the SDK's own chain (environment, instance or container role).
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Addresses as endpoint/bucket/key rather than bucket.endpoint/key: MinIO and most local servers need it.
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false').transform((v) => v === 'true'),
    // A CDN whose origin is this site's /media: public photos are addressed there (docs/decisions/0036).
    MEDIA_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  })
  .superRefine((env, ctx) => {
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'is required when GOOGLE_CLIENT_ID is set' });
    }
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (env.OIDC_ISSUER && !env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when OIDC_ISSUER is set' });
    }
    if (env.OIDC_ISSUER && new URL(env.OIDC_ISSUER).protocol === 'http:' && !isLoopbackUrl(env.OIDC_ISSUER)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be an https URL (plain http only on a loopback address, for tests)' });
    }
    if (env.MEDIA_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORE=s3 (the bucket photos are stored in)' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK\'s own credentials' });
    }
    const mediaProblem = env.MEDIA_PUBLIC_URL === undefined ? undefined : mediaPublicUrlProblem(env.MEDIA_PUBLIC_URL);
    if (mediaProblem) ctx.addIssue({ code: 'custom', path: ['MEDIA_PUBLIC_URL'], message: mediaProblem });
    if (env.TRUST_PROXY !== undefined && parseTrustProxy(env.TRUST_PROXY) === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'must be loopback, a hop count, or a comma-separated list of IP addresses and CIDR ranges',
      });
    }
  });

export type Config = Omit<z.infer<typeof envSchema>, 'MAIL_FROM'> & {
  MAIL_FROM: string;
  publicUrl: string;
  adminEmails: string[];
  /** The built-in OpenID provider signs people in (no Google client; loopback PUBLIC_URL or DEV_SIGN_IN=true). */
  devSignIn: boolean;
  /**
   * Who signs people in: Google when its settings are given (the default, as before), else the OpenID provider of
   * OIDC_ISSUER, else the built-in test provider. `name` is what the buttons say: 'Continue with {name}'.
   */
  signIn: { kind: 'google' | 'oidc' | 'dev'; name: string };
  /** Fastify's trustProxy: false (trust nothing), a hop count, or addresses/CIDRs/keywords. */
  trustProxy: false | number | string[];
  /** SITE_NAME, SITE_TAGLINE, SUPPORT_EMAIL and SUPPORT_PHONE together. */
  brand: Brand;
  /** MEDIA_PUBLIC_URL without a trailing slash, or empty when unset: the base of public photos' addresses. */
  mediaPublicUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const adminEmails = config.ADMIN_EMAILS.split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const providerGiven = Boolean(config.GOOGLE_CLIENT_ID || config.OIDC_ISSUER);
  const devSignIn = !providerGiven && (config.DEV_SIGN_IN || isLoopbackUrl(publicUrl));
  if (!providerGiven && !devSignIn) {
    throw new ConfigError(
      'Invalid configuration:\n  - sign-in: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google sign-in, or OIDC_ISSUER, OIDC_CLIENT_ID and ' +
        'OIDC_CLIENT_SECRET (and OIDC_NAME) for another OpenID Connect provider. ' +
        `The built-in test sign-in (anyone may type any email) runs only when PUBLIC_URL is a loopback address, and ${publicUrl} is not; ` +
        'set DEV_SIGN_IN=true to run it anyway on a private test instance.',
    );
  }
  if (!config.SESSION_SECRET && sessionSecretRequired(devSignIn, publicUrl)) {
    throw new ConfigError(
      'Invalid configuration:\n  - SESSION_SECRET: required (at least 32 random characters, e.g. from `openssl rand -base64 32`) ' +
        `when Google or OpenID Connect sign-in is configured or PUBLIC_URL (${publicUrl}) is not a loopback address; every process of the site must share it.`,
    );
  }
  const trustProxy = config.TRUST_PROXY === undefined ? false : parseTrustProxy(config.TRUST_PROXY)!;
  const brand: Brand = { name: config.SITE_NAME, tagline: config.SITE_TAGLINE, supportEmail: config.SUPPORT_EMAIL, supportPhone: config.SUPPORT_PHONE };
  const MAIL_FROM = config.MAIL_FROM ?? `${config.SITE_NAME.replace(/["<>,;\\]/g, '')} <no-reply@example.com>`;
  const signIn: Config['signIn'] = config.GOOGLE_CLIENT_ID
    ? { kind: 'google', name: 'Google' }
    : config.OIDC_ISSUER
      ? { kind: 'oidc', name: config.OIDC_NAME ?? new URL(config.OIDC_ISSUER).hostname }
      : // The built-in provider stands in for Google on a test instance.
        { kind: 'dev', name: 'Google' };
  const mediaPublicUrl = config.MEDIA_PUBLIC_URL ? new URL(config.MEDIA_PUBLIC_URL).href.replace(/\/+$/, '') : '';
  return { ...config, MAIL_FROM, publicUrl, adminEmails, devSignIn, signIn, trustProxy, brand, mediaPublicUrl };
}

/**
 * SESSION_SECRET may be left out only where nobody else can reach the site: the built-in test sign-in on a loopback
 * address. The app then generates one and keeps it in the database (auth/session-secret.ts).
 */
export function sessionSecretRequired(devSignIn: boolean, publicUrl: string): boolean {
  return !devSignIn || !isLoopbackUrl(publicUrl);
}

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

/** localhost, 127.0.0.0/8 or ::1: an address nobody else can reach, where a test sign-in harms no one. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * Why MEDIA_PUBLIC_URL cannot be a base of photo addresses, or undefined when it can: an https origin, optionally with
 * a path, that `/media/...` is appended to (plain http on a loopback address only, for tests and a local check).
 */
function mediaPublicUrlProblem(value: string): string | undefined {
  const shape = 'must be the https address of a CDN whose origin is this site (an origin, optionally with a path, such as https://cdn.example.com)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return shape;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(value))) return `${shape}; plain http only on a loopback address`;
  if (url.username || url.password || url.search || url.hash || value.includes('?') || value.includes('#')) {
    return `${shape}, without credentials, a query or a fragment`;
  }
  return undefined;
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify takes it: a hop count, or keywords, addresses and CIDR ranges; undefined when malformed. */
export function parseTrustProxy(value: string): number | string[] | undefined {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (PROXY_KEYWORDS.has(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    if (extra !== undefined || !address) return false;
    const version = isIP(address);
    if (version === 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  };
  return entries.length > 0 && entries.every(valid) ? entries : undefined;
}
