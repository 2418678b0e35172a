import { and, eq } from 'drizzle-orm';
import { LISTING_REPORT_HONEYPOT, LISTING_REPORT_MESSAGES, type ListingReportInput } from '#shared/listing-reports.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { businesses, listingReports } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { isPublicListing } from '../listings/visibility.js';

/**
 * The listing id a 'duplicate' report's text names: its page address on any host ('https://…/business/123',
 * '/business/123?x'), or '#123'. Null when the text names none.
 */
export function listingIdIn(text: string | null): number | null {
  if (!text) return null;
  const match = /\/business\/(\d{1,10})(?:[/?#]|$)/.exec(text.trim()) ?? /^#?(\d{1,10})$/.exec(text.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A public listing's id, or null: a report may name only a listing the reporter could see. */
async function publicListingId(db: DbOrTx, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(and(eq(businesses.id, id), isPublicListing)).limit(1);
  return row?.id ?? null;
}

/**
 * Keeps a visitor's report of wrong information on a public listing for staff. Refused: a filled honeypot (a bot),
 * a listing that is not public (404, as for its page). The per-address limit is the route's.
 */
export async function reportListing(db: Db, businessId: number, userId: number | null, input: ListingReportInput): Promise<void> {
  if (input[LISTING_REPORT_HONEYPOT]?.trim()) throw new AppError('BAD_REQUEST', LISTING_REPORT_MESSAGES.honeypot);
  if ((await publicListingId(db, businessId)) === null) throw notFound('Business');
  const named = input.kind === 'duplicate' ? await publicListingId(db, listingIdIn(input.suggestedValue)) : null;
  await db.insert(listingReports).values({
    businessId,
    userId,
    kind: input.kind,
    suggestedValue: input.suggestedValue,
    duplicateOfId: named === businessId ? null : named,
    details: input.details,
  });
}
