import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { UnavailableError } from '../errors.js';
import { databaseMediaStore, deleteUnusedImages, insertImageRow, type MediaStore } from './store.js';

export type S3Settings = Pick<Config, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

/** The object key of one variant: the same name `/media` answers to, so a bucket can be browsed by it. */
export const objectKey = (hash: string, width: number) => `${hash}-${width}.webp`;

/** Objects deleted at once by a clean-up: DeleteObject one by one is the call every S3-compatible server has. */
const DELETES_AT_ONCE = 8;

/**
 * How long a store that does not answer may hold a request (docs/decisions/0036): a variant is at most a few hundred
 * kilobytes, which a store answering at all sends in well under a second. Each attempt gets CONNECT and ATTEMPT, the
 * SDK makes ATTEMPTS, and the whole operation, retries and waits between them included, ends at DEADLINE.
 */
const CONNECT_TIMEOUT_MS = 2_000;
const ATTEMPT_TIMEOUT_MS = 5_000;
const ATTEMPTS = 2;
const DEADLINE_MS = 8_000;

export const MEDIA_UNAVAILABLE_MESSAGE = 'Photos are unavailable right now; please try again shortly.';

/** Node's codes for a store that cannot be reached or dropped the connection. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Why an error means the store is not answering (unreachable, too slow, or failing on its side), or null if it is another failure. */
function outageOf(error: unknown): string | null {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 ? `the store answered ${status} ${error.name}` : null;
  }
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError' || (code && UNREACHABLE.has(code))) return `${code ?? name}: ${message ?? ''}`.trim();
  return null;
}

/**
 * One store operation within DEADLINE_MS; a store that is not answering becomes a 503 (UnavailableError) rather
 * than a 500 after the SDK's own waits. Other failures (a refused credential, a bug) stay what they are.
 */
async function guarded<T>(operation: (abortSignal: AbortSignal) => Promise<T>, deadlineMs = DEADLINE_MS): Promise<T> {
  try {
    return await operation(AbortSignal.timeout(deadlineMs));
  } catch (error) {
    const outage = outageOf(error);
    if (outage) throw new UnavailableError(MEDIA_UNAVAILABLE_MESSAGE, `media store: ${outage}`);
    throw error;
  }
}

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
    // A store that stops answering fails the request soon (a 503, `guarded`) instead of holding it open. Without
    // throwOnRequestTimeout the SDK only logs a warning when an attempt outlasts requestTimeout.
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: ATTEMPT_TIMEOUT_MS, throwOnRequestTimeout: true },
    maxAttempts: ATTEMPTS,
  });
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Puts one object; whole bytes with their MD5, so the server refuses a body that did not arrive intact. */
export async function putObject(client: S3Client, bucket: string, key: string, content: Buffer) {
  const command = new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    Body: content,
    ContentLength: content.length,
    ContentMD5: createHash('md5').update(content).digest('base64'),
    ContentType: 'image/webp',
  });
  await guarded((abortSignal) => client.send(command, { abortSignal }));
}

/** An object's bytes, or null when there is none. */
export async function getObject(client: S3Client, bucket: string, key: string): Promise<Buffer | null> {
  return guarded(async (abortSignal) => {
    try {
      // The body is read within the same deadline: aborting destroys a response that stalls halfway.
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  });
}

/** Whether the bucket answers within `deadlineMs` (readiness); never throws. */
export async function bucketAnswers(client: S3Client, bucket: string, deadlineMs: number): Promise<boolean> {
  try {
    await guarded((abortSignal) => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal }), deadlineMs);
    return true;
  } catch {
    return false;
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
          const batch = keys.slice(i, i + DELETES_AT_ONCE);
          await Promise.all(batch.map((key) => guarded((abortSignal) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal }))));
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
