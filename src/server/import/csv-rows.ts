import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

export type CsvRecord = { line: number; cells: string[] };

/** Line breaks as a person counts them: CRLF, LF or a lone CR each end one line. */
const breaksIn = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;
const leadingBreaks = (text: string) => breaksIn(/^[\r\n]*/.exec(text)![0]);

/**
 * The records of a CSV stream, one at a time (the file is never held whole), each with the line it starts on.
 * csv-parse reads quoted fields with embedded commas, quotes and line breaks, a UTF-8 byte order mark, and CRLF or
 * LF; empty lines are skipped. Its own line counter counts a CRLF inside a quoted field twice, so the line is
 * counted here from each record's raw text.
 */
export async function* csvRecords(input: Readable): AsyncGenerator<CsvRecord> {
  const parser = input.pipe(
    parse({ bom: true, raw: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: false, max_record_size: 64 * 1024 }),
  );
  input.once('error', (error) => parser.destroy(error));
  let line = 1;
  for await (const { record, raw } of parser as AsyncIterable<{ record: string[]; raw: string }>) {
    line += leadingBreaks(raw);
    yield { line, cells: record };
    line += breaksIn(raw.replace(/^[\r\n]*/, ''));
  }
}

/** A CSV error (an unclosed quote, a huge cell) read for a person: what and on which line. */
export function csvErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string' || !error.code.startsWith('CSV_')) return null;
  return `The file is not valid CSV: ${error.message}`;
}
