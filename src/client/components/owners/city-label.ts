import type { City } from '#shared/catalog.js';
import type { SelectOption } from '../ui/select.js';
import { apiPaths } from '#shared/api-paths.js';
import { useApiQuery } from '../../lib/use-api-query.js';

/**
 * A city change is recorded by the city's id (as text, like every recorded value): this names it 'Denver, CO' from
 * the public cities list, or leaves the id as it is while the list loads.
 */
export function useCityLabel(): (id: string | null) => string | null {
  const cities = useApiQuery<City[]>(apiPaths.cities);
  return (id) => {
    const city = id === null ? undefined : cities.data?.find((known) => String(known.id) === id);
    return city ? `${city.name}, ${city.state}` : id;
  };
}

/** The City select's options: 'Austin, TX', in alphabetical order. */
export const cityOptionsOf = (cities: readonly City[] | undefined): SelectOption[] =>
  (cities ?? []).map((city) => ({ value: String(city.id), label: `${city.name}, ${city.state}` })).sort((a, b) => a.label.localeCompare(b.label));
