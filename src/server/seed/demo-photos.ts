/**
 * DEMO DATA: the owned listings' illustrated photos (demo-illustration.ts). Drawing and processing them needs no
 * database, so seed-database.ts starts it before the rows go in: sharp works on its own threads while PGlite (its own
 * thread) inserts, and the transaction only stores the results at the end.
 */
import type { DbOrTx } from '../db/connect.js';
import { businessPhotos } from '../db/schema.js';
import { createImageProcessor, uploadHash, type ProcessedImage } from '../media/process-image.js';
import type { MediaStore } from '../media/store.js';
import { insertRows } from './batch-insert.js';
import type { DemoBusiness, DemoService } from './demo-generator.js';
import { renderIllustration } from './demo-illustration.js';
import { SERVICES } from './services-data.js';

/** Owned listings that get an illustrated cover (besides the demo owner's, which get two cards each). */
const ILLUSTRATED_LISTINGS = 45;

export type DrawnPhoto = { businessId: number; variant: number; name: string; png: Buffer; image: ProcessedImage };

/** Two cards on each of the demo owner's listings, a cover on a spread of other owned ones. */
export async function drawDemoPhotos(
  businesses: readonly DemoBusiness[],
  mainListings: readonly number[],
  primaryOf: Map<number, number>,
  services: readonly DemoService[],
): Promise<DrawnPhoto[]> {
  const owned = businesses.filter((business) => business.ownerId !== null && !mainListings.includes(business.id));
  const step = Math.max(1, Math.floor(owned.length / ILLUSTRATED_LISTINGS));
  const chosen = [
    ...mainListings.flatMap((businessId) => [0, 1].map((variant) => ({ businessId, variant }))),
    ...owned
      .filter((_, index) => index % step === 0)
      .slice(0, ILLUSTRATED_LISTINGS)
      .map((business) => ({ businessId: business.id, variant: 0 })),
  ];
  const byId = new Map(businesses.map((business) => [business.id, business]));
  const serviceById = new Map(services.map((service) => [service.id, service]));
  const process = createImageProcessor();
  const drawn: DrawnPhoto[] = [];
  // Two at a time: sharp uses its own threads, and the machine may have only two cores.
  for (let start = 0; start < chosen.length; start += 2) {
    drawn.push(
      ...(await Promise.all(
        chosen.slice(start, start + 2).map(async ({ businessId, variant }) => {
          const business = byId.get(businessId)!;
          const service = serviceById.get(primaryOf.get(businessId)!)!;
          const serviceName = SERVICES.find((seed) => seed.slug === service.slug)?.name ?? service.slug;
          const png = await renderIllustration({ name: business.name, service: serviceName, category: service.category, variant });
          return { businessId, variant, name: business.name, png, image: await process(png) };
        }),
      )),
    );
  }
  return drawn;
}

/** Stores the drawn photos as an upload is stored (the configured MediaStore) and adds them to the galleries. */
export async function storeDemoPhotos(tx: DbOrTx, store: MediaStore, drawn: readonly DrawnPhoto[], now: Date): Promise<void> {
  const rows: (typeof businessPhotos.$inferInsert)[] = [];
  for (const { businessId, variant, name, png, image } of drawn) {
    const stored = await store.save(tx, image);
    rows.push({
      businessId,
      imageHash: stored.hash,
      sourceHash: uploadHash(png),
      position: variant,
      isCover: variant === 0,
      caption: `Illustration of ${name} (demo data, not a photograph)`,
      createdAt: now,
    });
  }
  await insertRows(tx, businessPhotos, rows);
}
