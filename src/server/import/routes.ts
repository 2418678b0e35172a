import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import { errorBodySchema } from '#shared/errors.js';
import {
  IMPORT_NOT_CSV_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_UPLOAD_MAX_BYTES,
  importQuerySchema,
  importStreamSchema,
  type ImportStreamLine,
} from '#shared/import.js';
import { apiPaths } from '#shared/api-paths.js';
import type { App, AppDeps } from '../app-types.js';
import { AppError } from '../errors.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { textBody } from '../http/openapi-answers.js';
import { csvErrorMessage } from './csv-rows.js';
import { importListings } from './import-listings.js';
import { invalidateAfterFailure, invalidateImported } from './invalidate.js';

/** Room for the multipart boundaries and headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** What a CSV file is sent as: browsers name it text/csv, Windows often application/vnd.ms-excel; some text/plain. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain']);
/** A progress line at most every this many rows. */
const PROGRESS_EVERY_ROWS = 250;

/**
 * Staff import of listings (the staff screen /admin/import): one CSV file as multipart/form-data, read as it
 * arrives; the answer is NDJSON, progress lines while the rows are read then the report, so the page shows progress
 * without a job to poll (and any app process can answer). `apply=false` (the default) is the dry run.
 */
export async function registerImportRoutes(app: App, deps: AppDeps) {
  await app.register(async (scope: App) => {
    await scope.register(multipart);
    scope.post(
      apiPaths.admin.import,
      {
        config: {
          access: 'staff',
          fileUpload: `The CSV file (UTF-8, comma-separated, a header line; at most ${IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB)`,
          answers: {
            200: textBody(
              'application/x-ndjson',
              'One JSON object a line: {"progress":{rows,bytes,totalBytes}} while the file is read, then {"report":...} (see ImportReport), or {"error":message} when the file could not be read to its end',
            ),
          },
        },
        schema: {
          summary: 'Import listings from a CSV file: a dry run by default, or apply (staff only)',
          description:
            'Every row is checked as a listing made on the site; refused rows are reported with line, column and message, possible duplicates (same phone, or same name, street and ZIP code) are reported and not inserted, and a row whose source_id was imported before updates that listing. A dry run writes nothing.',
          tags: ['Staff'],
          querystring: importQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 200: importStreamSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
        },
      },
      async (request, reply) => {
        const announced = Number(request.headers['content-length']);
        if (!Number.isFinite(announced) || announced <= 0) throw new AppError('BAD_REQUEST', 'Send the file as a form upload with its length (Content-Length).');
        if (announced > IMPORT_UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_TOO_LARGE_MESSAGE);
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${IMPORT_NOT_CSV_MESSAGE} Send it as multipart/form-data.`);
        let part;
        try {
          part = await request.file({ limits: { fileSize: IMPORT_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6 } });
        } catch {
          throw new AppError('BAD_REQUEST', 'The upload could not be read. Please choose the file again.');
        }
        if (!part) throw new AppError('BAD_REQUEST', 'Please choose a CSV file to import.');
        const csvName = /\.csv$/i.test(part.filename);
        if (!csvName || !CSV_TYPES.has(part.mimetype.toLowerCase())) {
          part.file.resume();
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_NOT_CSV_MESSAGE);
        }
        const { apply, addCities } = request.query;
        const output = new PassThrough();
        const write = (line: ImportStreamLine) => output.write(`${JSON.stringify(line)}\n`);
        let bytes = 0;
        part.file.on('data', (chunk: Buffer) => (bytes += chunk.length));
        // busboy stops at the limit and ends the stream quietly: fail the import instead of reading half a file.
        part.file.once('limit', () => part.file.destroy(new AppError('PAYLOAD_TOO_LARGE', IMPORT_TOO_LARGE_MESSAGE)));
        const run = async () => {
          try {
            const { report, touched } = await importListings(deps.db, part.file, {
              apply,
              addCities,
              onProgress: (rows) => {
                if (rows % PROGRESS_EVERY_ROWS === 0) write({ progress: { rows, bytes, totalBytes: announced } });
              },
            });
            // Before the report: a page fetched after it shows the imported listings.
            await invalidateImported(deps.publicCache, deps.db, touched);
            write({ report });
          } catch (error) {
            const known = error instanceof AppError ? error.message : csvErrorMessage(error);
            if (!known) request.log.error({ err: error }, 'import failed');
            // Batches written before the failure stay written (each is its own transaction): a re-run finishes it.
            if (apply) await invalidateAfterFailure(deps);
            write({ error: known ?? (apply ? 'The import stopped part way. Run it again to finish: rows already imported are not added twice.' : 'The file could not be checked.') });
          } finally {
            output.end();
          }
        };
        void run();
        setCachePolicy(reply, 'noStore');
        return reply.type('application/x-ndjson; charset=utf-8').send(output);
      },
    );
  });
}
