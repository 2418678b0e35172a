import { sql } from 'drizzle-orm';
import type { PhotoImage } from '#shared/media.js';
import type { PublicPhoto } from '#shared/photos.js';
import { businessPhotos, businesses, mediaImages } from '../db/schema.js';
import { hasPublicPage } from '../listings/visibility.js';

/**
 * Photos as public reads see them: columns of the business's own row (no statement of their own), and null or
 * empty for a pending or rejected listing, so its photos never reach a page, a card, JSON-LD or og:image. A
 * permanently closed listing's page keeps them (hasPublicPage).
 */
const image = sql.raw(`json_build_object('hash', i.hash, 'width', i.width, 'height', i.height, 'widths', i.widths, 'placeholder', i.placeholder)`);

export const publicCoverColumn = sql<PhotoImage | null>`(case when ${hasPublicPage} then (
  select ${image} from ${businessPhotos} p join ${mediaImages} i on i.hash = p.image_hash
  where p.business_id = ${businesses.id} and p.is_cover limit 1) end)`;

export const publicGalleryColumn = sql<PublicPhoto[]>`(case when ${hasPublicPage} then (
  select coalesce(json_agg(json_build_object('id', p.id, 'caption', p.caption, 'isCover', p.is_cover, 'image', ${image})
    order by p.position, p.id), '[]'::json)
  from ${businessPhotos} p join ${mediaImages} i on i.hash = p.image_hash
  where p.business_id = ${businesses.id}) else '[]'::json end)`;
