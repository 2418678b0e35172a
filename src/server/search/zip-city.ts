import { sql } from 'drizzle-orm';
import type { City } from '#shared/catalog.js';
import { listCities } from '../catalog/service.js';
import { queryRows, type Db } from '../db/connect.js';

/**
 * The city a zip code belongs to, read from the public listings whose addresses carry it (the city with most of
 * them), through the expression index of migration 0013. The same expression as the index, or it is not used.
 */
export async function cityOfZip(db: Db, zip: string): Promise<City | undefined> {
  const [row] = await queryRows<{ cityId: number }>(
    db,
    sql`select city_id as "cityId" from businesses
        where status = 'approved' and substring(address from '(\\d{5})(?:-\\d{4})?\\s*$') = ${zip}
        group by city_id order by count(*) desc, city_id limit 1`,
  );
  if (!row) return undefined;
  return (await listCities(db)).find((city) => city.id === row.cityId);
}
