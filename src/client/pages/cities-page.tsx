import type { City } from '#shared/catalog.js';
import { CitiesByState } from '../components/cities/cities-by-state.js';
import { PageHero } from '../components/page-hero.js';
import { NotFoundState, PageQueryState } from '../components/page-states.js';
import { SearchInput } from '../components/search-input.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '#shared/api-paths.js';
import { EmptyState } from '../components/ui/empty-state.js';
import { StatTiles } from '../components/ui/stat-tile.js';
import { formatCompact, formatNumber, formatPercent } from '../lib/format.js';
import { stateName } from '../lib/us-states.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useSearchText } from '../lib/use-search-text.js';
import { useBrand } from '../lib/site.js';

/** Cities whose name, state code or state name contains the text. */
export function filterCities(cities: readonly City[], text: string): City[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...cities];
  return cities.filter((city) =>
    [city.name, city.state, stateName(city.state), `${city.name}, ${city.state}`].some((value) => value.toLowerCase().includes(wanted)),
  );
}

export default function CitiesPage() {
  const brand = useBrand();
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const [search, setSearch] = useSearchText();
  const seo = (
    <Seo
      title={`Pet Services by City | ${brand.name}`}
      description="Browse pet groomers, veterinarians, trainers and boarding in cities across the United States. Pick your city to see local providers, prices and reviews."
      canonical="/cities"
    />
  );
  if (cities.isPending || cities.isError) {
    return (
      <PageQueryState pending={cities.isPending} seo={seo} loadingText="Loading cities...">
        <NotFoundState title="Cities Unavailable" text="The city directory could not be loaded. Please try again." to="/" linkLabel="Return Home" />
      </PageQueryState>
    );
  }
  const all = cities.data;
  const shown = filterCities(all, search);
  const totalPopulation = all.reduce((sum, city) => sum + city.population, 0);
  const averageOwnership = all.length ? all.reduce((sum, city) => sum + city.petOwnershipRate, 0) / all.length : 0;

  return (
    <>
      {seo}
      <PageHero title="Pet Services by City" subtitle="Find trusted groomers, vets, trainers and boarding near you in cities across the United States.">
        <div className="mt-8">
          <SearchInput id="city-search" label="Search cities or states" placeholder="Search cities or states..." value={search} onChange={setSearch} />
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 className="sr-only">Coverage statistics</h2>
        <StatTiles
          label="Coverage statistics"
          items={[
            { label: 'Cities', value: formatNumber(all.length), icon: 'map-pin' },
            { label: 'Total population', value: formatCompact(totalPopulation), icon: 'users' },
            { label: 'Average pet ownership', value: formatPercent(averageOwnership), icon: 'heart' },
            { label: 'States', value: formatNumber(new Set(all.map((city) => city.state)).size) },
          ]}
        />

        <p className="mt-10 mb-4 text-sm text-slate-600" aria-live="polite">
          {shown.length === all.length ? `All ${all.length} cities` : `${shown.length} of ${all.length} cities`}
        </p>
        {shown.length === 0 ? (
          <EmptyState title="No cities found" text="Try another city or state name." />
        ) : (
          <CitiesByState cities={shown} />
        )}
      </div>
    </>
  );
}

