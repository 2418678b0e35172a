import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { AppError } from '../errors.js';
import { businesses } from '../db/schema.js';

/** The listing a merged listing now lives on, or null (not merged, or no such listing): its addresses answer 301 there. */
export async function mergedInto(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ into: businesses.mergedIntoId })
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.status, 'merged')))
    .limit(1);
  return row?.into ?? null;
}

/**
 * A listing's detail, or the id of the listing it was merged into (its addresses answer 301 there). The merged check
 * costs a statement, so it runs only when the read finds no public listing (a 404, or an answer only the listing's
 * owner and staff may see): a public listing's page and API read run none.
 */
export async function detailUnlessMerged<T extends { moderation: unknown }>(
  db: Db,
  id: number,
  read: () => Promise<T>,
): Promise<{ detail: T; keptId?: never } | { keptId: number; detail?: never }> {
  let detail: T;
  try {
    detail = await read();
  } catch (error) {
    const keptId = error instanceof AppError && error.statusCode === 404 ? await mergedInto(db, id) : null;
    if (keptId !== null) return { keptId };
    throw error;
  }
  const keptId = detail.moderation ? await mergedInto(db, id) : null;
  return keptId !== null ? { keptId } : { detail };
}

/**
 * A read of a listing's other public parts (its reviews, its JSON-LD), or the id of the listing it was merged into
 * when the read finds no listing: those addresses answer 301 there too, like its page. Checked only after a 404.
 */
export async function unlessMerged<T>(db: Db, id: number, read: () => Promise<T>): Promise<{ value: T; keptId?: never } | { keptId: number; value?: never }> {
  try {
    return { value: await read() };
  } catch (error) {
    const keptId = error instanceof AppError && error.statusCode === 404 ? await mergedInto(db, id) : null;
    if (keptId !== null) return { keptId };
    throw error;
  }
}

/** Thrown by a page read whose listing was merged: the page answers 301 to `location` (render/page-routes.ts). */
export class MovedPermanently extends Error {
  constructor(readonly location: string) {
    super(`Moved to ${location}`);
    this.name = 'MovedPermanently';
  }
}
