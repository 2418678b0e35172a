import { Redirect, useLocation, useSearch } from 'wouter';
import { useState } from 'react';
import { FavoriteIntent } from '../components/favorites/favorite-intent.js';
import { FilterChips } from '../components/listings/filter-chips.js';
import { FilterPanel } from '../components/listings/filter-panel.js';
import { FilterSidebar } from '../components/listings/filter-sidebar.js';
import { ListingResults } from '../components/listings/listing-results.js';
import { ListingSearch } from '../components/listings/listing-search.js';
import { NearMe } from '../components/listings/near-me.js';
import { DEFAULT_SORT, distanceHint, useListingState, type ListingState } from '../components/listings/listing-query.js';
import { Pager } from '../components/listings/pager.js';
import { ResultsToolbar } from '../components/listings/results-toolbar.js';
import { useResultsFocus } from '../components/listings/use-results-focus.js';
import { ServiceCityError } from '../components/listings/service-city-error.js';
import { NearMePrompt } from '../components/search/near-me-prompt.js';
import { NoResults } from '../components/search/no-results.js';
import { MapToggle } from '../components/map/map-toggle.js';
import { ResultsWithMap } from '../components/map/results-with-map.js';
import { SearchHero } from '../components/search/search-hero.js';
import { useSearchResults } from '../components/search/use-search-results.js';
import { PageQueryState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { keptQuery, SEARCH_PAGE_KEYS } from '#shared/page-query.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useBrand } from '../lib/site.js';

/** Where the map looks when no result on the page has a position and the search names no city: the contiguous US. */
const US_CENTRE = { latitude: 39.5, longitude: -98.35 };

const activeFilterCount = (state: ListingState) =>
  state.types.length + (state.minRating ? 1 : 0) + (state.price ? 1 : 0) + (state.distance !== 'any' ? 1 : 0);

/**
 * /search?q=&city=: public listings matching free text, with the service-in-city page's cards, filters and paging.
 * Text that names a service and a city belongs on that page: the server redirects there, and so does this page
 * when the browser navigates here itself.
 */
export default function SearchPage() {
  const brand = useBrand();
  const [pathname] = useLocation();
  const search = useSearch();
  const { state, params, update } = useListingState();
  const query = useSearchResults(params);
  const resultsHeading = useResultsFocus(state);
  const [mapShown, setMapShown] = useState(false);
  const hydrated = useHydrated();

  if (query.data?.redirect) return <Redirect to={query.data.redirect} replace />;
  if (query.isPending || query.isError || !query.data) {
    return (
      <PageQueryState pending={query.isPending} loadingText="Searching...">
        <ServiceCityError error={query.error} pathname={pathname} />
      </PageQueryState>
    );
  }

  const data = query.data;
  // The text asked for the visitor's position: without it, the page asks; with it, the server sorts by distance.
  const askForPosition = Boolean(data.nearMe && !state.near);
  const shown = data.nearMe && state.near && state.sort === DEFAULT_SORT ? { ...state, sort: 'distance' as const } : state;
  const title = data.q.trim() ? `${data.q.trim()} | Search | ${brand.name}` : `Search | ${brand.name}`;
  return (
    <>
      {/* Search results are not a page to index (robots and the sitemap leave /search out too). */}
      {/* Its address as the cache keys it: a parameter it does not read must not reach the cached copy's og:url. */}
      <Seo title={title} description={`Pet service providers matching your search on ${brand.name}.`} canonical={`${pathname}${keptQuery(new URLSearchParams(search), SEARCH_PAGE_KEYS)}`} noindex />
      <SearchHero data={data} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <FilterPanel activeCount={activeFilterCount(state)} total={data.total} busy={query.isPlaceholderData} disabled={!hydrated}>
            <FilterSidebar state={state} update={update} types={data.relatedServices} distanceHint={distanceHint(state, data.city?.name)} />
          </FilterPanel>
          <section aria-labelledby="results-heading" className="min-w-0 space-y-5">
            <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
              Providers{data.city ? ` in ${data.city.name}` : ''}
            </h2>
            {askForPosition ? (
              <NearMePrompt q={data.q} onNear={(near) => update({ near, sort: 'distance' })} onCity={(q) => update({ q })} disabled={!hydrated} />
            ) : null}
            <ListingSearch q={state.q} update={update} label="Search providers" placeholder="Search by name, service or city..." />
            <ResultsToolbar state={shown} update={update} total={data.total} />
            <FilterChips state={state} update={update} types={data.relatedServices} withText={false} />
            <div className="flex flex-wrap items-start justify-between gap-3">
              {askForPosition ? null : <NearMe state={state} update={update} nearestCity={data.nearestCity} disabled={!hydrated} />}
              {data.total > 0 ? <MapToggle shown={mapShown} onChange={setMapShown} disabled={!hydrated} /> : null}
            </div>
            <FavoriteIntent />
            {data.total === 0 ? (
              // 'near me' and nothing else: the prompt above is the answer, not 'nothing matches'.
              askForPosition && data.didYouMean.length === 0 ? null : <NoResults data={data} />
            ) : (
              <ResultsWithMap shown={mapShown} businesses={data.businesses} center={data.city ?? US_CENTRE} label="Map of the providers on this page">
                {(highlight) => (
                  <ListingResults
                    businesses={data.businesses}
                    state={state}
                    update={update}
                    total={data.total}
                    busy={query.isPlaceholderData}
                    highlight={highlight}
                    timeZoneOf={(business) => data.timeZones[business.cityId]}
                    renderedAt={query.dataUpdatedAt}
                  />
                )}
              </ResultsWithMap>
            )}
            {data.total > data.pageSize ? <Pager state={state} total={data.total} pageSize={data.pageSize} /> : null}
          </section>
        </div>
      </div>
    </>
  );
}
