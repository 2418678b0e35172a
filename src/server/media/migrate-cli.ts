/**
 * `npm run media:migrate`: with MEDIA_STORE=s3 and the S3_* settings, moves photo bytes kept in the database to the
 * bucket (migrate-to-s3.ts). Safe while the app runs, and resumable: run it again after an interruption.
 */
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { UnavailableError } from '../errors.js';
import { runCli } from '../run-cli.js';
import { migrateMediaToS3 } from './migrate-to-s3.js';
import { createS3Client, s3MediaStore } from './s3-store.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.MEDIA_STORE !== 's3') {
    console.error('media:migrate moves photos to an S3-compatible bucket: set MEDIA_STORE=s3 and the S3_* settings first (see docs/DEPLOYMENT.md).');
    return 1;
  }
  const client = createS3Client(config);
  // A bucket that cannot be used is a setting to fix, not a run to resume.
  await s3MediaStore(client, config.S3_BUCKET!).check().catch((error: Error) => {
    throw new ConfigError(error.message);
  });
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const bar = new cliProgress.SingleBar({ format: 'Moving photos to the bucket [{bar}] {value}/{total} images', noTTYOutput: true, notTTYSchedule: 5_000 });
  try {
    await database.migrate();
    const started = performance.now();
    let begun = false;
    const result = await migrateMediaToS3(database.db, client, config.S3_BUCKET!, {
      onProgress: ({ moved, total }) => {
        if (!begun) bar.start(total, moved);
        begun = true;
        bar.update(moved);
      },
    });
    bar.stop();
    console.log(`Moved ${result.moved} of ${result.total} images to ${config.S3_BUCKET} in ${((performance.now() - started) / 1000).toFixed(1)} s; none is left in the database.`);
    return 0;
  } finally {
    bar.stop();
    client.destroy();
    await database.close();
  }
}

runCli(main, {
  failure: 'media:migrate stopped (run it again: it goes on where it stopped):',
  // A store that stopped answering says why (the visitor's sentence would not tell the operator which host or code).
  expected: (error) =>
    error instanceof Error
      ? `media:migrate stopped: ${error instanceof UnavailableError ? error.reason : error.message}\nRun it again: it goes on where it stopped.`
      : undefined,
});
