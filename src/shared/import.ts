import { z } from 'zod';

/**
 * Importing listings from a CSV file (`npm run import`, the staff screen /admin/import): the columns, and the report
 * both give. The server's import module (src/server/import) reads; the staff page shows the report.
 */

/** The columns, as documented in the README. A header is matched ignoring case, spaces, '_' and '-'. */
export const IMPORT_COLUMNS = [
  'name',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'website',
  'services',
  'hours',
  'price_min',
  'price_max',
  'description',
  'mobile',
  'source_id',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['name', 'address', 'city', 'zip', 'phone', 'services'];

/** Staff uploads larger than this are refused (413); the command line has no limit. */
export const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = `The file is larger than ${IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Split it, or import it on the server with npm run import.`;
export const IMPORT_NOT_CSV_MESSAGE = 'Please upload a CSV file (.csv, comma-separated, UTF-8).';
/** The report lists at most this many refused rows and duplicates each (the counts stay exact). */
export const IMPORT_REPORT_MAX_ITEMS = 1000;

export const importProblemSchema = z.object({
  line: z.number().int().describe('Line of the file the row starts on (the header is line 1)'),
  column: z.string().describe('The column the message is about ("row" when it is the whole row)'),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importDuplicateSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  matchedBy: z.enum(['phone', 'name and address']),
  existingId: z.number().int().nullable().describe('The listing it matches, or null when it matches an earlier row of the same file'),
  existingLine: z.number().int().nullable().describe('The earlier row of the file it matches, if any'),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

export const importReportSchema = z.object({
  applied: z.boolean().describe('false: a dry run, nothing was written'),
  rows: z.number().int().describe('Data rows read (the header not counted)'),
  created: z.number().int().describe('New listings (in a dry run: that would be created)'),
  updated: z.number().int().describe('Listings of an already imported source_id that changed'),
  unchanged: z.number().int().describe('Rows of an already imported source_id that change nothing'),
  refused: z.number().int().describe('Rows refused: see problems'),
  duplicates: z.number().int().describe('Possible duplicates, not inserted: see duplicateRows'),
  newCities: z.array(z.object({ name: z.string(), state: z.string(), timeZone: z.string() })),
  problems: z.array(importProblemSchema),
  duplicateRows: z.array(importDuplicateSchema),
  truncated: z.boolean().describe(`More than ${IMPORT_REPORT_MAX_ITEMS} problems or duplicates: the lists hold the first ones`),
  seconds: z.number(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** One line of the staff upload's answer (NDJSON): progress while the file is read, then the report or an error. */
export const importStreamLineSchema = z.union([
  z.object({ progress: z.object({ rows: z.number().int(), bytes: z.number().int(), totalBytes: z.number().int() }) }),
  z.object({ report: importReportSchema }),
  z.object({ error: z.string() }),
]);
export type ImportStreamLine = z.infer<typeof importStreamLineSchema>;

export const importQuerySchema = z.object({
  apply: z.enum(['true', 'false'], { message: 'apply must be true or false' }).default('false').transform((value) => value === 'true'),
  addCities: z.enum(['true', 'false'], { message: 'addCities must be true or false' }).default('false').transform((value) => value === 'true'),
});

/** The staff upload's answer: NDJSON lines (importStreamLineSchema), streamed as the file is read; never serialized. */
export const importStreamSchema = z.any().describe('NDJSON: one ImportStreamLine a line');
