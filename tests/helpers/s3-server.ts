import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../../src/server/media/s3-store.js';

export type LocalS3 = {
  /** The settings an app (or a server process) needs to store photos in the bucket. */
  env: Record<string, string>;
  bucket: string;
  client: S3Client;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** Stops the server (its port then refuses connections), keeping its files: a store that stopped answering. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same files. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, from npm) on a free loopback port with its files in a temporary folder, and an
 * empty bucket: the SDK talks HTTP to it as it would to AWS, MinIO or R2 (never a mock of the SDK).
 */
export async function startLocalS3(bucket = 'petdir-media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'petdir-s3-'));
  let server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as unknown as { port: number };
  let running = true;
  const env = {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = createS3Client({ ...env, S3_FORCE_PATH_STYLE: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    bucket,
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async restart() {
      server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
      await server.run();
      running = true;
    },
    async close() {
      client.destroy();
      if (running) await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
