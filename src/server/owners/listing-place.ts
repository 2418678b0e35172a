import type { City } from '#shared/catalog.js';
import { UNKNOWN_CITY_MESSAGE } from '#shared/owners.js';
import { listCities } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import { AppError } from '../errors.js';
import { addressPlaceProblem } from '../geo/address-place.js';

/** Field names as the request spells them: `cityId` in a PATCH, `business.cityId` when listing. */
type FieldNames = { cityId: string; address: string };

/**
 * The listing's city, refusing an unknown one and an address that does not lie in it (a ZIP code of another state,
 * another directory city named): 400 naming the field. Read from the in-memory catalog, before any transaction.
 */
export async function cityForAddress(db: Db, cityId: number, address: string, fields: FieldNames): Promise<City> {
  const directory = await listCities(db);
  const city = directory.find((known) => known.id === cityId);
  if (!city) throw new AppError('BAD_REQUEST', UNKNOWN_CITY_MESSAGE, { [fields.cityId]: 'Unknown city' });
  const problem = addressPlaceProblem(address, city, directory);
  if (problem) throw new AppError('BAD_REQUEST', problem, { [fields.address]: problem });
  return city;
}
