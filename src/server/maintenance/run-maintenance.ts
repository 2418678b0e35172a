import { sql } from 'drizzle-orm';
import { purgeExpiredSessions } from '../auth/sessions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { purgeExpiredRateLimits } from '../http/rate-limit-store.js';
import { purgeOldAnalytics } from '../listings/analytics-service.js';
import { mediaStoreFor, type MediaSettings } from '../media/active-store.js';
import { removeDecidedDocuments } from '../owners/document-retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An image nothing refers to is kept this long after its last use: an upload in flight may be about to use it. */
export const MEDIA_GRACE_MS = 60 * 60 * 1000;

export type MaintenanceCounts = {
  sessions: number;
  documents: number;
  rateLimitCounters: number;
  analyticsHits: number;
  analyticsSalts: number;
  mediaImages: number;
};
export type MaintenanceResult = { counts: MaintenanceCounts; failures: { step: string; error: unknown }[] };

/** Tables whose deleted rows should be made reusable at once (PGlite runs no autovacuum). */
const VACUUMED: Record<keyof MaintenanceCounts, string> = {
  sessions: 'sessions',
  documents: 'verification_documents',
  rateLimitCounters: 'rate_limit_counters',
  analyticsHits: 'analytics_hits',
  analyticsSalts: 'app_meta',
  mediaImages: 'media_variants',
};

/**
 * One pass of housekeeping: expired sessions, verification documents past DOCUMENT_RETENTION_DAYS after their
 * decision, ended rate-limit windows, old analytics de-dup rows and salts, stored images nothing refers to (rows and bytes, in whichever store). Each step runs even when another
 * fails (a failure is reported, not thrown), so one broken table never stops the others from being cleaned.
 */
export async function runMaintenance(
  db: Db,
  config: Pick<Config, 'DOCUMENT_RETENTION_DAYS'> & MediaSettings,
  now = new Date(),
): Promise<MaintenanceResult> {
  const counts: MaintenanceCounts = { sessions: 0, documents: 0, rateLimitCounters: 0, analyticsHits: 0, analyticsSalts: 0, mediaImages: 0 };
  const failures: MaintenanceResult['failures'] = [];
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push({ step: name, error });
    }
  };
  await step('sessions', async () => {
    counts.sessions = await purgeExpiredSessions(db, now);
  });
  await step('documents', async () => {
    counts.documents = await removeDecidedDocuments(db, new Date(now.getTime() - config.DOCUMENT_RETENTION_DAYS * DAY_MS), now);
  });
  await step('rate limits', async () => {
    counts.rateLimitCounters = await purgeExpiredRateLimits(db, now);
  });
  await step('analytics', async () => {
    const { hits, salts } = await purgeOldAnalytics(db, now.getTime());
    counts.analyticsHits = hits;
    counts.analyticsSalts = salts;
  });
  await step('media', async () => {
    counts.mediaImages = await mediaStoreFor(config).sweep(db, new Date(now.getTime() - MEDIA_GRACE_MS));
  });
  for (const [key, table] of Object.entries(VACUUMED) as [keyof MaintenanceCounts, string][]) {
    if (counts[key] > 0) await step(`vacuum ${table}`, async () => void (await db.execute(sql.raw(`vacuum ${table}`))));
  }
  return { counts, failures };
}
