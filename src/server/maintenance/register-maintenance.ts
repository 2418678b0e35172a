import type { App, AppDeps } from '../app-types.js';
import { runMaintenance } from './run-maintenance.js';

/** Hourly is enough: nothing here is urgent, and each pass is cheap when there is little to remove. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;
/** The first pass waits for start-up (migrations, seeding) and the first requests to settle. */
export const MAINTENANCE_FIRST_DELAY_MS = 60_000;

/**
 * Runs the maintenance job in this process shortly after start and then hourly. The timers never keep the
 * process alive and stop when the app closes; a pass never throws out of its timer, never overlaps the previous
 * one, and logs what it removed. Several processes may each run it: every step is an idempotent delete.
 */
export function registerMaintenance(app: App, deps: AppDeps) {
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running || !deps.readiness.ready) return;
    running = (async () => {
      try {
        const { counts, failures } = await runMaintenance(deps.db, deps.config);
        app.log.info({ removed: counts }, 'maintenance pass done');
        for (const { step, error } of failures) app.log.error({ err: error, step }, 'maintenance step failed');
      } catch (error) {
        app.log.error({ err: error }, 'maintenance pass failed');
      } finally {
        running = undefined;
      }
    })();
  };
  const first = setTimeout(pass, MAINTENANCE_FIRST_DELAY_MS).unref();
  const every = setInterval(pass, MAINTENANCE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    // A pass in flight finishes before the database is closed after the app.
    await running;
  });
}
