import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.js';
import { AppError } from '../errors.js';

/** The longest any search statement may run: far above a search's tens of milliseconds, far below a stalled site. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

const causeCode = (error: unknown): string | undefined => {
  for (let at = error as { code?: unknown; cause?: unknown } | undefined; at; at = at.cause as typeof at) {
    if (typeof at.code === 'string') return at.code;
  }
  return undefined;
};

/**
 * Runs a search's statements in one read transaction with `SET LOCAL statement_timeout`, so none can hold a
 * connection for long; one cut short answers 503 with a message. PostgreSQL enforces the timeout; PGlite (WASM, no
 * timer signal) accepts the setting and does not, so there the bounds are the input limits and candidate caps.
 */
export async function boundedSearch<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
      return run(tx);
    });
  } catch (error) {
    if (causeCode(error) === QUERY_CANCELED) throw new AppError('UNAVAILABLE', 'The search took too long; try fewer or shorter words.');
    throw error;
  }
}
