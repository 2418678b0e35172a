import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PhotoImage } from '#shared/media.js';
import type { DbOrTx } from '../db/connect.js';
import { businessPhotos, mediaImages, mediaVariants, reviewPhotos } from '../db/schema.js';
import type { ProcessedImage } from './process-image.js';

/**
 * Where processed images live. Two drivers: the database one below (the default) keeps the bytes in
 * `media_variants`, so PGlite and PostgreSQL behave the same and a photo row and its bytes are written in one
 * transaction; the S3 one (s3-store.ts, MEDIA_STORE=s3) keeps them in a bucket. Both keep `media_images` as the index
 * in the database, so who may see an image is decided there either way (media/image-audience.ts). The app's one
 * store comes from its settings (active-store.ts). See docs/decisions/0016-photo-storage.md and 0035.
 */
export interface MediaStore {
  /** The image stored under `hash`, marked as used now (so a concurrent clean-up keeps it); null when unknown. */
  claim(tx: DbOrTx, hash: string): Promise<PhotoImage | null>;
  /** Stores a processed image and its variants, inside the caller's transaction; a known hash is only claimed. */
  save(tx: DbOrTx, image: ProcessedImage): Promise<PhotoImage>;
  /** One stored variant's bytes, or null. */
  read(db: DbOrTx, hash: string, width: number): Promise<Buffer | null>;
  /** Removes images no row refers to and unused since `before`; returns how many. */
  sweep(db: DbOrTx, before: Date): Promise<number>;
}

/**
 * Columns that hold an image hash. An image is kept while any of them refers to it; a new one adds its column here,
 * and says who may see it in media/image-audience.ts (an image nothing lets the viewer see answers 404).
 */
export const MEDIA_REFERENCES: AnyPgColumn[] = [businessPhotos.imageHash, reviewPhotos.imageHash];

export const imageColumns = {
  hash: mediaImages.hash,
  width: mediaImages.width,
  height: mediaImages.height,
  widths: mediaImages.widths,
  placeholder: mediaImages.placeholder,
};

/**
 * Inserts an image's row (no bytes), or claims the row stored meanwhile by another upload of the same output (its
 * transaction committed while this one waited); `inserted` says which.
 */
export async function insertImageRow(tx: DbOrTx, image: ProcessedImage): Promise<{ image: PhotoImage; inserted: boolean }> {
  const [stored] = await tx
    .insert(mediaImages)
    .values({ hash: image.hash, width: image.width, height: image.height, widths: image.widths, placeholder: image.placeholder })
    .onConflictDoNothing()
    .returning(imageColumns);
  if (stored) return { image: stored, inserted: true };
  return { image: (await databaseMediaStore.claim(tx, image.hash))!, inserted: false };
}

/** Deletes the rows of images no row refers to and unused since `before` (their variants rows go with them). */
export async function deleteUnusedImages(db: DbOrTx, before: Date): Promise<{ hash: string; widths: number[] }[]> {
  const unreferenced = MEDIA_REFERENCES.map((column) =>
    notExists(db.select({ one: sql`1` }).from(column.table).where(eq(column, mediaImages.hash))),
  );
  return db
    .delete(mediaImages)
    .where(and(lt(mediaImages.lastUsedAt, before), ...unreferenced))
    .returning({ hash: mediaImages.hash, widths: mediaImages.widths });
}

export const databaseMediaStore: MediaStore = {
  async claim(tx, hash) {
    const [image] = await tx.update(mediaImages).set({ lastUsedAt: sql`now()` }).where(eq(mediaImages.hash, hash)).returning(imageColumns);
    return image ?? null;
  },

  async save(tx, image) {
    const known = await this.claim(tx, image.hash);
    if (known) return known;
    const stored = await insertImageRow(tx, image);
    if (!stored.inserted) return stored.image;
    // The database decodes base64 itself: PGlite converts a large Buffer parameter slowly (decision 0008).
    await tx.insert(mediaVariants).values(
      image.variants.map((variant) => ({
        hash: image.hash,
        width: variant.width,
        content: sql`decode(${variant.content.toString('base64')}, 'base64')` as unknown as Buffer,
      })),
    );
    return stored.image;
  },

  async read(db, hash, width) {
    const [row] = await db
      .select({ content: mediaVariants.content })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.hash, hash), eq(mediaVariants.width, width)))
      .limit(1);
    return row ? Buffer.from(row.content) : null;
  },

  async sweep(db, before) {
    return (await deleteUnusedImages(db, before)).length;
  },
};
