import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one folder corrupt it.
 * A lock file holding the owner's pid makes the second process stop with a clear message instead.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirBusyError(
          `The embedded database in ${path.resolve(dataDir)} is already open in process ${owner}. ` +
            'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
        );
      }
      // The owner died without cleaning up: the lock is stale.
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock ${path.resolve(dataDir)}`);
}
