// `npm run bench:scale`: the service-in-city call and the home statistics at 1,000,000 businesses, on a throwaway
// PostgreSQL database (created, filled and dropped by this script). Figures are p50/p95 of the real service
// functions, so they measure the SQL the pages run, without HTTP or the public cache in front.
import { sql } from 'drizzle-orm';
import { getStats } from '../src/server/catalog/service.js';
import { connectDatabase, queryRows } from '../src/server/db/connect.js';
import { getServiceCityPage } from '../src/server/listings/service.js';
import { seedDatabase } from '../src/server/seed/seed-database.js';
import { serviceCityQuerySchema, SORT_OPTIONS, type ServiceCityQueryInput } from '../src/shared/listings.js';
import { withThrowawayDatabase } from './throwaway-database.js';

const TARGET = Number(process.env.SCALE_BUSINESSES ?? 1_000_000);
const RUNS = Number(process.env.SCALE_RUNS ?? 40);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(runs: number, work: () => Promise<unknown>) {
  await work(); // warm the plan and the buffers
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50).toFixed(1), p95: percentile(samples, 95).toFixed(1) };
}

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

    // Fill up to TARGET with generated listings: cities skewed towards the largest (ids follow population), one or
    // two services each, ratings and prices spread like the demo data.
    started = performance.now();
    const extra = TARGET - seeded.businesses;
    await database.db.execute(sql`
      insert into businesses (name, address, phone, city_id, latitude, longitude, rating, review_count, price_min, price_max,
                              is_claimed, is_verified, status, created_at, updated_at)
      select 'Scale Pets ' || g, (100 + g % 9000) || ' Main St', '(512) 555-01' || lpad((g % 100)::text, 2, '0'),
             c.id, c.latitude + ((g % 200) - 100) / 2000.0, c.longitude + (((g * 7) % 200) - 100) / 2000.0,
             round((2.5 + (g % 26) / 10.0)::numeric, 1), g % 300, 20 + g % 60, 60 + g % 120,
             g % 12 = 0, g % 12 = 0, 'approved', now(), now()
      from generate_series(1, ${extra}) g
      join cities c on c.id = 1 + floor(power((g * 0.6180339887) % 1, 2) * (select count(*) from cities))::int`);
    await database.db.execute(sql`
      insert into business_services (business_id, service_id, city_id)
      select b.id, 1 + (b.id % s.n), b.city_id from businesses b, (select count(*)::int n from services) s where b.name like 'Scale Pets %'
      union all
      select b.id, 1 + ((b.id * 7 + 3) % s.n), b.city_id from businesses b, (select count(*)::int n from services) s
      where b.name like 'Scale Pets %' and b.id % 3 = 0 and (b.id * 7 + 3) % s.n <> b.id % s.n`);
    // As autovacuum leaves a table: statistics current and the visibility map set (index-only counts).
    await database.db.execute(sql`vacuum analyze`);
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
    for (const city of [large!, small!]) {
      for (const [label, input] of cases) {
        const query = serviceCityQuerySchema.parse(input);
        const page = await getServiceCityPage(database.db, 'http://localhost', service, city.slug, query);
        const figures = await time(RUNS, () => getServiceCityPage(database.db, 'http://localhost', service, city.slug, query));
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
