import type { NearestCity } from '#shared/listings.js';
import { listCities } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import type { Position } from '../geo/zip-centroids.js';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine in miles, as SQL's miles_between (migration 0007); only compared here, so no rounding. */
function miles(a: Position, b: Position): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/** Of `cities`, the one whose centre is closest to a point. */
export function closestCity<C extends Position>(cities: readonly C[], point: Position): C | null {
  let best: { city: C; miles: number } | null = null;
  for (const city of cities) {
    const distance = miles(point, city);
    if (!best || distance < best.miles) best = { city, miles: distance };
  }
  return best?.city ?? null;
}

/** The directory city whose centre is closest to a point ('Near Austin, TX'); the cities are held in memory. */
export async function nearestCity(db: Db, point: Position): Promise<NearestCity | null> {
  const city = closestCity(await listCities(db), point);
  return city ? { name: city.name, state: city.state, slug: city.slug } : null;
}
