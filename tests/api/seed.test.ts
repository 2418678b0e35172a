import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase, queryRows } from '../../src/server/db/connect.js';
import type { Db } from '../../src/server/db/connect.js';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { generateDemoData } from '../../src/server/seed/demo-generator.js';
import { AlreadySeededError, seedDatabase } from '../../src/server/seed/seed-database.js';
import { SERVICES } from '../../src/server/seed/services-data.js';
import { testDatabase } from '../helpers/test-app.js';

const rows = queryRows;

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('Query returned no row');
  return row;
}

function demo() {
  return generateDemoData(
    CITIES.map((city, index) => ({ ...city, id: index + 1 })),
    SERVICES.map((service, index) => ({ ...service, id: index + 1 })),
  );
}

const seeded = demo();
const seededBusinesses = seeded.businesses.length;
const seededReviews = seeded.reviews.length;

/**
 * md5 of every seeded row of each table, in id order. Only the seeded id ranges count: on PostgreSQL other test
 * files add their own businesses to the same database. Time zone and date style are pinned so both drivers and
 * server versions print rows alike.
 */
async function seedFingerprint(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
    const hash = async (query: SQL) =>
      ((await tx.execute(query)) as unknown as { rows: { h: string }[] }).rows[0]?.h ?? '';
    return {
      cities: await hash(sql`select md5(string_agg(t::text, E'\n' order by t.id)) as h from cities t where t.id <= ${CITIES.length}`),
      services: await hash(
        sql`select md5(string_agg(t::text, E'\n' order by t.id)) as h from services t where t.id <= ${SERVICES.length}`,
      ),
      businesses: await hash(
        sql`select md5(string_agg(t::text, E'\n' order by t.id)) as h from businesses t where t.id <= ${seededBusinesses}`,
      ),
      businessServices: await hash(
        sql`select md5(string_agg(t::text, E'\n' order by t.business_id, t.service_id)) as h
            from business_services t where t.business_id <= ${seededBusinesses}`,
      ),
      reviews: await hash(
        sql`select md5(string_agg(t::text, E'\n' order by t.id)) as h from reviews t where t.id <= ${seededReviews}`,
      ),
    };
  });
}

describe('seeded demo data', () => {
  it('holds at least 50 cities, 16 services and 18,000 businesses', async () => {
    const { db } = await testDatabase();
    const counts = await one<{ cities: number; services: number; businesses: number; seed: string }>(
      db,
      sql`select (select count(*)::int from cities) as cities, (select count(*)::int from services) as services,
                 (select count(*)::int from businesses) as businesses,
                 (select value from app_meta where key = 'seed') as seed`,
    );
    expect(counts.cities).toBeGreaterThanOrEqual(50);
    expect(counts.services).toBeGreaterThanOrEqual(16);
    expect(counts.businesses).toBeGreaterThanOrEqual(18_000);
    expect(counts.seed).toBe('demo-v4');
  });

  // Only the seeded cities and services: on PostgreSQL other test files add their own to the same database.
  it('offers every service in every city through at least one business', async () => {
    const { db } = await testDatabase();
    const thin = await rows<{ city: string; service: string; n: number }>(
      db,
      sql`with pairs as (
            select b.city_id, bs.service_id, count(*)::int as n
            from business_services bs join businesses b on b.id = bs.business_id
            group by b.city_id, bs.service_id)
          select c.slug as city, s.slug as service, coalesce(p.n, 0) as n
          from cities c cross join services s
          left join pairs p on p.city_id = c.id and p.service_id = s.id
          where coalesce(p.n, 0) < 1 and c.id <= ${CITIES.length} and s.id <= ${SERVICES.length}`,
    );
    expect(thin).toEqual([]);
  });

  it('stores review counts and ratings that agree with the reviews', async () => {
    const { db } = await testDatabase();
    const summary = await one<{ checked: number; wrong: number; withoutReviews: number; longReviews: number }>(
      db,
      sql`select count(*)::int as checked,
                 count(*) filter (where b.review_count <> coalesce(r.n, 0)
                                     or b.rating <> coalesce(r.average, 0))::int as wrong,
                 count(*) filter (where r.n is null)::int as "withoutReviews",
                 (select count(*)::int from reviews where length(text) > 150) as "longReviews"
          from businesses b
          left join (select business_id, count(*)::int as n, round(avg(rating), 1) as average
                     from reviews group by business_id) r on r.business_id = b.id
          where b.id <= ${seededBusinesses}`,
    );
    expect(summary.checked).toBe(seededBusinesses);
    expect(summary.wrong).toBe(0);
    expect(summary.withoutReviews).toBeGreaterThan(0);
    expect(summary.longReviews).toBeGreaterThan(0);
  });

  it('refuses to seed a database that already holds cities', async () => {
    const { db } = await testDatabase();
    await expect(seedDatabase(db)).rejects.toThrow(AlreadySeededError);
  });
});

describe('determinism', () => {
  it('generates identical demo data on every run', () => {
    const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    expect(digest(demo())).toBe(digest(seeded));
  });

  it('seeds identical rows into a separately created database', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petdir-seed-twin-'));
    try {
      const twin = await connectDatabase({ dataDir });
      try {
        await twin.migrate();
        const summary = await seedDatabase(twin.db);
        expect(summary).toEqual({
          cities: CITIES.length,
          services: SERVICES.length,
          businesses: seededBusinesses,
          reviews: seededReviews,
        });
        // Sequences were moved past the explicit ids: the next business gets a fresh one.
        const next = await one<{ id: number }>(twin.db, sql`select nextval(pg_get_serial_sequence('businesses', 'id'))::int as id`);
        expect(next.id).toBe(seededBusinesses + 1);

        const { db } = await testDatabase();
        const [expected, actual] = [await seedFingerprint(db), await seedFingerprint(twin.db)];
        expect(actual.businesses).toMatch(/^[0-9a-f]{32}$/);
        expect(actual).toEqual(expected);
      } finally {
        await twin.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
