import type { City } from '#shared/catalog.js';
import { addressOtherCityMessage, addressStateMessage } from '#shared/owners.js';
import { stateName, US_STATES } from '#shared/us-states.js';
import { zipOfAddress } from './zip-centroids.js';
import { stateOfZip } from './zip-states.js';

type Place = Pick<City, 'id' | 'name' | 'state'>;

/** 'St. Louis', 'Saint Louis' and 'st louis' compare equal. */
const comparable = (name: string) =>
  name.toLowerCase().replace(/\./g, ' ').replace(/\bsaint\b/g, 'st').replace(/[-\s]+/g, ' ').trim();

/**
 * The place a US address writes after its street: '120 Main St, Austin, TX 78701' gives the town 'Austin' and the
 * state 'TX'. Either may be missing ('120 Main St' names neither). A state is a known two-letter code after a comma
 * or before the ZIP code, so a street type at the end ('12 Oak Ct') is never read as Connecticut.
 */
export function placeOfAddress(address: string): { town: string | null; state: string | null } {
  const tail = /(?:,\s*([A-Za-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?|\s([A-Za-z]{2})\.?\s+\d{5}(?:-\d{4})?)\s*$/.exec(address);
  const code = (tail?.[1] ?? tail?.[2])?.toUpperCase();
  const state = code && Object.hasOwn(US_STATES, code) ? code : null;
  const before = state && tail ? address.slice(0, tail.index) : address.replace(/\s*\d{5}(?:-\d{4})?\s*$/, '');
  const last = before.split(',').at(-1)?.trim() ?? '';
  // A part with digits is the street ('120 Main St'), never a town; the first part is always the street.
  const town = before.includes(',') && last && !/\d/.test(last) ? last : null;
  return { town, state };
}

/**
 * Why `address` cannot be the address of a listing in `city`, or null when it can. Refused: a ZIP code of another
 * state, a state written for another one, or a town that is another of the directory's cities (an Austin listing
 * with a Denver or a Dallas address): the City field alone says where a listing is shown, so an address never moves
 * it silently. A suburb the directory does not list ('Round Rock, TX' on an Austin listing) is accepted.
 */
export function addressPlaceProblem(address: string, city: Place, directory: readonly Place[]): string | null {
  const zip = zipOfAddress(address);
  const zipState = zip ? stateOfZip(zip) : null;
  const cityInState = { name: city.name, state: stateName(city.state) };
  if (zipState && zipState !== city.state) return addressStateMessage(stateName(zipState), cityInState, zip);
  const { town, state } = placeOfAddress(address);
  if (state && state !== city.state) return addressStateMessage(stateName(state), cityInState, null);
  if (!town || comparable(town) === comparable(city.name)) return null;
  const named = directory.find((other) => comparable(other.name) === comparable(town) && other.state === (state ?? city.state));
  return named && named.id !== city.id ? addressOtherCityMessage(named, city) : null;
}
