import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
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

/** Thrown by a page read whose listing was merged: the page answers 301 to `location` (render/page-routes.ts). */
export class MovedPermanently extends Error {
  constructor(readonly location: string) {
    super(`Moved to ${location}`);
    this.name = 'MovedPermanently';
  }
}
