import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Review, ReviewPhoto, ReviewSort } from '#shared/reviews.js';
import { mediaImages, reviewPhotos, reviews } from '../db/schema.js';

/**
 * A review's photos as a column of its own row (a page of reviews stays one statement). Whoever may see the review
 * may see its photos: public lists read only visible reviews, so a hidden review's photos are on no public read.
 * The outer id is written out qualified: drizzle leaves columns unqualified in one-table selects, where "id" would
 * mean the photo's.
 */
const photosColumn = sql<ReviewPhoto[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'image', json_build_object(
    'hash', i.hash, 'width', i.width, 'height', i.height, 'widths', i.widths, 'placeholder', i.placeholder)) order by p.position, p.id), '[]'::json)
  from ${reviewPhotos} p join ${mediaImages} i on i.hash = p.image_hash where p.review_id = "reviews"."id")`;

/** The columns every review answer is built from (toReview). */
export const reviewColumns = {
  id: reviews.id,
  businessId: reviews.businessId,
  userName: reviews.userName,
  userImageUrl: reviews.userImageUrl,
  rating: reviews.rating,
  text: reviews.text,
  timeCreated: reviews.timeCreated,
  editedAt: reviews.editedAt,
  source: reviews.source,
  reviewUrl: reviews.reviewUrl,
  replyText: reviews.replyText,
  replyAt: reviews.replyAt,
  photos: photosColumn,
  helpfulCount: reviews.helpfulCount,
};

export type ReviewRow = {
  id: number;
  businessId: number;
  userName: string;
  userImageUrl: string | null;
  rating: number;
  text: string;
  timeCreated: Date;
  editedAt: Date | null;
  source: string;
  reviewUrl: string | null;
  replyText: string | null;
  replyAt: Date | null;
  photos: ReviewPhoto[];
  helpfulCount: number;
};

export function toReview({ userName, replyText, replyAt, timeCreated, editedAt, ...row }: ReviewRow): Review {
  return {
    ...row,
    userName,
    authorName: userName,
    timeCreated: timeCreated.toISOString(),
    editedAt: editedAt?.toISOString() ?? null,
    ownerReply: replyText !== null && replyAt ? { text: replyText, repliedAt: replyAt.toISOString() } : null,
  };
}

/** Each sort's ORDER BY; the id breaks ties so pages never overlap. */
export const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.timeCreated), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.timeCreated), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.timeCreated), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.timeCreated), desc(reviews.id)],
};

/**
 * How a site review signs: first name and last initial ("Maria G."), never the whole name or the email. An account
 * without a first name signs as 'Customer'.
 */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const initial = lastName?.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `Customer ${initial}.` : 'Customer';
  return initial ? `${first} ${initial}.` : first;
}
