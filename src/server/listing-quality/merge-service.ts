import { eq, sql } from 'drizzle-orm';
import { LISTING_REPORT_MESSAGES, type ListingActionResponse } from '#shared/listing-reports.js';
import { MAX_PHOTOS } from '#shared/photos.js';
import type { Db, Tx } from '../db/connect.js';
import { businesses } from '../db/schema.js';
import { AppError } from '../errors.js';
import { refreshRating } from '../reviews/rating.js';
import { queueMergedMail } from './mail.js';
import { decideReports, lockedListing, type Site } from './staff-actions.js';

/** Bookings still under way move with the listing; decided ones stay in the old listing's history. */
const OPEN_BOOKINGS = sql`('requested', 'accepted')`;

/**
 * Moves what people made on the duplicate to the kept listing: reviews (a customer who reviewed both keeps the newer
 * one), favorites (once per customer), photos (up to the gallery's limit, the kept listing's cover staying the
 * cover) and open booking requests; the kept listing's rating is recomputed from its visible reviews.
 */
async function moveEverything(tx: Tx, fromId: number, intoId: number) {
  await tx.execute(sql`
    delete from reviews r using reviews o
     where r.business_id in (${fromId}, ${intoId}) and o.business_id in (${fromId}, ${intoId})
       and r.business_id <> o.business_id and r.user_id = o.user_id
       and (r.time_created, r.id) < (o.time_created, o.id)`);
  await tx.execute(sql`update reviews set business_id = ${intoId} where business_id = ${fromId}`);
  await tx.execute(sql`
    insert into favorites (user_id, business_id, created_at)
    select user_id, ${intoId}, created_at from favorites where business_id = ${fromId}
    on conflict do nothing`);
  await tx.execute(sql`delete from favorites where business_id = ${fromId}`);
  await tx.execute(sql`
    with room as (
      select ${MAX_PHOTOS} - count(*)::int as n, coalesce(max(position), -1) as last,
             bool_or(is_cover) as has_cover, array_agg(source_hash) as hashes
        from business_photos where business_id = ${intoId}
    ), moving as (
      select p.id, row_number() over (order by p.position, p.id) as k
        from business_photos p, room
       where p.business_id = ${fromId} and not (p.source_hash = any(coalesce(room.hashes, '{}')))
    )
    update business_photos p
       set business_id = ${intoId}, position = room.last + moving.k,
           is_cover = p.is_cover and not coalesce(room.has_cover, false)
      from moving, room
     where p.id = moving.id and moving.k <= room.n`);
  await tx.execute(sql`update booking_requests set business_id = ${intoId}, updated_at = now() where business_id = ${fromId} and status in ${OPEN_BOOKINGS}`);
  await refreshRating(tx, fromId);
  await refreshRating(tx, intoId);
}

/**
 * Merges a duplicate listing into the one kept: everything people made moves there, the duplicate becomes 'merged'
 * (its page and API answer 301 to the kept one), its waiting reports are decided, listings merged into it before now
 * point at the kept one, and its owner is emailed. The kept listing must be public.
 */
export async function mergeListing(db: Db, site: Site, staffId: number, fromId: number, intoId: number): Promise<ListingActionResponse> {
  if (fromId === intoId) throw new AppError('BAD_REQUEST', LISTING_REPORT_MESSAGES.mergeIntoSelf, { intoId: LISTING_REPORT_MESSAGES.mergeIntoSelf });
  return db.transaction(async (tx) => {
    // Both rows locked, lower id first, so two merges of the same pair cannot deadlock.
    const [first, second] = fromId < intoId ? [fromId, intoId] : [intoId, fromId];
    const a = await lockedListing(tx, first);
    const b = await lockedListing(tx, second).catch(() => null);
    const [from, into] = fromId < intoId ? [a, b] : [b, a];
    if (!into || into.status !== 'approved') throw new AppError('BAD_REQUEST', LISTING_REPORT_MESSAGES.mergeTargetMissing, { intoId: LISTING_REPORT_MESSAGES.mergeTargetMissing });
    if (!from || !['approved', 'closed'].includes(from.status)) throw new AppError('CONFLICT', LISTING_REPORT_MESSAGES.notPublic);
    await moveEverything(tx, fromId, intoId);
    const [merged] = await tx
      .update(businesses)
      .set({ status: 'merged', mergedIntoId: intoId, closedAt: null, updatedAt: new Date() })
      .where(eq(businesses.id, fromId))
      .returning();
    await tx.update(businesses).set({ mergedIntoId: intoId }).where(eq(businesses.mergedIntoId, fromId));
    const decided = await decideReports(tx, fromId, staffId, 'merged');
    await queueMergedMail(tx, site, fromId, { id: intoId, name: into.name });
    return {
      business: { id: fromId, status: merged!.status, closedAt: null, mergedIntoId: intoId },
      decidedReports: decided,
    };
  });
}
