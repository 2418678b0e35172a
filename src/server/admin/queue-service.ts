import { and, asc, count, eq } from 'drizzle-orm';
import { ADMIN_QUEUE_LIMIT, type AdminQueueItem, type AdminQueueResponse, type ClaimKind } from '#shared/admin.js';
import { apiPaths } from '#shared/api-paths.js';
import type { Db } from '../db/connect.js';
import { businesses, cities, claims, users, verificationDocuments } from '../db/schema.js';
import { reportedPhotos } from '../reviews/photo-report-service.js';
import { reportedReviews } from '../reviews/report-service.js';
import { duplicateWarnings } from '../listing-quality/duplicates.js';
import { reportedConversations } from '../bookings/conversation-reports.js';
import { reportedListings } from '../listing-quality/queue.js';
import { pendingChanges } from './change-service.js';
import { queueContext, queueContextColumns } from './queue-context.js';
import { queueDetailColumns, queueDetails } from './queue-details.js';

type DataValue = string | number | boolean | null;

/** The stored verification record, flat; file contents never travel here (only the download link does). */
function verificationData(value: unknown): Record<string, DataValue> {
  const data: Record<string, DataValue> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return data;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'documentFile') continue;
    data[key] = item === null || ['string', 'number', 'boolean'].includes(typeof item) ? (item as DataValue) : JSON.stringify(item);
  }
  return data;
}


/**
 * The card's warnings, with 'Possible duplicate of #N' (listing-quality/duplicates.ts) first, unless another warning
 * already names that listing (the same phone): one line per listing to compare.
 */
const withDuplicate = <T extends { warnings: string[] }>(details: T, duplicate: { id: number; text: string } | undefined): T =>
  duplicate && !details.warnings.some((warning) => new RegExp(`#${duplicate.id}\\b`).test(warning))
    ? { ...details, warnings: [duplicate.text, ...details.warnings] }
    : details;

async function pendingOf(db: Db, kind: ClaimKind): Promise<{ count: number; items: AdminQueueItem[] }> {
  const pending = and(eq(claims.kind, kind), eq(claims.status, 'pending'));
  const [total] = await db.select({ n: count() }).from(claims).where(pending);
  const rows = await db
    .select({
      claim: claims,
      ...queueContextColumns,
      details: queueDetailColumns,
      document: {
        id: verificationDocuments.id,
        name: verificationDocuments.originalName,
        size: verificationDocuments.size,
        type: verificationDocuments.mimeType,
      },
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .innerJoin(users, eq(users.id, claims.userId))
    .leftJoin(verificationDocuments, eq(verificationDocuments.id, claims.documentId))
    .where(pending)
    .orderBy(asc(claims.submittedAt), asc(claims.id))
    .limit(ADMIN_QUEUE_LIMIT);
  const [details, duplicates] = await Promise.all([
    queueDetails(
      db,
      rows.map((row) => ({ id: row.business.id, phone: row.business.phone, ...row.details })),
    ),
    duplicateWarnings(db, rows.map((row) => row.business.id)),
  ]);
  const items = rows.map(({ claim, document, details: _columns, ...context }): AdminQueueItem => ({
    id: claim.id,
    kind,
    status: claim.status,
    submittedAt: claim.submittedAt.toISOString(),
    ...queueContext(context),
    claimReason: claim.claimReason,
    verificationMethod: claim.verificationMethod,
    verificationData: verificationData(claim.verificationData),
    document: document ? { ...document, url: apiPaths.admin.document(document.id) } : null,
    ...withDuplicate(details.get(context.business.id)!, duplicates.get(context.business.id)),
  }));
  return { count: Number(total?.n ?? 0), items };
}

/** Pending new listings, claims, listing changes, reported reviews, photos, listings and conversations, oldest first, each with its whole count. */
export async function getQueue(db: Db): Promise<AdminQueueResponse> {
  const [listings, claimsQueue, changes, reviews, photos, listingReports, conversationReports] = await Promise.all([
    pendingOf(db, 'listing'),
    pendingOf(db, 'claim'),
    pendingChanges(db),
    reportedReviews(db),
    reportedPhotos(db),
    reportedListings(db),
    reportedConversations(db),
  ]);
  return { listings, claims: claimsQueue, changes, reviews, photos, listingReports, conversationReports };
}
