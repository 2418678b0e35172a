import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/connect.js';

/** Who ran a pass, for the operator reading `app_meta` and for the two-node test. */
export const MAINTENANCE_RUNNER = `${hostname()}:${process.pid}`;

export type MaintenanceTurn = { by: string; passes: number };

/**
 * Takes the site's maintenance turn: true for the one process (of any machine) that gets to run a pass now, when the
 * last pass anywhere began at least `gapMs` ago. One atomic upsert on `app_meta`, so processes on several machines
 * whose hourly timers fire at different moments run one pass an hour between them, not one each; if the process that
 * ran it stops, another takes the next turn when its own timer fires.
 */
export async function takeMaintenanceTurn(db: DbOrTx, gapMs: number, runner = MAINTENANCE_RUNNER): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into app_meta (key, value, updated_at)
        values ('maintenance', json_build_object('by', ${runner}::text, 'passes', 1)::text, now())
        on conflict (key) do update
          set value = json_build_object('by', ${runner}::text, 'passes', coalesce((app_meta.value::json->>'passes')::int, 0) + 1)::text,
              updated_at = now()
          where app_meta.updated_at <= now() - make_interval(secs => ${gapMs / 1000})
        returning key`,
  );
  return rows.length > 0;
}

/** The last pass's runner and how many passes the site has run (null before the first). */
export async function maintenanceTurns(db: DbOrTx): Promise<MaintenanceTurn | null> {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = 'maintenance'`);
  return row ? (JSON.parse(row.value) as MaintenanceTurn) : null;
}
