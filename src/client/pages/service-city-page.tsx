import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { FilterSidebar } from '../components/listings/filter-sidebar.js';
import { ListingResults } from '../components/listings/listing-results.js';
import { ListingSearch } from '../components/listings/listing-search.js';
import { useListingState, type ListingState } from '../components/listings/listing-query.js';
import { PairExtras } from '../components/listings/pair-extras.js';
import { Pager } from '../components/listings/pager.js';
import { ResultsToolbar } from '../components/listings/results-toolbar.js';
import { ServiceCityError } from '../components/listings/service-city-error.js';
import { ServiceCityHero } from '../components/listings/service-city-hero.js';
import { useServiceCity } from '../components/listings/use-service-city.js';
import { PageQueryState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { Card } from '../components/ui/card.js';
import { cn } from '../lib/cn.js';

const activeFilterCount = (state: ListingState) =>
  state.types.length + (state.minRating ? 1 : 0) + (state.price ? 1 : 0) + (state.distance !== 'any' ? 1 : 0);

/** /{serviceSlug}/{citySlug}: the providers of a service in a city, filtered, sorted and paged on the server. */
export default function ServiceCityPage() {
  const { serviceSlug = '', citySlug = '' } = useParams();
  const { pathname } = useLocation();
  const { state, params, update } = useListingState();
  const query = useServiceCity(serviceSlug, citySlug, params);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(state.page);

  // A new page of results: bring the top of the results into view and move focus there (as a page load would).
  useEffect(() => {
    if (state.page === shownPage.current) return;
    shownPage.current = state.page;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

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

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside aria-labelledby="filters-heading" className="mb-6 lg:mb-0">
            <Card as="div" className="p-4 lg:sticky lg:top-20 lg:p-5">
              <h2 id="filters-heading" className="hidden text-base font-semibold text-slate-900 lg:block">
                Filters
              </h2>
              <button
                type="button"
                aria-expanded={filtersOpen}
                aria-controls="listing-filters"
                onClick={() => setFiltersOpen((open) => !open)}
                className="focus-ring flex w-full items-center justify-between gap-2 rounded-lg text-base font-semibold text-slate-900 lg:hidden"
              >
                <span className="inline-flex items-center gap-2">
                  <SlidersHorizontal className="size-4" aria-hidden="true" />
                  Filters
                  {filterCount ? <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs text-white">{filterCount}</span> : null}
                </span>
                <span className="text-sm font-medium text-teal-700">{filtersOpen ? 'Hide' : 'Show'}</span>
              </button>
              <div id="listing-filters" className={cn('mt-4', filtersOpen ? 'block' : 'hidden', 'lg:block')}>
                <FilterSidebar state={state} update={update} types={data.relatedServices} cityName={city.name} />
              </div>
            </Card>
          </aside>

          <section aria-labelledby="results-heading" className="min-w-0 space-y-5">
            <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
              {service.name} Providers in {city.name}
            </h2>
            <ListingSearch
              q={state.q}
              update={update}
              label={`Search ${service.name.toLowerCase()} providers in ${city.name}`}
              placeholder="Search providers by name or service..."
            />
            <ResultsToolbar state={state} update={update} total={data.total} />
            <ListingResults businesses={data.businesses} state={state} update={update} total={data.total} busy={query.isPlaceholderData} />
            {data.total > data.pageSize ? <Pager state={state} total={data.total} pageSize={data.pageSize} /> : null}
          </section>
        </div>
      </div>

      <PairExtras data={data} />
    </>
  );
}
