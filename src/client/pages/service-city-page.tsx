import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { FavoriteIntent } from '../components/favorites/favorite-intent.js';
import { FilterChips } from '../components/listings/filter-chips.js';
import { FilterPanel } from '../components/listings/filter-panel.js';
import { FilterSidebar } from '../components/listings/filter-sidebar.js';
import { ListingResults } from '../components/listings/listing-results.js';
import { ListingSearch } from '../components/listings/listing-search.js';
import { NearMe } from '../components/listings/near-me.js';
import { MapToggle } from '../components/map/map-toggle.js';
import { ResultsWithMap } from '../components/map/results-with-map.js';
import { distanceHint, listingSearch, useListingState, type ListingState } from '../components/listings/listing-query.js';
import { DroppedFiltersNotice } from '../components/listings/dropped-filters-notice.js';
import { PairExtras } from '../components/listings/pair-extras.js';
import { Pager } from '../components/listings/pager.js';
import { ResultsToolbar } from '../components/listings/results-toolbar.js';
import { ServiceCityError } from '../components/listings/service-city-error.js';
import { ServiceCityFacts, ServiceCityHero } from '../components/listings/service-city-hero.js';
import { useResultsFocus } from '../components/listings/use-results-focus.js';
import { useServiceCity } from '../components/listings/use-service-city.js';
import { PageQueryState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { useHydrated } from '../lib/use-hydrated.js';

const activeFilterCount = (state: ListingState) =>
  state.types.length + (state.minRating ? 1 : 0) + (state.price ? 1 : 0) + (state.distance !== 'any' ? 1 : 0);

/** /{serviceSlug}/{citySlug}: the providers of a service in a city, filtered, sorted and paged on the server. */
export default function ServiceCityPage() {
  const { serviceSlug = '', citySlug = '' } = useParams();
  const [pathname] = useLocation();
  const { state, params, update } = useListingState();
  const query = useServiceCity(serviceSlug, citySlug, params);
  const [mapShown, setMapShown] = useState(false);
  const hydrated = useHydrated();
  const resultsHeading = useResultsFocus(state);

  if (query.isPending || query.isError || !query.data) {
    return (
      <PageQueryState pending={query.isPending} loadingText="Loading service data...">
        <ServiceCityError error={query.error} pathname={pathname} />
      </PageQueryState>
    );
  }

  const data = query.data;
  const { service, city } = data;
  const filterCount = activeFilterCount(state);

  return (
    <>
      <Seo title={data.seo.title} description={data.seo.description} canonical={data.seo.canonical} />
      <ServiceCityHero data={data} />

      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8 lg:px-8 lg:py-10">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <FilterPanel activeCount={filterCount} total={data.total} busy={query.isPlaceholderData} disabled={!hydrated}>
            <FilterSidebar state={state} update={update} types={data.relatedServices} distanceHint={distanceHint(state, city.name)} />
          </FilterPanel>

          <section aria-labelledby="results-heading" className="min-w-0 space-y-4 sm:space-y-5">
            <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl">
              {service.name} Providers in {city.name}
            </h2>
            <DroppedFiltersNotice params={params} />
            <ListingSearch
              q={state.q}
              update={update}
              label={`Search ${service.name.toLowerCase()} providers in ${city.name}`}
              placeholder="Search providers by name or service..."
            />
            <ResultsToolbar state={state} update={update} total={data.total} />
            <FilterChips state={state} update={update} types={data.relatedServices} />
            <div className="flex flex-wrap items-start justify-between gap-3">
              <NearMe
                state={state}
                update={update}
                nearestCity={data.nearestCity}
                elsewhere={
                  data.nearestCity && data.nearestCity.slug !== city.slug
                    ? {
                        href: `/${service.slug}/${data.nearestCity.slug}?${listingSearch({ ...state, q: '', types: [], page: 1 })}`,
                        label: `${service.name} in ${data.nearestCity.name}`,
                      }
                    : null
                }
                disabled={!hydrated}
              />
              <MapToggle shown={mapShown} onChange={setMapShown} disabled={!hydrated} />
            </div>
            <FavoriteIntent />
            <ResultsWithMap
              shown={mapShown}
              businesses={data.businesses}
              center={city}
              label={`Map of the ${service.name.toLowerCase()} providers on this page`}
              timeZone={city.timeZone}
            >
              {(highlight) => (
                <ListingResults
                  businesses={data.businesses}
                  state={state}
                  update={update}
                  total={data.total}
                  busy={query.isPlaceholderData}
                  highlight={highlight}
                  category={data.service.category}
                  timeZoneOf={() => city.timeZone}
                  renderedAt={query.dataUpdatedAt}
                />
              )}
            </ResultsWithMap>
            {data.total > data.pageSize ? <Pager state={state} total={data.total} pageSize={data.pageSize} /> : null}
          </section>
        </div>
      </div>

      <ServiceCityFacts data={data} />
      <PairExtras data={data} />
    </>
  );
}
