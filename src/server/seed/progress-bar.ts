import cliProgress from 'cli-progress';
import type { SeedProgress } from './seed-database.js';

/** A progress bar on stderr for seeding; `stop()` must be called when the seed ends, even on failure. */
export function seedProgressBar(): { onProgress: SeedProgress; stop(): void } {
  const bar = new cliProgress.SingleBar(
    {
      format: 'Seeding {bar} {percentage}% | {value}/{total} rows | {table}',
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    onProgress(label, done, total) {
      if (!started) {
        bar.start(total, 0, { table: label });
        started = true;
      }
      bar.update(done, { table: label });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
