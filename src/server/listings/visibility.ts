import { eq, type SQL } from 'drizzle-orm';
import { businesses } from '../db/schema.js';

/**
 * The one rule for what the public sees: listings staff approved. Pending and rejected listings reach their owner
 * and staff only, so every public read (pages, lists, counts, statistics, sitemap, JSON-LD) filters on this.
 */
export const isPublicListing: SQL = eq(businesses.status, 'approved');
