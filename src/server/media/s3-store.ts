import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { databaseMediaStore, deleteUnusedImages, insertImageRow, type MediaStore } from './store.js';

export type S3Settings = Pick<Config, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

/** The object key of one variant: the same name `/media` answers to, so a bucket can be browsed by it. */
export const objectKey = (hash: string, width: number) => `${hash}-${width}.webp`;

/** Objects deleted at once by a clean-up: DeleteObject one by one is the call every S3-compatible server has. */
const DELETES_AT_ONCE = 8;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where an operation requires one. The SDK's default ('WHEN_SUPPORTED') sends a streamed body
    // aws-chunked with a trailing checksum, which servers other than AWS have stored as the object's bytes (a local
    // server kept 100,045 bytes for 100,000 sent). Bodies here are whole Buffers with a Content-MD5 instead, which
    // every S3-compatible server understands; tests read every object back and compare.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request (a 500 for that photo) instead of holding it open forever.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Puts one object; whole bytes with their MD5, so the server refuses a body that did not arrive intact. */
export async function putObject(client: S3Client, bucket: string, key: string, content: Buffer) {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: content,
      ContentLength: content.length,
      ContentMD5: createHash('md5').update(content).digest('base64'),
      ContentType: 'image/webp',
    }),
  );
}

/** An object's bytes, or null when there is none. */
export async function getObject(client: S3Client, bucket: string, key: string): Promise<Buffer | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Photos in an S3-compatible bucket (MEDIA_STORE=s3, docs/decisions/0035). `media_images` stays the index, written in
 * the caller's transaction, so the transaction still decides what exists and who may see it (`/media` checks the
 * audience, then reads the object: removal rules are the database's, whichever store holds the bytes). `save` puts the
 * variants before the row is inserted (content addresses: a transaction that fails afterwards leaves objects no row
 * names, which `/media` never serves). `read` falls back to the database for an image `npm run media:migrate` has not
 * moved yet. `sweep` deletes rows and their objects in one transaction: an upload of the same output meanwhile waits
 * on the deleted rows and puts its objects again after the deletes, never before them.
 */
export function s3MediaStore(client: S3Client, bucket: string): MediaStore & { check(): Promise<void> } {
  return {
    claim: (tx, hash) => databaseMediaStore.claim(tx, hash),

    async save(tx, image) {
      const known = await databaseMediaStore.claim(tx, image.hash);
      if (known) return known;
      await Promise.all(image.variants.map((variant) => putObject(client, bucket, objectKey(image.hash, variant.width), variant.content)));
      return (await insertImageRow(tx, image)).image;
    },

    async read(db, hash, width) {
      return (await getObject(client, bucket, objectKey(hash, width))) ?? databaseMediaStore.read(db, hash, width);
    },

    async sweep(db, before) {
      const removed = await db.transaction(async (tx) => {
        const rows = await deleteUnusedImages(tx, before);
        const keys = rows.flatMap((row) => row.widths.map((width) => objectKey(row.hash, width)));
        for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
          // Deleting a missing object succeeds, so a pass that failed halfway (rolled back) can run again.
          await Promise.all(keys.slice(i, i + DELETES_AT_ONCE).map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
        }
        return rows.length;
      });
      return removed;
    },

    /** Start-up: the bucket exists and these credentials may use it. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const why = status === 404 ? 'it does not exist' : status === 403 ? 'these credentials may not use it' : (error as Error).message || String(error);
        throw new Error(`MEDIA_STORE=s3: the bucket ${bucket} cannot be used (${why}); check S3_BUCKET, S3_ENDPOINT, S3_REGION and the S3 credentials`);
      }
    },
  };
}
