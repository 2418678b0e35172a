import type { City, Service } from '#shared/catalog.js';
import type { ImportProblem } from '#shared/import.js';
import { listingBusinessSchema } from '#shared/owners.js';
import { US_STATES } from '#shared/us-states.js';
import { addressPlaceProblem } from '../geo/address-place.js';
import { stateOfZip } from '../geo/zip-states.js';
import { columnOfField, fullAddress, readPrice, readYesNo, serviceNames, type CsvRow } from './columns.js';
import { newCity, type NewCity } from './new-city.js';

export type ListingOfRow = ReturnType<typeof listingBusinessSchema.parse>;

/** The directory as the import sees it: known cities, and those it adds (a negative id until written). */
export class ImportCatalog {
  private readonly cities = new Map<string, Pick<City, 'id' | 'name' | 'state'>>();
  private readonly services = new Map<string, number>();
  private readonly slugs = new Set<string>();
  readonly added = new Map<number, NewCity>();

  constructor(
    private readonly directory: readonly City[],
    serviceList: readonly Service[],
    private readonly addCities: boolean,
  ) {
    for (const city of directory) {
      this.cities.set(cityKey(city.name, city.state), city);
      this.slugs.add(city.slug);
    }
    for (const service of serviceList) {
      this.services.set(service.slug.toLowerCase(), service.id);
      this.services.set(service.name.toLowerCase(), service.id);
    }
  }

  serviceId(nameOrSlug: string): number | undefined {
    return this.services.get(nameOrSlug.toLowerCase());
  }

  /** The row's city; a new one is planned when adding cities is allowed. A string is the reason it is refused. */
  city(name: string, state: string, zip: string): Pick<City, 'id' | 'name' | 'state'> | string {
    const known = this.cities.get(cityKey(name, state));
    if (known) return known;
    if (!this.addCities) {
      return `${name}, ${state} is not a city of the directory. Correct the city, or import with --add-cities (on the staff screen: 'Add cities the directory does not list yet') to add it.`;
    }
    const city = newCity(name, state, zip, this.slugs);
    if (!city) return `${name}, ${state} cannot be added: its ZIP code ${zip} has no known position or its state no time zone.`;
    const planned = { id: -(this.added.size + 1), name, state };
    this.added.set(planned.id, city);
    this.cities.set(cityKey(name, state), planned);
    this.slugs.add(city.slug);
    return planned;
  }

  get directoryCities(): readonly Pick<City, 'id' | 'name' | 'state'>[] {
    return this.directory;
  }
}

/** 'St. Louis' and 'st louis' name the same city. */
const cityKey = (name: string, state: string) => `${name.toLowerCase().replace(/\./g, ' ').replace(/\bsaint\b/g, 'st').replace(/[-\s]+/g, ' ').trim()}|${state}`;

export type ValidRow = { listing: ListingOfRow; sourceId: string | null; zip: string; street: string };

/**
 * One CSV row checked as a listing made on the site: the same schema (listingBusinessSchema: name, phone, address
 * with a number, website, prices in order, hours read by the one hours reader) and the same place rule (the address
 * lies in its city), plus what only a file needs: a ZIP code, a known state, the city and services by name.
 */
export function validateRow(line: number, row: CsvRow, catalog: ImportCatalog): { ok: true; row: ValidRow } | { ok: false; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (column: string, message: string) => problems.push({ line, column, message });

  const zip = /^\d{5}(?:-\d{4})?$/.test(row.zip) ? row.zip.slice(0, 5) : null;
  if (!zip) problem('zip', 'Please enter a five-digit ZIP code, for example 78701.');
  const zipState = zip ? stateOfZip(zip) : null;
  const state = row.state.toUpperCase() || zipState;
  if (row.state && !Object.hasOwn(US_STATES, state!)) problem('state', `${row.state} is not a US state code (two letters, for example TX).`);
  else if (zip && !state) problem('zip', `The ZIP code ${zip} belongs to no US state.`);
  else if (zipState && state !== zipState) problem('zip', `The ZIP code ${zip} is in ${zipState}, not ${state}.`);

  let cityId = 1; // Stands in for the schema when the city is refused; the row is refused anyway.
  let city: Pick<City, 'id' | 'name' | 'state'> | null = null;
  if (!row.city) problem('city', 'Please enter the city.');
  else if (zip && state && problems.length === 0) {
    const found = catalog.city(row.city, state, zip);
    if (typeof found === 'string') problem('city', found);
    else {
      city = found;
      cityId = Math.abs(found.id);
    }
  }

  const serviceIds: number[] = [];
  for (const name of serviceNames(row.services)) {
    const id = catalog.serviceId(name);
    if (id === undefined) problem('services', `Unknown service "${name}": use a service's name or slug as the site lists them.`);
    else serviceIds.push(id);
  }
  const isMobile = readYesNo(row.mobile);
  if (isMobile === undefined) problem('mobile', 'Please write yes or no.');

  const address = fullAddress(row, state ?? row.state);
  const parsed = listingBusinessSchema.safeParse({
    name: row.name,
    // The schema checks the street part: a number and a street.
    address: row.address ? address : '',
    phone: row.phone,
    cityId,
    serviceIds: row.services ? (serviceIds.length > 0 ? serviceIds : [0]) : [],
    website: row.website || null,
    description: row.description || null,
    hours: row.hours || null,
    priceMin: readPrice(row.price_min),
    priceMax: readPrice(row.price_max),
    isMobile: isMobile ?? false,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOfField(typeof issue.path[0] === 'string' ? issue.path[0] : undefined);
      // An unknown service is already named above.
      if (column === 'services' && serviceIds.length === 0 && row.services) continue;
      problem(column, issue.message);
    }
  }
  if (city && city.id > 0 && row.address) {
    const place = addressPlaceProblem(address, city, catalog.directoryCities);
    if (place) problem('state', place);
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, row: { listing: { ...parsed.data, cityId: city!.id }, sourceId: row.source_id || null, zip: zip!, street: row.address } };
}
