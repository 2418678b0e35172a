import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { rootDir } from '../paths.js';
import type { WorkerCommand, WorkerInput, WorkerReport } from './pglite-worker.js';

/** node-postgres finds a server's socket as `<host>/.s.PGSQL.<port>`; the port only names the file. */
const SOCKET_PORT = 5432;
/** A worker that has not closed PGlite by then is ended outright. */
const CLOSE_TIMEOUT_MS = 10_000;

export type EmbeddedServer = {
  /** How node-postgres reaches it: a Unix socket in a folder only this user can enter, no TCP port. */
  connection: { host: string; port: number; user: string; database: string };
  /**
   * Closes the open folder and opens `dataDir` in the same thread, at the same address: tests give each file its own
   * copy of the seeded database without starting a thread (and loading PGlite into it) per file. Connections to the
   * previous folder must be closed first. Rejects with the worker's reason when it cannot open the folder.
   */
  open(dataDir: string): Promise<void>;
  /** Closes the open folder and keeps the thread for the next `open`. */
  release(): Promise<void>;
  /** Closes PGlite in the worker and waits until the worker has ended. */
  stop(): Promise<void>;
};

/**
 * The worker: the built file beside the server bundle in `dist/server`, or the TypeScript source (tests, `npm run
 * dev`), whichever kind this module itself is. Node 20 applies no `--import` loader to a worker's own entry, so
 * the source is loaded through tsx's module API from a one-line starter.
 */
function startWorker(workerData: WorkerInput): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(path.join(rootDir, 'dist/server/pglite-worker.js'), { workerData });
  const tsxApi = pathToFileURL(path.join(rootDir, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(path.join(rootDir, 'src/server/db/pglite-worker.ts')).href;
  const starter = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(starter, { eval: true, workerData });
}

/**
 * Opens the PGlite data folder in a worker thread that serves it over a private Unix socket (pglite-worker.ts).
 * Rejects with the worker's own reason when it cannot open the folder.
 */
export async function startEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  // mkdtemp creates the folder with mode 0700: no other user can reach the socket inside.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-db-'));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  // Also when the process ends without closing the database (a test runner tearing down, process.exit).
  process.once('exit', removeSocketDir);
  const input: WorkerInput = { dataDir: path.resolve(dataDir), socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };
  const worker = startWorker(input);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  /** The worker's answer to the folder it was last asked to open (or to close). */
  const opened = (folder: string) =>
    new Promise<void>((resolve, reject) => {
      const settle = (reason?: string) => {
        worker.off('message', onReport);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (reason === undefined) resolve();
        else reject(new Error(`The embedded database could not open ${folder}: ${reason}`));
      };
      const onReport = (message: WorkerReport) => {
        if (message.type === 'ready' || message.type === 'released') settle();
        if (message.type === 'failed') settle(message.message);
      };
      const onError = (error: Error) => settle(error.message);
      const onExit = () => settle('its thread ended while starting');
      worker.on('message', onReport);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
  try {
    await opened(input.dataDir);
  } catch (error) {
    await worker.terminate();
    process.off('exit', removeSocketDir);
    removeSocketDir();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  worker.on('error', (error) => console.error('The embedded database thread failed:', error));
  void exited.then(() => {
    if (!stopping) console.error('The embedded database thread ended: database requests answer 503 until the app is restarted');
  });
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    open(dataDir) {
      const folder = path.resolve(dataDir);
      const answer = opened(folder);
      worker.postMessage({ type: 'open', dataDir: folder } satisfies WorkerCommand);
      return answer;
    },
    release() {
      const answer = opened(input.dataDir);
      worker.postMessage({ type: 'release' } satisfies WorkerCommand);
      return answer;
    },
    stop() {
      stopping ??= (async () => {
        worker.postMessage({ type: 'close' } satisfies WorkerCommand);
        const stuck = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
        await exited;
        clearTimeout(stuck);
        process.off('exit', removeSocketDir);
        removeSocketDir();
      })();
      return stopping;
    },
  };
}
