import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/connect.js';

/**
 * Fills a seeded database up to `target` businesses with generated listings: cities skewed towards the largest
 * (ids follow population), one or two services each, ratings and prices spread like the demo data; then vacuums,
 * as autovacuum leaves a table (statistics current, the visibility map set for index-only counts).
 */
export async function fillToTarget(db: Db, target: number, seeded: number) {
  const extra = target - seeded;
  await db.execute(sql`
    insert into businesses (name, address, phone, city_id, latitude, longitude, rating, review_count, price_min, price_max,
                            is_claimed, is_verified, status, created_at, updated_at)
    select 'Scale Pets ' || g, (100 + g % 9000) || ' Main St', '(512) 555-01' || lpad((g % 100)::text, 2, '0'),
           c.id, c.latitude + ((g % 200) - 100) / 2000.0, c.longitude + (((g * 7) % 200) - 100) / 2000.0,
           round((2.5 + (g % 26) / 10.0)::numeric, 1), g % 300, 20 + g % 60, 60 + g % 120,
           g % 12 = 0, g % 12 = 0, 'approved', now(), now()
    from generate_series(1, ${extra}) g
    join cities c on c.id = 1 + floor(power((g * 0.6180339887) % 1, 2) * (select count(*) from cities))::int`);
  await db.execute(sql`
    insert into business_services (business_id, service_id, city_id)
    select b.id, 1 + (b.id % s.n), b.city_id from businesses b, (select count(*)::int n from services) s where b.name like 'Scale Pets %'
    union all
    select b.id, 1 + ((b.id * 7 + 3) % s.n), b.city_id from businesses b, (select count(*)::int n from services) s
    where b.name like 'Scale Pets %' and b.id % 3 = 0 and (b.id * 7 + 3) % s.n <> b.id % s.n`);
  await db.execute(sql`vacuum analyze`);
}
