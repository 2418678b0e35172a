import type { Config } from '../config.js';
import { databaseMediaStore, type MediaStore } from './store.js';

export type MediaSettings = Pick<
  Config,
  'MEDIA_STORE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** `answers`, for readiness: whether a store outside the database answers within the time given (S3 only). */
type ActiveStore = { store: MediaStore; check(): Promise<void>; close(): void; answers?: (deadlineMs: number) => Promise<boolean> };

const stores = new WeakMap<MediaSettings, ActiveStore>();

/**
 * The S3 store, its SDK loaded only when the settings ask for it: importing `@aws-sdk/client-s3` costs a process
 * 0.35-0.7 s here, which every start and every test file on the database store would otherwise pay.
 */
function lazyS3Store(settings: MediaSettings): ActiveStore {
  const loaded = import('./s3-store.js').then(({ createS3Client, s3MediaStore, bucketAnswers }) => {
    const client = createS3Client(settings);
    return { client, store: s3MediaStore(client, settings.S3_BUCKET!), answers: (deadlineMs: number) => bucketAnswers(client, settings.S3_BUCKET!, deadlineMs) };
  });
  const store: MediaStore = {
    claim: async (tx, hash) => (await loaded).store.claim(tx, hash),
    save: async (tx, image) => (await loaded).store.save(tx, image),
    read: async (db, hash, width) => (await loaded).store.read(db, hash, width),
    sweep: async (db, before) => (await loaded).store.sweep(db, before),
  };
  return {
    store,
    check: async () => (await loaded).store.check(),
    answers: async (deadlineMs) => (await loaded).answers(deadlineMs),
    close: () => {
      stores.delete(settings);
      void loaded.then(({ client }) => client.destroy());
    },
  };
}

/**
 * The app's media store, from its settings: one per configuration (the photo routes, `/media` and the maintenance
 * job share its S3 client and connection pool). The database store needs no check and holds nothing to close.
 */
export function activeMediaStore(settings: MediaSettings): ActiveStore {
  let active = stores.get(settings);
  if (!active) {
    active = settings.MEDIA_STORE === 's3' ? lazyS3Store(settings) : { store: databaseMediaStore, check: async () => {}, close: () => {} };
    stores.set(settings, active);
  }
  return active;
}

export const mediaStoreFor = (settings: MediaSettings): MediaStore => activeMediaStore(settings).store;
