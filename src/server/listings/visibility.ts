import { eq, inArray, type SQL } from 'drizzle-orm';
import { businesses } from '../db/schema.js';

/**
 * The one rule for what the public sees: listings staff approved. Pending and rejected listings reach their owner
 * and staff only, so every public read (pages, lists, counts, statistics, sitemap, JSON-LD) filters on this.
 */
export const isPublicListing: SQL = eq(businesses.status, 'approved');

/**
 * Listings whose own page anyone may open: public ones, and those staff closed permanently (the page stays, saying
 * so, so links keep working; listings/service.ts). Such a page shows what it showed before, its photos included;
 * lists, counts, search and the sitemap still take isPublicListing.
 */
export const hasPublicPage: SQL = inArray(businesses.status, ['approved', 'closed']);

/**
 * Whether a listing takes booking requests: public, with an owner staff verified (someone is there to answer).
 * Others' pages say 'Call to book'. (The database keeps a listing without an owner unverified, migration 0019.)
 */
export const takesBookingRequests = (listing: { status: string; ownerId: number | null; isVerified: boolean }) =>
  listing.status === 'approved' && listing.ownerId !== null && listing.isVerified;
