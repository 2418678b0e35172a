import type { Config } from '../config.js';
import { createS3Client, s3MediaStore } from './s3-store.js';
import { databaseMediaStore, type MediaStore } from './store.js';

export type MediaSettings = Pick<
  Config,
  'MEDIA_STORE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

type ActiveStore = { store: MediaStore; check(): Promise<void>; close(): void };

const stores = new WeakMap<MediaSettings, ActiveStore>();

/**
 * The app's media store, from its settings: one per configuration (the photo routes, `/media` and the maintenance
 * job share its S3 client and connection pool). The database store needs no check and holds nothing to close.
 */
export function activeMediaStore(settings: MediaSettings): ActiveStore {
  let active = stores.get(settings);
  if (!active) {
    if (settings.MEDIA_STORE === 's3') {
      const client = createS3Client(settings);
      const store = s3MediaStore(client, settings.S3_BUCKET!);
      active = {
        store,
        check: () => store.check(),
        close: () => {
          stores.delete(settings);
          client.destroy();
        },
      };
    } else {
      active = { store: databaseMediaStore, check: async () => {}, close: () => {} };
    }
    stores.set(settings, active);
  }
  return active;
}

export const mediaStoreFor = (settings: MediaSettings): MediaStore => activeMediaStore(settings).store;
