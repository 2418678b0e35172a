import { and, asc, eq, ne } from 'drizzle-orm';
import { MAX_PHOTOS, PHOTO_MESSAGES, type Photo, type UpdatePhotoPayload } from '#shared/photos.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { businessPhotos, businesses, mediaImages } from '../db/schema.js';
import { AppError } from '../errors.js';
import { uploadHash, type ImageProcessor } from '../media/process-image.js';
import { imageColumns, type MediaStore } from '../media/store.js';

export type PhotoDeps = { db: Db; store: MediaStore; processImage: ImageProcessor };

const photoColumns = {
  id: businessPhotos.id,
  caption: businessPhotos.caption,
  position: businessPhotos.position,
  isCover: businessPhotos.isCover,
  image: imageColumns,
};

/** A business's photos in gallery order (for its owner and staff: the public reads go through listings/). */
export async function listPhotos(db: DbOrTx, businessId: number): Promise<Photo[]> {
  return db
    .select(photoColumns)
    .from(businessPhotos)
    .innerJoin(mediaImages, eq(mediaImages.hash, businessPhotos.imageHash))
    .where(eq(businessPhotos.businessId, businessId))
    .orderBy(asc(businessPhotos.position), asc(businessPhotos.id));
}

/**
 * Refuses an upload while the gallery is full (409), and, given the uploaded file's hash, when the gallery already
 * holds that file: before the body is read, then again once it has arrived but before it is decoded.
 */
export async function assertRoomForPhoto(db: DbOrTx, businessId: number, sourceHash?: string) {
  const photos = await db.select({ sourceHash: businessPhotos.sourceHash }).from(businessPhotos).where(eq(businessPhotos.businessId, businessId));
  if (photos.length >= MAX_PHOTOS) throw new AppError('CONFLICT', PHOTO_MESSAGES.limit);
  if (sourceHash && photos.some((photo) => photo.sourceHash === sourceHash)) throw new AppError('CONFLICT', PHOTO_MESSAGES.duplicate);
}

/** Locks the business's row: photo writes of one business run one after the other (positions, cover, the limit). */
const lockBusiness = (tx: DbOrTx, businessId: number) =>
  tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');

/**
 * Adds an uploaded photo at the end of the gallery; the first photo becomes the cover. The gallery's room and the
 * file's duplicates are checked before it is decoded (the caller runs one upload per account at a time, so an
 * owner's burst is refused here rather than decoded first), then again in the transaction under the business's lock,
 * where the photo row and the stored image are written together. The same output is stored once (store.save).
 */
export async function addPhoto({ db, store, processImage }: PhotoDeps, businessId: number, bytes: Buffer): Promise<{ photo: Photo; photos: Photo[] }> {
  const sourceHash = uploadHash(bytes);
  await assertRoomForPhoto(db, businessId, sourceHash);
  const processed = await processImage(bytes);
  const photoId = await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const photos = await tx
      .select({ imageHash: businessPhotos.imageHash, sourceHash: businessPhotos.sourceHash })
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, businessId));
    if (photos.length >= MAX_PHOTOS) throw new AppError('CONFLICT', PHOTO_MESSAGES.limit);
    if (photos.some((photo) => photo.sourceHash === sourceHash || photo.imageHash === processed.hash)) {
      throw new AppError('CONFLICT', PHOTO_MESSAGES.duplicate);
    }
    await store.save(tx, processed);
    const [row] = await tx
      .insert(businessPhotos)
      .values({ businessId, imageHash: processed.hash, sourceHash, position: photos.length, isCover: photos.length === 0 })
      .returning({ id: businessPhotos.id });
    return row!.id;
  });
  const photos = await listPhotos(db, businessId);
  return { photo: photos.find((photo) => photo.id === photoId)!, photos };
}

/** Caption, place in the gallery and cover; positions stay 0..n-1 and exactly one photo is the cover. */
export async function updatePhoto(db: Db, businessId: number, photoId: number, change: UpdatePhotoPayload) {
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const photos = await listPhotos(tx, businessId);
    const photo = photos.find((candidate) => candidate.id === photoId);
    if (!photo) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    if (change.caption !== undefined) {
      await tx.update(businessPhotos).set({ caption: change.caption }).where(eq(businessPhotos.id, photoId));
    }
    if (change.isCover && !photo.isCover) {
      // The old cover first: one cover per business is a unique index.
      await tx.update(businessPhotos).set({ isCover: false }).where(and(eq(businessPhotos.businessId, businessId), ne(businessPhotos.id, photoId)));
      await tx.update(businessPhotos).set({ isCover: true }).where(eq(businessPhotos.id, photoId));
    }
    if (change.position !== undefined) {
      const order = photos.filter((candidate) => candidate.id !== photoId);
      order.splice(Math.min(change.position, order.length), 0, photo);
      await renumber(tx, order);
    }
  });
  const photos = await listPhotos(db, businessId);
  return { photo: photos.find((candidate) => candidate.id === photoId)!, photos };
}

/** Removes a photo; the next one becomes the cover when it was. Its bytes go with the clean-up once unreferenced. */
export async function removePhoto(db: Db, businessId: number, photoId: number): Promise<Photo[]> {
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [removed] = await tx
      .delete(businessPhotos)
      .where(and(eq(businessPhotos.id, photoId), eq(businessPhotos.businessId, businessId)))
      .returning({ isCover: businessPhotos.isCover });
    if (!removed) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    const rest = await listPhotos(tx, businessId);
    await renumber(tx, rest);
    if (removed.isCover && rest[0]) await tx.update(businessPhotos).set({ isCover: true }).where(eq(businessPhotos.id, rest[0].id));
  });
  return listPhotos(db, businessId);
}

/** Writes positions 0..n-1 in the given order, touching only the rows that moved. */
async function renumber(tx: DbOrTx, order: { id: number; position: number }[]) {
  for (const [position, photo] of order.entries()) {
    if (photo.position !== position) await tx.update(businessPhotos).set({ position }).where(eq(businessPhotos.id, photo.id));
  }
}
