import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import type { Readiness } from './http/health.js';
import { createPublicCache, EVERYTHING } from './http/public-cache-control.js';
import { ensureSeeded } from './seed/ensure-seeded.js';

/** Starts the server with the environment as the process received it (see main.ts). */
export async function start(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const readiness: Readiness = { ready: false, reason: 'Applying database migrations' };
  const publicCache = createPublicCache(config, database);
  const app = await buildApp(
    { config, database, db: database.db, readiness, publicCache },
    {
      logger:
        config.NODE_ENV === 'production'
          ? { level: config.LOG_LEVEL }
          : { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } },
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await database.migrate();
  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.SEED_ON_START) {
    readiness.reason = 'Seeding demo data';
    await ensureSeeded(database.db, { log: app.log, progressBar: process.stdout.isTTY || process.env.CI !== 'true' });
  }
  await publicCache.invalidate(EVERYTHING);
  readiness.ready = true;
  readiness.reason = 'ready';
  app.log.info(`Pet Services directory ready on ${config.publicUrl} (${database.kind})`);
}

export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
}
