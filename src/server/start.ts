import { buildApp } from './app.js';
import { ConfigError, type Config } from './config.js';
import { connectDatabase } from './db/connect.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { withStartupLock } from './db/startup-lock.js';
import type { Readiness } from './http/health.js';
import { createPublicCache, EVERYTHING } from './http/public-cache-control.js';
import { mediaStoreFor } from './media/active-store.js';
import { ensureSeeded } from './seed/ensure-seeded.js';

export type RunMode = 'production' | 'development';

/** How long a stop waits for requests in flight before it closes the database anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the server: it listens at once (health checks answer, everything else a 503 'starting'), then migrates
 * and seeds, then serves. See main.ts for the mode.
 */
export async function start(config: Config, mode: RunMode) {
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const readiness: Readiness = { ready: false, reason: 'Applying database migrations' };
  const publicCache = createPublicCache(config, database);
  const app = await buildApp(
    { config, database, db: database.db, readiness, publicCache },
    mode === 'production'
      ? { logger: { level: config.LOG_LEVEL }, requestLog: 'notable' }
      : { logger: { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }, requestLog: 'all' },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    // New connections are refused at once; requests in flight get the grace period, then the database closes anyway.
    const closed = app.close().then(
      () => 'closed' as const,
      (error: unknown) => app.log.error({ err: error }, 'closing the server failed'),
    );
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), SHUTDOWN_GRACE_MS).unref());
    if ((await Promise.race([closed, late])) === 'late') app.log.warn('requests still running after the grace period; stopping anyway');
    await database.close().catch((error) => app.log.error({ err: error }, 'closing the database failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await withStartupLock(config.DATABASE_URL, async () => {
    await database.migrate();
    if (config.SEED_ON_START) {
      readiness.reason = config.SEED_DEMO ? 'Seeding demo data' : 'Seeding reference data';
      await ensureSeeded(database.db, {
        log: app.log,
        progressBar: process.stdout.isTTY || process.env.CI !== 'true',
        demo: config.SEED_DEMO,
        mediaStore: mediaStoreFor(config),
      });
    }
  });
  await publicCache.invalidate(EVERYTHING);
  readiness.ready = true;
  readiness.reason = 'ready';
  app.log.info(`Pet Services directory ready on ${config.publicUrl} (${database.kind}, ${mode} mode)`);
}

export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
}
