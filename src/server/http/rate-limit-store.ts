import { lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.js';
import { rateLimitCounters } from '../db/schema.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
/** At run time the plugin hands `child` its merged route parameters, which name the route in `routeInfo`. */
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/** Deletes windows that ended before `now` (the maintenance job runs it hourly); returns how many. */
export async function purgeExpiredRateLimits(db: Db, now = new Date()): Promise<number> {
  const removed = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now)).returning({ key: rateLimitCounters.key });
  return removed.length;
}

/**
 * A @fastify/rate-limit store on the database, so the limit holds across app processes (ARCHITECTURE.md
 * principle 5). One upsert per counted request: it opens a window, counts within it, or restarts an expired one.
 * Ended windows are deleted by the maintenance job (purgeExpiredRateLimits), not by requests.
 */
export function databaseRateLimitStore(db: Db) {

  class DatabaseStore {
    constructor(
      _globalParams?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const fullKey = `${this.scope}|${key}`;
      const windowMs = Math.max(1, Math.round(timeWindow));
      void (async () => {
        const [row] = await queryRows<{ count: number; ttl: number }>(db, sql`
          insert into ${rateLimitCounters} (key, count, reset_at)
          values (${fullKey}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            count = case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end,
            reset_at = case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end
          returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`);
        return { current: Number(row!.count), ttl: Number(row!.ttl) };
      })().then(
        (value) => callback(null, value),
        (error: Error) => callback(error),
      );
    }

    child(params: object) {
      const route = (params as RouteParams).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      return new DatabaseStore(undefined, `${method} ${route?.url ?? ''}`);
    }
  }
  return DatabaseStore;
}
