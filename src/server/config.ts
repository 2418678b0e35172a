import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional()),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'PUBLIC_URL must be an absolute URL' }).optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    ADMIN_EMAILS: z.string().default(''),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Pet Services <no-reply@example.com>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_CACHE: z.enum(['on', 'off'], { message: 'PUBLIC_CACHE must be on or off' }).default('on'),
    PUBLIC_CACHE_MB: z.coerce.number({ message: 'PUBLIC_CACHE_MB must be a number of megabytes' }).int().min(1).max(16_384).default(64),
    SEED_ON_START: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'is required when GOOGLE_CLIENT_ID is set' });
    }
    if (env.NODE_ENV === 'production' && !env.GOOGLE_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'is required in production: the built-in development sign-in provider never runs there',
      });
    }
  });

export type Config = z.infer<typeof envSchema> & { publicUrl: string; adminEmails: string[] };

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
  return { ...config, publicUrl, adminEmails };
}
