import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Db, Subscription } from '../db/connect.js';
import { businesses, cities } from '../db/schema.js';
import { ALL_TAGS, PublicAnswerCache } from './public-cache.js';
import { rememberCatalog } from '../catalog/service.js';
import { businessTag, CATALOG_TAG, cityTag, LISTINGS_TAG, STATS_TAG } from './public-cache-targets.js';

const CHANNEL = 'public_cache';
/** Entries stay fresh this long; exact invalidation keeps them right, the lifetime only bounds any surprise. */
const FRESH_MS = 5 * 60_000;
/** Past fresh, an entry is still served for this long while one request recomputes it in the background. */
const STALE_MS = 10 * 60_000;

/** The process's public-answer cache and the one way writes invalidate it (here and in every other process). */
export type PublicCache = {
  enabled: boolean;
  store: PublicAnswerCache;
  /** Drops `tags` here, then tells the other app processes on the database. Await it before answering a write. */
  invalidate(tags: string[]): Promise<void>;
  /**
   * Everything a change to one business shows on: its pages, its city's lists, counts and statistics, and those of
   * the city it just left when the change moved it (`formerCityId`).
   */
  invalidateBusiness(db: Db, businessId: number, formerCityId?: number | null): Promise<void>;
  /**
   * Calls `listener` with the tags of every invalidation, from this process or another, whether or not the answer
   * cache is on (memos outside it, like the sitemap's, follow the same writes). Returns a function that stops.
   */
  onInvalidate(listener: (tags: string[]) => void): () => void;
  /** Starts hearing other processes' invalidations; resolves to a function that stops. */
  listen(): Promise<() => Promise<void>>;
  /**
   * Resolves once every invalidation another process (of any machine) sent before the call has been applied here,
   * so a cached answer served after it is as fresh as a write another process has already acknowledged; rejects
   * while this process cannot hear the others (then nothing cached may be served). Immediate before `listen`.
   */
  caughtUp(): Promise<void>;
};

type Message = { origin: string; tags: string[] };

export function createPublicCache(config: Config, database: Database): PublicCache {
  const store = new PublicAnswerCache({ maxBytes: config.PUBLIC_CACHE_MB * 1024 * 1024, freshMs: FRESH_MS, staleMs: STALE_MS });
  const origin = randomUUID();
  const enabled = config.PUBLIC_CACHE === 'on';
  // Cities, services and counts stay in memory whether or not answers are cached: the same invalidations refresh them.
  const memory = rememberCatalog(database.db);
  const listeners = new Set<(tags: string[]) => void>();
  let subscription: Subscription | undefined;
  /** Drops the answers, the in-memory catalog and counts, and the listeners' memos that `tags` cover, in this process. */
  const drop = (tags: string[]) => {
    if (enabled) store.invalidate(tags);
    const all = tags.includes(ALL_TAGS);
    if (all || tags.includes(CATALOG_TAG)) memory.forgetCatalog();
    if (all || tags.includes(CATALOG_TAG) || tags.includes(STATS_TAG)) memory.forgetStats();
    for (const listener of listeners) listener(tags);
  };
  // Sent even with the answer cache off: other processes may hold memos (the sitemap) that follow the same writes.
  const invalidate = async (tags: string[]) => {
    if (tags.length === 0) return;
    drop(tags);
    const message: Message = { origin, tags };
    await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
  };
  return {
    enabled,
    store,
    invalidate,
    async invalidateBusiness(db, businessId, formerCityId) {
      const [row] = await db
        .select({ citySlug: cities.slug })
        .from(businesses)
        .innerJoin(cities, eq(cities.id, businesses.cityId))
        .where(eq(businesses.id, businessId));
      const [former] = formerCityId ? await db.select({ citySlug: cities.slug }).from(cities).where(eq(cities.id, formerCityId)) : [];
      const cityTags = [row, former].flatMap((city) => (city ? [cityTag(city.citySlug)] : []));
      await invalidate([businessTag(businessId), ...cityTags, STATS_TAG, LISTINGS_TAG]);
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    caughtUp: () => (subscription ? subscription.caughtUp() : Promise.resolve()),
    async listen() {
      const heard = await database.subscribe(
        CHANNEL,
        (payload) => {
          try {
            const message = JSON.parse(payload) as Message;
            if (message.origin !== origin && Array.isArray(message.tags)) drop(message.tags.map(String));
          } catch {
            // Not ours: ignore.
          }
        },
        // Invalidations may have been missed while the connection was down: start over.
        () => drop([ALL_TAGS]),
      );
      subscription = heard;
      return async () => {
        subscription = undefined;
        await heard.stop();
      };
    },
  };
}

/** What seeding a database changes: everything. */
export const EVERYTHING = [ALL_TAGS];
