/**
 * `npm run import -- listings.csv [--apply] [--add-cities]`: imports listings from a CSV file into the configured
 * database. Without --apply it is a dry run: it reads and checks every row, prints the report and writes nothing.
 * With --add-cities a city the directory does not list yet is added (state and time zone from its ZIP code).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import cliProgress from 'cli-progress';
import type { ImportReport } from '#shared/import.js';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { createPublicCache } from '../http/public-cache-control.js';
import { runCli } from '../run-cli.js';
import { csvErrorMessage } from './csv-rows.js';
import { importListings } from './import-listings.js';
import { invalidateImported } from './invalidate.js';

const USAGE = 'Usage: npm run import -- listings.csv [--apply] [--add-cities]';

/** The report as a person reads it in a terminal. */
export function printReport(report: ImportReport, log: (line: string) => void = console.log): void {
  const verb = report.applied ? '' : ' (dry run: nothing written; add --apply to write)';
  log(`${report.rows} rows read in ${report.seconds} s${verb}`);
  log(`  ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged, ${report.duplicates} possible duplicates, ${report.refused} refused`);
  for (const city of report.newCities) log(`  new city: ${city.name}, ${city.state} (${city.timeZone})`);
  for (const problem of report.problems) log(`  line ${problem.line}, ${problem.column}: ${problem.message}`);
  for (const row of report.duplicateRows) {
    const other = row.existingId !== null ? `listing ${row.existingId}` : `line ${row.existingLine}`;
    log(`  line ${row.line}: "${row.name}" may be a duplicate of ${other} (same ${row.matchedBy}); not inserted`);
  }
  if (report.truncated) log('  (only the first problems and duplicates are listed)');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--apply' && arg !== '--add-cities');
  if (!file || unknown.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const size = (await stat(file)).size;
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const bar = new cliProgress.SingleBar(
    { format: 'Importing {bar} {percentage}% | {rows} rows', stream: process.stderr, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  try {
    await database.migrate();
    const input = createReadStream(file);
    bar.start(size, 0, { rows: 0 });
    const { report, touched } = await importListings(database.db, input, {
      apply: args.includes('--apply'),
      addCities: args.includes('--add-cities'),
      onProgress: (rows) => {
        if (rows % 200 === 0) bar.update(input.bytesRead, { rows });
      },
    });
    bar.update(size, { rows: report.rows });
    bar.stop();
    await invalidateImported(createPublicCache(config, database), database.db, touched);
    printReport(report);
    return report.problems.length > 0 && report.rows === 0 ? 1 : 0;
  } finally {
    bar.stop();
    await database.close();
  }
}

runCli(main, {
  failure: 'Import failed:',
  expected: (error) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return `No such file: ${(error as NodeJS.ErrnoException).path}`;
    return csvErrorMessage(error) ?? undefined;
  },
});
