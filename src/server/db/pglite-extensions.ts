import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions the embedded database is opened with (the worker in pglite-worker.ts). PGlite can only
 * `CREATE EXTENSION` what it was opened with, so a migration that needs another one adds a line here too.
 */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch, unaccent };
