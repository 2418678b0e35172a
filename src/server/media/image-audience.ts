import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/connect.js';
import { hasPublicPage } from '../listings/visibility.js';

/**
 * Who may see a stored image, from the rows that refer to it (store.ts MEDIA_REFERENCES; a new reference adds its
 * rule here). Public when a public page shows it: a photo of an approved or permanently closed listing
 * (listings/visibility.ts hasPublicPage), or of a visible review of one. Otherwise only the people who see it on
 * their own screens: the owner of a listing it belongs to (the dashboard, a pending listing's preview, their
 * business's reviews, hidden ones included), the author of a review it belongs to, and staff (`referenced`: some row
 * refers to it). An image no row refers to (deleted, removed by staff, waiting for the clean-up) is seen by no one.
 */
export type ImageAudience = { isPublic: boolean; referenced: boolean; viewerIds: number[] };

export async function imageAudience(db: DbOrTx, hash: string): Promise<ImageAudience> {
  const [row] = await queryRows<{ is_public: boolean; referenced: boolean; viewer_ids: number[] | null }>(
    db,
    sql`with gallery as (
          select ${hasPublicPage} as public_listing, businesses.owner_id, null::int as author_id, true as visible_review
          from business_photos p join businesses on businesses.id = p.business_id where p.image_hash = ${hash}
        ), review as (
          select ${hasPublicPage} as public_listing, businesses.owner_id, r.user_id as author_id, r.status = 'visible' as visible_review
          from review_photos p join reviews r on r.id = p.review_id join businesses on businesses.id = r.business_id
          where p.image_hash = ${hash}
        ), uses as (select * from gallery union all select * from review)
        select coalesce(bool_or(public_listing and visible_review), false) as is_public,
          count(*) > 0 as referenced,
          array_remove(array_agg(owner_id) || array_agg(author_id), null) as viewer_ids
        from uses`,
  );
  return { isPublic: row?.is_public === true, referenced: row?.referenced === true, viewerIds: (row?.viewer_ids ?? []).map(Number) };
}
