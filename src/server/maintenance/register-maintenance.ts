import type { App, AppDeps } from '../app-types.js';
import { takeMaintenanceTurn } from './maintenance-turn.js';
import { runMaintenance } from './run-maintenance.js';

/** Hourly is enough: nothing here is urgent, and each pass is cheap when there is little to remove. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;
/**
 * A pass runs when the site's last one (on any process of any machine) began at least this long ago: timers of
 * several processes fire at different moments within the hour, and only the first of them after this gap runs.
 */
const TURN_GAP_MS = MAINTENANCE_INTERVAL_MS - 5 * 60_000;

/**
 * Offers to run the maintenance job shortly after start (MAINTENANCE_FIRST_DELAY_SECONDS, once the process is ready)
 * and then hourly; the site runs one pass an hour whatever the number of processes and machines
 * (maintenance-turn.ts), and every step is an idempotent delete should two ever overlap. The timers never keep the
 * process alive and stop when the app closes; a pass never throws out of its timer, never overlaps the previous
 * one, and logs what it removed.
 */
export function registerMaintenance(app: App, deps: AppDeps) {
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    if (!deps.readiness.ready) {
      // Still migrating or seeding: offer again a little later rather than wait a whole hour.
      first = setTimeout(pass, firstDelayMs).unref();
      return;
    }
    running = (async () => {
      try {
        if (!(await takeMaintenanceTurn(deps.db, TURN_GAP_MS))) return;
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
  const firstDelayMs = deps.config.MAINTENANCE_FIRST_DELAY_SECONDS * 1000;
  let first = setTimeout(pass, firstDelayMs).unref();
  const every = setInterval(pass, MAINTENANCE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    // A pass in flight finishes before the database is closed after the app.
    await running;
  });
}
