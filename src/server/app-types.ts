import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/connect.js';
import type { Readiness } from './http/health.js';
import type { PublicCache } from './http/public-cache-control.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature's routes receive: the configuration and the database, never globals. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  readiness: Readiness;
  publicCache: PublicCache;
  /** The clock 'open now' is computed with (ms since the epoch); Date.now unless a test fixes it (hours/clock.ts). */
  clock?: () => number;
}
