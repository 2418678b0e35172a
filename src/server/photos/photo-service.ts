import { and, asc, count, eq, ne } from 'drizzle-orm';
import { MAX_PHOTOS, PHOTO_MESSAGES, type Photo, type UpdatePhotoPayload } from '../../shared/photos.js';
import type { Db, DbOrTx } from '../db/connect.js';
import { businessPhotos, businesses, mediaImages } from '../db/schema.js';
import { AppError } from '../errors.js';
import { imageHash, type ImageProcessor } from '../media/process-image.js';
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

async function photoCount(db: DbOrTx, businessId: number) {
  const [row] = await db.select({ n: count() }).from(businessPhotos).where(eq(businessPhotos.businessId, businessId));
  return row?.n ?? 0;
}

/** Refuses the upload before its body is read when the gallery is already full. */
export async function assertRoomForPhoto(db: DbOrTx, businessId: number) {
  if ((await photoCount(db, businessId)) >= MAX_PHOTOS) throw new AppError('CONFLICT', PHOTO_MESSAGES.limit);
}

/** Locks the business's row: photo writes of one business run one after the other (positions, cover, the limit). */
const lockBusiness = (tx: DbOrTx, businessId: number) =>
  tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');

/**
 * Adds an uploaded photo at the end of the gallery; the first photo becomes the cover. The bytes are processed
 * only when no image with the same hash is stored yet (a re-upload is stored once). The photo row and the stored
 * image are written in one transaction, after the limit and duplicate checks are made again under the lock.
 */
export async function addPhoto({ db, store, processImage }: PhotoDeps, businessId: number, bytes: Buffer): Promise<{ photo: Photo; photos: Photo[] }> {
  const hash = imageHash(bytes);
  await assertRoomForPhoto(db, businessId);
  const [known] = await db.select({ hash: mediaImages.hash }).from(mediaImages).where(eq(mediaImages.hash, hash)).limit(1);
  let processed = known ? null : await processImage(bytes, hash);
  const photoId = await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const photos = await tx
      .select({ imageHash: businessPhotos.imageHash })
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, businessId));
    if (photos.length >= MAX_PHOTOS) throw new AppError('CONFLICT', PHOTO_MESSAGES.limit);
    if (photos.some((photo) => photo.imageHash === hash)) throw new AppError('CONFLICT', PHOTO_MESSAGES.duplicate);
    // The clean-up may have removed a known image since it was looked up: then it is processed after all.
    if (!processed && !(await store.claim(tx, hash))) processed = await processImage(bytes, hash);
    if (processed) await store.save(tx, processed);
    const [row] = await tx
      .insert(businessPhotos)
      .values({ businessId, imageHash: hash, position: photos.length, isCover: photos.length === 0 })
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
