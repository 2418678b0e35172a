import { and, asc, countDistinct, eq, inArray, min, or } from 'drizzle-orm';
import { ADMIN_QUEUE_LIMIT } from '#shared/admin.js';
import { scheduleText } from '#shared/hours/schedule-text.js';
import type { ListingReport, ListingReportGroup, ListingReportKind } from '#shared/listing-reports.js';
import type { Db } from '../db/connect.js';
import { businesses, listingReports, users } from '../db/schema.js';

/** Reports staff still have to act on: new ones, and applied ones the owner disputed. */
export const waitingReport = or(eq(listingReports.status, 'open'), eq(listingReports.status, 'disputed'))!;

export const toListingReport = (row: typeof listingReports.$inferSelect): ListingReport => ({
  id: row.id,
  kind: row.kind as ListingReportKind,
  suggestedValue: row.suggestedValue,
  duplicateOfId: row.duplicateOfId,
  details: row.details,
  status: row.status,
  signedIn: row.userId !== null,
  ownerAnswer: row.ownerAnswer,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The 'Listing report' part of the staff queue: one item per listing with waiting reports (longest waiting first),
 * its current values beside what the reports suggest, and how many there are. Four statements in all.
 */
export async function reportedListings(db: Db): Promise<{ count: number; items: ListingReportGroup[] }> {
  const [total] = await db.select({ n: countDistinct(listingReports.businessId) }).from(listingReports).where(waitingReport);
  const first = min(listingReports.createdAt);
  const oldest = await db
    .select({ businessId: listingReports.businessId, first })
    .from(listingReports)
    .where(waitingReport)
    .groupBy(listingReports.businessId)
    .orderBy(asc(first), asc(listingReports.businessId))
    .limit(ADMIN_QUEUE_LIMIT);
  const ids = oldest.map((row) => row.businessId);
  if (ids.length === 0) return { count: Number(total?.n ?? 0), items: [] };
  const [listings, reports] = await Promise.all([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        status: businesses.status,
        address: businesses.address,
        phone: businesses.phone,
        website: businesses.website,
        schedule: businesses.weeklyHours,
        isVerified: businesses.isVerified,
        ownerEmail: users.email,
      })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .where(inArray(businesses.id, ids)),
    db
      .select()
      .from(listingReports)
      .where(and(waitingReport, inArray(listingReports.businessId, ids)))
      .orderBy(asc(listingReports.createdAt), asc(listingReports.id)),
  ]);
  const byId = new Map(listings.map((row) => [row.id, row]));
  const items = ids.flatMap((id): ListingReportGroup[] => {
    const listing = byId.get(id);
    if (!listing) return [];
    const own = reports.filter((report) => report.businessId === id).map(toListingReport);
    return [
      {
        business: {
          id,
          name: listing.name,
          status: listing.status,
          hasVerifiedOwner: listing.isVerified && listing.ownerEmail !== null,
          url: `/business/${id}`,
        },
        current: { address: listing.address, phone: listing.phone, website: listing.website, hours: scheduleText(listing.schedule) },
        count: own.length,
        reports: own,
      },
    ];
  });
  return { count: Number(total?.n ?? 0), items };
}
