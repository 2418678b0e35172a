import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { maintenanceTurns, takeMaintenanceTurn } from '../../src/server/maintenance/maintenance-turn.js';
import { buildTestApp, type TestContext } from '../helpers/test-app.js';

/** Issue 29 item 2: the hourly maintenance runs once for the whole site, not once per process or machine. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

const HOUR = 60 * 60_000;

describe('the maintenance turn', () => {
  it('goes to one process of several asking at once, and to the next asker only once the gap has passed', async () => {
    await ctx.deps.db.execute(sql`delete from app_meta where key = 'maintenance'`);
    const asks = await Promise.all(['machine-a:1', 'machine-b:2', 'machine-a:3', 'machine-b:4'].map((runner) => takeMaintenanceTurn(ctx.deps.db, HOUR, runner)));
    expect(asks.filter(Boolean)).toHaveLength(1);
    const taken = await maintenanceTurns(ctx.deps.db);
    expect(taken?.passes).toBe(1);
    expect(['machine-a:1', 'machine-b:2', 'machine-a:3', 'machine-b:4']).toContain(taken?.by);

    // Forty minutes later nobody runs another; an hour after the first, the next asker does.
    await ctx.deps.db.execute(sql`update app_meta set updated_at = now() - interval '40 minutes' where key = 'maintenance'`);
    expect(await takeMaintenanceTurn(ctx.deps.db, HOUR, 'machine-b:2')).toBe(false);
    await ctx.deps.db.execute(sql`update app_meta set updated_at = now() - interval '61 minutes' where key = 'maintenance'`);
    expect(await takeMaintenanceTurn(ctx.deps.db, HOUR, 'machine-b:2')).toBe(true);
    expect(await maintenanceTurns(ctx.deps.db)).toEqual({ by: 'machine-b:2', passes: 2 });
  });
});
