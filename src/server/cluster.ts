import cluster from 'node:cluster';
import type { Config } from './config.js';

/** A worker that dies this soon after it started is failing at start: stop rather than fork it forever. */
const CRASH_LOOP_MS = 10_000;

/**
 * Whether this process should fork workers: `WEB_CONCURRENCY` above 1 on PostgreSQL. PGlite is one process by
 * nature (its database lives in this process's memory and locks its folder), so it always runs a single process.
 */
export function wantsWorkers(config: Config): boolean {
  return cluster.isPrimary && config.WEB_CONCURRENCY > 1 && config.DATABASE_URL !== undefined;
}

/**
 * The primary process: forks the workers, which share the listening port (node:cluster), replaces one that dies,
 * and passes SIGTERM/SIGINT on so each finishes its requests and closes its database.
 */
export function runPrimary(config: Config) {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (lived < CRASH_LOOP_MS) {
      console.error(`A worker stopped ${Math.round(lived / 1000)} s after it started (code ${code ?? signal}); stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    console.error(`A worker stopped (code ${code ?? signal}); starting another.`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  console.log(`Pet Services: ${config.WEB_CONCURRENCY} worker processes on PostgreSQL`);
}
