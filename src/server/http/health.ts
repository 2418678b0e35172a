import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { livenessSchema, notReadySchema, readinessSchema } from '#shared/health.js';
import type { Db } from '../db/connect.js';
import { setCachePolicy } from './cache-policy.js';

export type Readiness = { ready: boolean; reason: string };

/** A load balancer polls /readyz every few seconds: a database slower than this counts as not ready. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** The media store's own check, when it lives outside the database (media/active-store.ts `answers`). */
export type MediaStoreCheck = ((deadlineMs: number) => Promise<boolean>) | undefined;

/** Whether the database answers a trivial query in time; never throws, never waits longer than the timeout. */
async function databaseAnswers(db: Pick<Db, 'execute'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  // The query may settle after the timeout won: its outcome is caught either way.
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz is liveness only (the process answers), so an orchestrator never restarts the app for a database
 * outage it cannot fix. /readyz is readiness: migrated and seeded, and the database answering now, so a load
 * balancer sends traffic elsewhere while it is down. An S3 store is checked too, and reported in the body only
 * (docs/decisions/0036): pages still render while it is down, on every machine alike.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness, db: Pick<Db, 'execute'>, mediaStoreAnswers?: MediaStoreCheck) {
  const tags = ['Operations'];
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { summary: 'Liveness: the process answers', tags, response: { 200: livenessSchema } } },
    async () => ({ status: 'ok' }),
  );
  const readyResponses = { 200: readinessSchema, 503: notReadySchema.describe('Not ready: starting up, or the database is not answering') };
  app.get('/readyz', { logLevel: 'warn', schema: { summary: 'Readiness: migrated, seeded and the database answering', tags, response: readyResponses } }, async (_request, reply) => {
    setCachePolicy(reply, 'noStore');
    if (!readiness.ready) return reply.status(503).send({ status: 'starting', message: readiness.reason });
    const [database, media] = await Promise.all([databaseAnswers(db), mediaStoreAnswers?.(DATABASE_CHECK_TIMEOUT_MS)]);
    if (!database) {
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering' });
    }
    if (media === undefined) return { status: 'ready' };
    return { status: 'ready', media: media ? { status: 'ready' } : { status: 'unavailable', message: 'The photo store is not answering' } } as const;
  });
}
