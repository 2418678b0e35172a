// `npm run bench:import`: imports IMPORT_ROWS (default 100,000) generated listings from a CSV file into a throwaway
// PostgreSQL database holding the reference data (created, filled and dropped by this script): first a dry run, then
// the applied import, then the same file again (a re-run that changes nothing). Prints the seconds of each and the
// process's peak resident memory, sampled every 50 ms, to show the file is streamed (memory flat, not per row).
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { listCities, listServices } from '../src/server/catalog/service.js';
import { connectDatabase } from '../src/server/db/connect.js';
import { zipCentroid } from '../src/server/geo/zip-centroids.js';
import { stateOfZip } from '../src/server/geo/zip-states.js';
import { importListings } from '../src/server/import/import-listings.js';
import { seedDatabase } from '../src/server/seed/seed-database.js';
import { withThrowawayDatabase } from './throwaway-database.js';
import { seconds } from './timing.js';

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
/** Rows per batch (the import's default is 1,000). */
const BATCH = process.env.IMPORT_BATCH ? Number(process.env.IMPORT_BATCH) : undefined;
const MB = 1024 * 1024;

/** The ZIP code nearest each city's centre, in its own state: rows must pass the same place rule as the site's. */
function zipNear(latitude: number, longitude: number, state: string): string {
  let best = { zip: '', distance: Infinity };
  for (let prefix = 0; prefix < 1000; prefix += 1) {
    for (let rest = 0; rest < 100; rest += 1) {
      const zip = `${String(prefix).padStart(3, '0')}${String(rest).padStart(2, '0')}`;
      const point = zipCentroid(zip);
      if (!point || stateOfZip(zip) !== state) continue;
      const distance = (point.latitude - latitude) ** 2 + (point.longitude - longitude) ** 2;
      if (distance < best.distance) best = { zip, distance };
    }
  }
  return best.zip;
}

async function writeCsv(file: string, cities: { name: string; state: string; zip: string }[], serviceSlugs: string[]) {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write('name,address,city,state,zip,phone,website,services,hours,price_min,price_max,description,mobile,source_id\r\n');
  for (let index = 0; index < ROWS; index += 1) {
    const city = cities[index % cities.length]!;
    const services = [serviceSlugs[index % serviceSlugs.length], serviceSlugs[(index * 7 + 3) % serviceSlugs.length]].join('; ');
    const phone = `(312) ${200 + Math.floor(index / 10_000)}-${String(index % 10_000).padStart(4, '0')}`;
    const min = 20 + (index % 60);
    await write(
      `"Bench Pet Care ${index}","${100 + (index % 9000)} Bench St","${city.name}",${city.state},${city.zip},${phone},https://example.com/${index},` +
        `"${services}","Mon-Fri 9AM-6PM; Sat 10AM-2PM",${min},${min + 40},"Grooming, walks and ""care"" for row ${index}",${index % 5 === 0 ? 'yes' : 'no'},bench-${index}\r\n`,
    );
  }
  out.end();
  await once(out, 'finish');
}

async function main() {
  await withThrowawayDatabase('petdir_import', async (databaseUrl) => {
    const database = await connectDatabase({ databaseUrl, dataDir: '', poolSize: 2 });
    const folder = mkdtempSync(path.join(os.tmpdir(), 'petdir-import-bench-'));
    try {
      await database.migrate();
      await seedDatabase(database.db, { demo: false });
      const cities = (await listCities(database.db)).map((city) => ({ ...city, zip: zipNear(city.latitude, city.longitude, city.state) }));
      const file = path.join(folder, 'listings.csv');
      await writeCsv(file, cities.filter((city) => city.zip), (await listServices(database.db)).map((service) => service.slug));
      console.log(`Generated ${ROWS.toLocaleString('en-US')} rows (${(statSync(file).size / MB).toFixed(1)} MB) for ${cities.length} cities`);

      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      console.log('| run | seconds | created | updated | unchanged | refused | duplicates | peak RSS MB |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const [label, apply] of [['dry run', false], ['apply', true], ['re-run (apply)', true]] as const) {
        peak = process.memoryUsage().rss;
        const started = performance.now();
        const { report } = await importListings(database.db, createReadStream(file), { apply, addCities: false, batchSize: BATCH });
        console.log(
          `| ${label} | ${seconds(started)} | ${report.created} | ${report.updated} | ${report.unchanged} | ${report.refused} | ${report.duplicates} | ${(peak / MB).toFixed(0)} |`,
        );
        if (report.problems.length > 0) console.log('  first problem:', report.problems[0]);
      }
      clearInterval(sampler);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await database.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
