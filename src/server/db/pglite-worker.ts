// The embedded database's own thread: PGlite opened on the data folder and served over a Unix socket with the
// PostgreSQL wire protocol, so the app talks to it through node-postgres as to PostgreSQL, and a long statement
// never blocks the app's event loop (decision record 0031). Started and stopped by embedded-database.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './pglite-extensions.js';

export type WorkerInput = { dataDir: string; socketPath: string };
/** What the worker tells the app: ready to connect, could not open a folder, or closed. */
export type WorkerReport = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'released' } | { type: 'closed' };
/**
 * What the app tells the worker: close the folder and end the thread; or close the folder and open another in the
 * same thread, or none (tests open a folder per test file without paying for a thread's start each time).
 */
export type WorkerCommand = { type: 'close' } | { type: 'open'; dataDir: string } | { type: 'release' };

/** Connections the socket admits at once: one in use, the others closing. */
const CONNECTIONS_ADMITTED = 8;

const port = parentPort!;
const report = (message: WorkerReport) => port.postMessage(message);
const { dataDir, socketPath } = workerData as WorkerInput;

type Served = { db: PGlite; server: PGLiteSocketServer };

async function serve(folder: string): Promise<Served> {
  const db = await PGlite.create({ dataDir: folder, extensions: pgliteExtensions });
  // PGlite has one session, which every connection shares: the app keeps one connection in use (connect.ts). A few
  // more are admitted because node-postgres drops a connection after a failed statement and opens the next one
  // before the server has seen the first one close.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: CONNECTIONS_ADMITTED });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, server };
}

/** Unclosed, a file-backed PGlite took seconds to exit, or never did. */
async function shut({ db, server }: Served) {
  await server.stop().finally(() => db.close());
}

const failed = (error: unknown) => report({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

let served: Served | undefined;
// Commands run one after another: an `open` arriving while the previous folder is still closing waits for it.
let queue = serve(dataDir).then(
  (opened) => {
    served = opened;
    report({ type: 'ready' });
  },
  (error: unknown) => {
    failed(error);
    port.close();
  },
);

port.on('message', (command: WorkerCommand) => {
  queue = queue.then(async () => {
    const current = served;
    served = undefined;
    if (current) await shut(current).catch(() => {});
    if (command.type === 'close') {
      report({ type: 'closed' });
      port.close();
      return;
    }
    if (command.type === 'release') return report({ type: 'released' });
    try {
      served = await serve(command.dataDir);
      report({ type: 'ready' });
    } catch (error) {
      failed(error);
    }
  });
});
