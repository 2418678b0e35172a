import { Heart, MapPin, Stethoscope, Scissors, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { City } from '../../shared/catalog.js';
import { climateInfo } from '../components/climate.js';
import { PageHero } from '../components/page-hero.js';
import { NotFoundState, PageLoading } from '../components/page-states.js';
import { SearchInput } from '../components/search-input.js';
import { Seo } from '../components/seo.js';
import { StatTiles } from '../components/stat-tiles.js';
import { apiPaths } from '../lib/api-paths.js';
import { SITE_NAME } from '../../shared/brand.js';
import { formatCompact, formatNumber, formatPercent } from '../lib/format.js';
import { stateName } from '../lib/us-states.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useSearchText } from '../lib/use-search-text.js';

/** Cities whose name, state code or state name contains the text. */
export function filterCities(cities: readonly City[], text: string): City[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...cities];
  return cities.filter((city) =>
    [city.name, city.state, stateName(city.state), `${city.name}, ${city.state}`].some((value) => value.toLowerCase().includes(wanted)),
  );
}

export default function CitiesPage() {
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const [search, setSearch] = useSearchText();
  const seo = (
    <Seo
      title={`Pet Services by City | ${SITE_NAME}`}
      description="Browse pet groomers, veterinarians, trainers and boarding in cities across the United States. Pick your city to see local providers, prices and reviews."
      canonical="/cities"
    />
  );
  if (cities.isPending) {
    return (
      <>
        {seo}
        <PageLoading text="Loading cities..." />
      </>
    );
  }
  if (cities.isError) {
    return <NotFoundState title="Cities Unavailable" text="The city directory could not be loaded. Please try again." to="/" linkLabel="Return Home" />;
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
            { label: 'Cities', value: formatNumber(all.length), icon: <MapPin className="size-4 text-teal-700" aria-hidden="true" /> },
            { label: 'Total population', value: formatCompact(totalPopulation), icon: <Users className="size-4 text-teal-700" aria-hidden="true" /> },
            {
              label: 'Average pet ownership',
              value: formatPercent(averageOwnership),
              icon: <Heart className="size-4 text-teal-700" aria-hidden="true" />,
            },
            { label: 'States', value: formatNumber(new Set(all.map((city) => city.state)).size) },
          ]}
        />

        <p className="mt-10 mb-4 text-sm text-slate-600" aria-live="polite">
          {shown.length === all.length ? `All ${all.length} cities` : `${shown.length} of ${all.length} cities`}
        </p>
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="font-semibold text-slate-900">No cities found</p>
            <p className="mt-1 text-slate-600">Try another city or state name.</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((city) => (
              <CityCard key={city.id} city={city} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function CityCard({ city }: { city: City }) {
  const climate = climateInfo(city.climate);
  const linkClass =
    'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium ring-1 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none';
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">
            <Link to={`/city/${city.slug}`} className="hover:text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none">
              {city.name}, {city.state}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{stateName(city.state)}</p>
        </div>
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          <climate.Icon className="size-3.5" aria-hidden="true" />
          {climate.label}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Population</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(city.population)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Pet ownership</dt>
          <dd className="font-semibold text-slate-900">{formatPercent(city.petOwnershipRate)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Link to={`/city/${city.slug}`} className={`${linkClass} bg-teal-700 text-white ring-teal-700 hover:bg-teal-800`}>
          <MapPin className="size-4" aria-hidden="true" />
          City Guide
        </Link>
        <Link to={`/dog-grooming/${city.slug}`} className={`${linkClass} bg-white text-slate-700 ring-slate-200 hover:bg-slate-50`}>
          <Scissors className="size-4" aria-hidden="true" />
          Dog Grooming
        </Link>
        <Link to={`/veterinarian/${city.slug}`} className={`${linkClass} bg-white text-slate-700 ring-slate-200 hover:bg-slate-50`}>
          <Stethoscope className="size-4" aria-hidden="true" />
          Veterinarians
        </Link>
      </div>
    </li>
  );
}
