import type { City } from '#shared/catalog.js';
import { stateName } from '#shared/us-states.js';
import { placeOfAddress } from '../geo/address-place.js';
import { zipOfAddress, type Position } from '../geo/zip-centroids.js';

type Place = Pick<City, 'id' | 'name' | 'state' | 'latitude' | 'longitude'>;

/** Beyond this many miles from its city's centre a listing is not in that city (a metro's edge is 25-35 miles out). */
export const FAR_FROM_CITY_MILES = 40;
/** Within this many miles of another directory city's centre, the address is said to be in that city. */
const IN_CITY_MILES = 25;

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** Great-circle distance (haversine), as the search's distances are computed. */
export function milesBetween(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

const label = (place: Pick<City, 'name' | 'state'>) => `${place.name}, ${place.state}`;
const comparable = (name: string) => name.toLowerCase().replace(/[.\s-]+/g, ' ').trim();

/**
 * What staff should check about where a queued listing is: its address placed (by its ZIP code, the position the
 * site uses for distances and the map) far from its city, or naming another directory city or state. The listing
 * form refuses most of these, but imported rows and listings written before that check reach the queue too.
 * Null when the address fits the city, or says too little to tell.
 */
export function placementWarning(listing: { address: string; latitude: number | null; longitude: number | null }, city: Place, directory: readonly Place[]): string | null {
  const zip = zipOfAddress(listing.address);
  const zipText = zip ? ` (ZIP ${zip})` : '';
  const cityText = `the listing's city is ${label(city)}`;
  if (listing.latitude !== null && listing.longitude !== null) {
    const at = { latitude: listing.latitude, longitude: listing.longitude };
    const away = milesBetween(at, city);
    if (away > FAR_FROM_CITY_MILES) {
      const nearest = directory
        .filter((other) => other.id !== city.id)
        .map((other) => ({ other, miles: milesBetween(at, other) }))
        .sort((a, b) => a.miles - b.miles)[0];
      if (nearest && nearest.miles <= IN_CITY_MILES) return `Address is in ${label(nearest.other)}${zipText}, but ${cityText}.`;
      return `Address${zipText} is ${Math.round(away)} miles from ${label(city)}, the listing's city.`;
    }
  }
  // No position (no known ZIP code): the town and state the address writes.
  const { town, state } = placeOfAddress(listing.address);
  if (state && state !== city.state) return `Address is in ${stateName(state)}, but ${cityText}.`;
  const named = town ? directory.find((other) => other.id !== city.id && comparable(other.name) === comparable(town) && other.state === (state ?? city.state)) : undefined;
  return named ? `Address is in ${label(named)}, but ${cityText}.` : null;
}
