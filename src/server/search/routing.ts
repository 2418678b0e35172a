import type { City } from '../../shared/catalog.js';
import { findZip, matchFreeText } from '../../shared/free-text.js';
import { formatNear } from '../../shared/listing-options.js';
import type { SearchQuery } from '../../shared/search.js';
import { findCityBySlug, listCities, listServices } from '../catalog/service.js';
import type { Db } from '../db/connect.js';
import { cityOfZip } from './zip-city.js';

/** Filters the service-in-city page also takes: a search that moves there keeps them. */
const CARRIED = ['minRating', 'price', 'distance', 'open', 'sort'] as const;

export type SearchPlan =
  | { redirect: string }
  | { redirect: null; city: City | null; text: string };

/**
 * Where a search belongs. Text naming a service and a city (by name, 'name, ST', or a zip code of its listings)
 * goes to that service-in-city page, the rest of the text as its search; a service or a city alone goes to its
 * page; otherwise the results are searched here,
 * within the city the text or `city` names. Decided on the server only, for the API and the /search page alike.
 */
export async function planSearch(db: Db, query: SearchQuery): Promise<SearchPlan> {
  const [services, cities] = await Promise.all([listServices(db), listCities(db)]);
  const given = query.city ? ((await findCityBySlug(db, query.city)) ?? null) : null;
  const zip = findZip(query.q);
  const zipCity = zip ? await cityOfZip(db, zip) : undefined;
  const match = matchFreeText(query.q, services, cities, zipCity);
  // A zip code no listing carries is searched as text (it may be part of a name or description).
  const rest = zip && !zipCity ? `${match.rest} ${zip}`.trim() : match.rest;
  const city = given ?? match.city ?? null;
  if (match.service && city && query.types.length === 0) {
    const carried = new URLSearchParams();
    if (rest) carried.set('q', rest);
    for (const key of CARRIED) {
      const value = query[key];
      if (key === 'open') {
        if (value) carried.set(key, '1');
      } else if (value !== undefined && !(key === 'distance' && value === 'any') && !(key === 'sort' && value === 'best-match')) carried.set(key, String(value));
    }
    if (query.near) carried.set('near', formatNear(query.near.latitude, query.near.longitude));
    const search = carried.toString();
    return { redirect: `/${match.service.slug}/${city.slug}${search ? `?${search}` : ''}` };
  }
  // Text that is only a service or only a city ('vets', 'Austin, TX') goes to its directory page, as the hero did;
  // with the visitor's location it stays here, sorted by distance from them ('groomers near me').
  const plain = !rest && !given && !query.near && query.types.length === 0 && query.page === 1;
  if (plain && match.service && !city) return { redirect: `/${match.service.slug}` };
  if (plain && city && !match.service) return { redirect: `/city/${city.slug}` };
  // A service named without a city is still searched for by its words, which match its providers.
  return { redirect: null, city, text: match.city && !given ? rest : query.q };
}
