import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { cities } from '../db/schema.js';
import type { PublicCache } from '../http/public-cache-control.js';
import { CATALOG_TAG, cityTag, LISTINGS_TAG, STATS_TAG } from '../http/public-cache-targets.js';
import type { ImportTouched } from './import-listings.js';

/**
 * After an import that wrote anything: its cities' pages, every list and count, and the catalog (a city may have been
 * added; every cached answer names it, so an import refreshes them all, as seeding does). Awaited before the import
 * answers, and heard by every other app process on the database.
 */
export async function invalidateImported(publicCache: PublicCache, db: Db, touched: ImportTouched): Promise<void> {
  if (touched.created === 0 && touched.updatedIds.length === 0 && !touched.citiesAdded) return;
  const ids = [...touched.cityIds].filter((id) => id > 0);
  const slugs = ids.length > 0 ? await db.select({ slug: cities.slug }).from(cities).where(inArray(cities.id, ids)) : [];
  await publicCache.invalidate([CATALOG_TAG, STATS_TAG, LISTINGS_TAG, ...slugs.map(({ slug }) => cityTag(slug))]);
}

/** After an applied import that stopped part way: what it wrote is not known here, so every public answer goes. */
export async function invalidateAfterFailure(deps: { publicCache: PublicCache }): Promise<void> {
  await deps.publicCache.invalidate([CATALOG_TAG, STATS_TAG, LISTINGS_TAG]);
}
