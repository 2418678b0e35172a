import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/connect.js';
import { businesses, businessServices } from '../../src/server/db/schema.js';
import { createBusiness, createCity, createService } from '../helpers/factories.js';
import { testDatabase } from '../helpers/test-app.js';

const { db } = await testDatabase();

type Figures = { businessCount: number; reviewCount: number; ratingWeight: string; priceMinSum: number; priceMinCount: number; priceMaxSum: number; priceMaxCount: number; verifiedCount: number; mobileCount: number };

/** pair_stats' row for the pair next to the same figures aggregated from business_services' public rows. */
async function kept(serviceId: number, cityId: number) {
  const [stored] = await queryRows<Figures>(db, sql`
    select business_count as "businessCount", review_count::int as "reviewCount", rating_weight::numeric(12, 1)::text as "ratingWeight",
           price_min_sum::int as "priceMinSum", price_min_count as "priceMinCount", price_max_sum::int as "priceMaxSum",
           price_max_count as "priceMaxCount", verified_count as "verifiedCount", mobile_count as "mobileCount"
    from pair_stats where service_id = ${serviceId} and city_id = ${cityId}`);
  const [live] = await queryRows<Figures>(db, sql`
    select count(*)::int as "businessCount", coalesce(sum(review_count), 0)::int as "reviewCount",
           coalesce(sum(rating * review_count), 0)::numeric(12, 1)::text as "ratingWeight",
           coalesce(sum(price_min), 0)::int as "priceMinSum", count(price_min)::int as "priceMinCount",
           coalesce(sum(price_max), 0)::int as "priceMaxSum", count(price_max)::int as "priceMaxCount",
           (count(*) filter (where is_verified))::int as "verifiedCount", (count(*) filter (where is_mobile))::int as "mobileCount"
    from business_services where service_id = ${serviceId} and city_id = ${cityId} and is_public`);
  return { stored: stored ?? { ...live!, businessCount: 0 }, live: live! };
}

describe('pair_stats (the figures of a service-in-city page, kept by triggers)', () => {
  it('follows inserts, listing changes, moves between cities and deletions', async () => {
    const [austin, dallas] = [await createCity(db), await createCity(db)];
    const [grooming, walking] = [await createService(db), await createService(db)];
    const check = async () => {
      for (const city of [austin, dallas]) {
        for (const service of [grooming, walking]) {
          const { stored, live } = await kept(service.id, city.id);
          expect(stored, `service ${service.id} in city ${city.id}`).toEqual(live);
        }
      }
    };

    const a = await createBusiness(db, { city: austin, services: [grooming, walking], reviews: [{ rating: 5 }, { rating: 4 }], isVerified: true });
    const b = await createBusiness(db, { city: austin, services: [grooming], reviews: [{ rating: 3 }], priceMin: null, isMobile: true });
    await createBusiness(db, { city: dallas, services: [walking], reviews: [] });
    await check();
    expect((await kept(grooming.id, austin.id)).stored.businessCount).toBe(2);

    // A listing change (rating, prices, flags), a move to another city, a listing taken down, a service dropped.
    await db.update(businesses).set({ rating: '4.8', reviewCount: 12, priceMax: 150, isVerified: false }).where(eq(businesses.id, a.id));
    await check();
    await db.update(businesses).set({ cityId: dallas.id }).where(eq(businesses.id, b.id));
    await check();
    await db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, a.id));
    await check();
    await db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, a.id));
    await db.delete(businessServices).where(and(eq(businessServices.businessId, a.id), eq(businessServices.serviceId, walking.id)));
    await check();
    await db.delete(businesses).where(eq(businesses.id, b.id));
    await check();
    expect((await kept(grooming.id, dallas.id)).stored.businessCount).toBe(0);
  });
});
