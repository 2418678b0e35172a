import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { BusinessEvent, DailyStats } from '#shared/listings.js';
import type { Db } from '../db/connect.js';
import { analyticsHits, appMeta, businessDailyStats, businesses } from '../db/schema.js';
import { notFound } from '../errors.js';

// Crawlers, link previews, audit tools and scripts. Headless Chrome is a real browser (and our e2e tests), so
// 'headless' only counts when it is not followed by 'chrome'.
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|bingpreview|lighthouse|pagespeed|phantomjs|curl\/|wget|python-requests|go-http-client|libwww|httpclient|headless(?!chrome)/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

const MINUTE_MS = 60_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const SALT_PREFIX = 'analytics-salt:';
const saltCache = new WeakMap<Db, { day: string; salt: string }>();

/**
 * A random salt per UTC day, kept in the database so every app process hashes a visitor the same way. Once the
 * day is over the salt is deleted, and yesterday's hashes can no longer be tied to an address.
 */
async function dailySalt(db: Db, day: string): Promise<string> {
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  const key = `${SALT_PREFIX}${day}`;
  await db.insert(appMeta).values({ key, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  // A day's salt never changes once written, so each process may remember it until the day turns.
  saltCache.set(db, { day, salt: row!.value });
  return row!.value;
}

/** The raw address never reaches the database: only this salted hash does. */
export function visitorHash(ip: string, userAgent: string, salt: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');
}

/**
 * De-dup rows older than a day and past days' salts serve no purpose (a hit is a repeat only within its minute),
 * and deleting a day's salt is what makes its hashes untraceable. The maintenance job runs this hourly, off the
 * request path. Returns how many de-dup rows and salts were deleted.
 */
export async function purgeOldAnalytics(db: Db, now = Date.now()): Promise<{ hits: number; salts: number }> {
  const minute = Math.floor(now / MINUTE_MS);
  const hits = await db
    .delete(analyticsHits)
    .where(lt(analyticsHits.minute, minute - 24 * 60))
    .returning({ minute: analyticsHits.minute });
  const salts = await db
    .delete(appMeta)
    .where(and(like(appMeta.key, `${SALT_PREFIX}%`), lt(appMeta.key, `${SALT_PREFIX}${utcDay(now)}`)))
    .returning({ key: appMeta.key });
  return { hits: hits.length, salts: salts.length };
}

/** `userId` is the signed-in visitor, if any: an owner looking at their own listing is not a visitor to count. */
export type EventVisitor = { ip: string; userAgent: string | undefined; userId?: number };
export type EventOutcome = 'counted' | 'repeat' | 'bot' | 'owner';

/** What one counted event adds to its day: a contact action is a click, and the named ones also count apart. */
function countsOf(kind: BusinessEvent['kind']) {
  const is = (wanted: BusinessEvent['kind']) => (kind === wanted ? 1 : 0);
  return {
    views: is('view'),
    clicks: kind === 'view' ? 0 : 1,
    phoneClicks: is('phone'),
    websiteClicks: is('website'),
    directionClicks: is('directions'),
  };
}

/** Counts a profile view or contact click, at most once per visitor, business, kind and minute. */
export async function recordBusinessEvent(
  db: Db,
  businessId: number,
  event: BusinessEvent,
  visitor: EventVisitor,
  now = Date.now(),
): Promise<EventOutcome> {
  const [listing] = await db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    // Public listings (visibility.ts), and closed ones: their page stays public (issue 26), its views and clicks count.
    .where(and(eq(businesses.id, businessId), inArray(businesses.status, ['approved', 'closed'])))
    .limit(1);
  if (!listing) throw notFound('Business');
  if (isBot(visitor.userAgent)) return 'bot';
  if (visitor.userId !== undefined && visitor.userId === listing.ownerId) return 'owner';
  const day = utcDay(now);
  const hash = visitorHash(visitor.ip, visitor.userAgent!, await dailySalt(db, day));
  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(analyticsHits)
      .values({ businessId, visitorHash: hash, kind: event.kind, minute: Math.floor(now / MINUTE_MS) })
      .onConflictDoNothing()
      .returning({ businessId: analyticsHits.businessId });
    if (inserted.length === 0) return 'repeat' as const;
    // 'Contact Clicks' (and the click-through rate) count a visitor once a minute whichever actions they take, so
    // calling and asking for directions is one contact, not two; each action still counts apart in its own column.
    const firstContact =
      event.kind === 'view' || event.kind === 'click'
        ? true
        : (
            await tx
              .insert(analyticsHits)
              .values({ businessId, visitorHash: hash, kind: 'click', minute: Math.floor(now / MINUTE_MS) })
              .onConflictDoNothing()
              .returning({ businessId: analyticsHits.businessId })
          ).length > 0;
    const counts = { ...countsOf(event.kind), ...(firstContact ? {} : { clicks: 0 }) };
    await tx
      .insert(businessDailyStats)
      .values({ businessId, day, ...counts })
      .onConflictDoUpdate({
        target: [businessDailyStats.businessId, businessDailyStats.day],
        set: {
          views: sql`${businessDailyStats.views} + ${counts.views}`,
          clicks: sql`${businessDailyStats.clicks} + ${counts.clicks}`,
          phoneClicks: sql`${businessDailyStats.phoneClicks} + ${counts.phoneClicks}`,
          websiteClicks: sql`${businessDailyStats.websiteClicks} + ${counts.websiteClicks}`,
          directionClicks: sql`${businessDailyStats.directionClicks} + ${counts.directionClicks}`,
        },
      });
    return 'counted' as const;
  });
  return outcome;
}

/** Views and contact clicks of a business over the last `days` UTC days, today included. */
export async function getDailyStats(db: Db, businessId: number, days: number, now = Date.now()): Promise<DailyStats> {
  const since = utcDay(now - (days - 1) * 24 * 60 * MINUTE_MS);
  const [row] = await db
    .select({
      views: sql<number>`coalesce(sum(${businessDailyStats.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${businessDailyStats.clicks}), 0)::int`,
    })
    .from(businessDailyStats)
    .where(and(eq(businessDailyStats.businessId, businessId), gte(businessDailyStats.day, since)));
  return row!;
}
