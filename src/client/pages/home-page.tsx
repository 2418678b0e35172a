import { Suspense } from 'react';
import { Link } from 'wouter';
import type { City, HomeStats, Service } from '#shared/catalog.js';
import { apiPaths } from '#shared/api-paths.js';
import { HeroSearchForm } from '../components/home/hero-search-form.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { Icon } from '../components/ui/icon.js';
import { formatAtLeast } from '../lib/format.js';
import { lazyWhenIdle } from '../lib/lazy-when-idle.js';
import { isPageHydrated } from '../lib/use-hydrated.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useBrand } from '../lib/site.js';

// Below the search hero the page is links and text: its code loads when the live page is idle.
const HomeSections = lazyWhenIdle(() => import('../components/home/home-sections.js'));

/** For routes.tsx: reached by a navigation (the page is live), the page waits for its sections, so they do not appear after the hero. */
export function loadHomeParts(): Promise<unknown> {
  return typeof window !== 'undefined' && isPageHydrated() ? HomeSections.preload() : Promise.resolve();
}

const POPULAR_SEARCHES = [
  { to: '/dog-grooming', label: 'Dog Grooming' },
  { to: '/veterinarian', label: 'Veterinarian' },
  { to: '/dog-training', label: 'Dog Training' },
  { to: '/pet-boarding', label: 'Pet Boarding' },
];

export default function HomePage() {
  const brand = useBrand();
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const services = useApiQuery<Service[]>(apiPaths.services);
  const stats = useApiQuery<HomeStats>(apiPaths.stats);
  // The figures come from /api/stats (public listings only), never from a number typed into the page.
  const cityCount = stats.data?.cities ?? cities.data?.length ?? 0;
  const providers = formatAtLeast(stats.data?.businesses ?? 0);

  const seo = (
    <Seo
      title={`${brand.name}: Find Trusted Pet Services Near You`}
      description={`Find trusted dog groomers, veterinarians, dog trainers and pet boarding in ${formatAtLeast(cityCount)} US cities. Compare ratings, prices and reviews from ${providers} local pet service providers.`}
      canonical="/"
    />
  );
  if (cities.isPending || services.isPending) {
    return (
      <>
        {seo}
        <PageLoading text="Loading pet services..." />
      </>
    );
  }
  const cityList = cities.data ?? [];
  const serviceList = services.data ?? [];

  return (
    <>
      {seo}
      <section className="relative bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-600 text-white">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgba(255,255,255,0.14),transparent_40%),radial-gradient(circle_at_10%_95%,rgba(110,231,183,0.22),transparent_45%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
            <Icon name="shield-check" className="size-4" />
            {providers} local providers in {stats.data?.cities ?? cityList.length} cities
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Find Trusted Pet Services Near You
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-teal-50">
            Groomers, veterinarians, trainers and boarding across the United States, with ratings, prices and reviews in one
            place.
          </p>
          <div className="mt-10">
            <HeroSearchForm />
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
            <span className="text-sm text-teal-50">Popular:</span>
            {POPULAR_SEARCHES.map((search) => (
              <Link
                key={search.to}
                to={search.to}
                className="focus-ring rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/30 [--focus-color:white] hover:bg-white/25"
              >
                {search.label}
              </Link>
            ))}
          </div>
        </div>
      </section>

      <Suspense fallback={null}>
        <HomeSections
          cityList={cityList}
          serviceList={serviceList}
          cityCount={stats.data?.cities ?? cityList.length}
          serviceCount={stats.data?.services ?? serviceList.length}
          providers={providers}
        />
      </Suspense>
    </>
  );
}
