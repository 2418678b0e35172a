// `npm run bench:scale`: the service-in-city call and the home statistics at 1,000,000 businesses, on a throwaway
// PostgreSQL database (created, filled and dropped by this script). Figures are p50/p95 of the real service
// functions, so they measure the SQL the pages run, without HTTP or the public cache in front.
import { sql } from 'drizzle-orm';
import { getStats } from '../src/server/catalog/service.js';
import { connectDatabase, queryRows } from '../src/server/db/connect.js';
import { getServiceCityPage } from '../src/server/listings/service.js';
import { DEFAULT_BRAND } from '#shared/brand.js';
import { seedDatabase } from '../src/server/seed/seed-database.js';
import { serviceCityQuerySchema, SORT_OPTIONS, type ServiceCityQueryInput } from '#shared/listings.js';
import { fillToTarget } from './scale-fill.js';
import { withThrowawayDatabase } from './throwaway-database.js';
import { seconds, time } from './timing.js';

const TARGET = Number(process.env.SCALE_BUSINESSES ?? 1_000_000);
const RUNS = Number(process.env.SCALE_RUNS ?? 40);

async function main() {
  await withThrowawayDatabase('petdir_scale', measureAtScale);
}

async function measureAtScale(databaseUrl: string) {
  const database = await connectDatabase({ databaseUrl, dataDir: '', poolSize: 2 });
  try {
    let started = performance.now();
    await database.migrate();
    const seeded = await seedDatabase(database.db);
    console.log(`Seeded the demo data (${seeded.businesses} businesses) in ${seconds(started)} s`);

    started = performance.now();
    await fillToTarget(database.db, TARGET, seeded.businesses);
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from businesses`);
    console.log(`Loaded ${counted!.n.toLocaleString('en-US')} businesses in ${seconds(started)} s\n`);

    const [large] = await queryRows<{ slug: string; n: number }>(
      database.db,
      sql`select c.slug, count(*)::int as n from businesses b join cities c on c.id = b.city_id group by c.slug order by n desc limit 1`,
    );
    const [small] = await queryRows<{ slug: string; n: number }>(
      database.db,
      sql`select c.slug, count(*)::int as n from businesses b join cities c on c.id = b.city_id group by c.slug order by n asc limit 1`,
    );
    const service = 'dog-grooming';
    const cases: [string, ServiceCityQueryInput][] = [
      ...SORT_OPTIONS.flatMap((sort): [string, ServiceCityQueryInput][] => [
        [`sort=${sort}, page 1`, { sort }],
        [`sort=${sort}, page 50`, { sort, page: '50' }],
      ]),
      ['minRating=4', { minRating: '4' }],
      ['price=50-80', { price: '50-80' }],
      ['distance=10', { distance: '10' }],
      ['q=pets', { q: 'pets' }],
      ['types=dog-walking', { types: 'dog-walking' }],
    ];
    console.log(`| ${service} in | case | total | p50 ms | p95 ms |`);
    console.log('|---|---|---:|---:|---:|');
    const site = { publicUrl: 'http://localhost', brand: DEFAULT_BRAND };
    for (const city of [large!, small!]) {
      for (const [label, input] of cases) {
        const query = serviceCityQuerySchema.parse(input);
        const page = await getServiceCityPage(database.db, site, service, city.slug, query);
        const figures = await time(RUNS, () => getServiceCityPage(database.db, site, service, city.slug, query));
        console.log(`| ${city.slug} (${city.n.toLocaleString('en-US')} businesses) | ${label} | ${page.total} | ${figures.p50} | ${figures.p95} |`);
      }
    }
    const stats = await time(RUNS, () => getStats(database.db));
    console.log(`\nHome statistics (count of public businesses, read from the database each time): p50 ${stats.p50} ms, p95 ${stats.p95} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
