// The embedded database's own thread: PGlite opened on the data folder and served over a Unix socket with the
// PostgreSQL wire protocol, so the app talks to it through node-postgres as to PostgreSQL, and a long statement
// never blocks the app's event loop (decision record 0031). Started and stopped by embedded-database.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './pglite-extensions.js';

export type WorkerInput = { dataDir: string; socketPath: string };
/** What the worker tells the app: ready to connect, could not start, or closed. */
export type WorkerReport = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };
/** What the app tells the worker. */
export type WorkerCommand = { type: 'close' };

/** Connections the socket admits at once: one in use, the others closing. */
const CONNECTIONS_ADMITTED = 8;

const port = parentPort!;
const report = (message: WorkerReport) => port.postMessage(message);
const { dataDir, socketPath } = workerData as WorkerInput;

async function serve() {
  const db = await PGlite.create({ dataDir, extensions: pgliteExtensions });
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
  port.on('message', (command: WorkerCommand) => {
    if (command.type !== 'close') return;
    // Unclosed, a file-backed PGlite took seconds to exit, or never did.
    void server
      .stop()
      .finally(() => db.close())
      .finally(() => {
        report({ type: 'closed' });
        port.close();
      });
  });
  report({ type: 'ready' });
}

serve().catch((error: unknown) => {
  report({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
});
