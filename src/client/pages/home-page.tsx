import { ArrowRight, Building2, MapPin, ShieldCheck, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { City, HomeStats, Service } from '../../shared/catalog.js';
import { CategoryIcon } from '../components/category.js';
import { HeroSearchForm } from '../components/home/hero-search-form.js';
import { PageLoading } from '../components/page-states.js';
import { SectionHeading } from '../components/section-heading.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '../../shared/api-paths.js';
import { SITE_NAME } from '../../shared/brand.js';
import { buttonClass } from '../components/ui/button.js';
import { LinkCard } from '../components/ui/link-card.js';
import { StatTiles } from '../components/ui/stat-tile.js';
import { DESCRIPTION_LIMIT, formatCompact, formatNumber, formatAtLeast, truncate } from '../lib/format.js';
import { stateName } from '../lib/us-states.js';
import { useApiQuery } from '../lib/use-api-query.js';

/** Spec section 9: the home page shows the first 8 services and the first 8 cities. */
const HOME_LIST_LIMIT = 8;

const POPULAR_SEARCHES = [
  { to: '/dog-grooming', label: 'Dog Grooming' },
  { to: '/veterinarian', label: 'Veterinarian' },
  { to: '/dog-training', label: 'Dog Training' },
  { to: '/pet-boarding', label: 'Pet Boarding' },
];

export default function HomePage() {
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const services = useApiQuery<Service[]>(apiPaths.services);
  const stats = useApiQuery<HomeStats>(apiPaths.stats);
  // The figures come from /api/stats (public listings only), never from a number typed into the page.
  const cityCount = stats.data?.cities ?? cities.data?.length ?? 0;
  const providers = formatAtLeast(stats.data?.businesses ?? 0);

  const seo = (
    <Seo
      title={`${SITE_NAME}: Find Trusted Pet Services Near You`}
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
      <section className="relative overflow-hidden bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-600 text-white">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgba(255,255,255,0.14),transparent_40%),radial-gradient(circle_at_10%_95%,rgba(110,231,183,0.22),transparent_45%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
            <ShieldCheck className="size-4" aria-hidden="true" />
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
            <HeroSearchForm services={serviceList} cities={cityList} />
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

      <section aria-label="Directory statistics" className="border-b border-slate-200 bg-white">
        <StatTiles
          look="plain"
          className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
          items={[
            { label: 'Cities', value: formatNumber(stats.data?.cities ?? cityList.length), icon: MapPin },
            { label: 'Service Categories', value: formatNumber(stats.data?.services ?? serviceList.length), icon: Building2 },
            { label: 'Providers', value: providers, icon: Users },
          ]}
        />
      </section>

      <section aria-labelledby="popular-services" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="popular-services"
          title="Popular Pet Services"
          subtitle="Everything your pet needs, from a fresh haircut to a check-up."
          action={<SeeAll to="/services" label="View all services" />}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {serviceList.slice(0, HOME_LIST_LIMIT).map((service) => (
            <li key={service.id}>
              <LinkCard
                to={`/${service.slug}`}
                layout="column"
                heading
                icon={<CategoryIcon category={service.category} />}
                title={service.name}
                text={truncate(service.description, DESCRIPTION_LIMIT)}
                footer={`From $${service.avgPriceMin}`}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="top-cities" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading
            id="top-cities"
            title="Find Dog Groomers in Top Cities"
            subtitle="Browse trusted local providers in the largest US cities."
            action={<SeeAll to="/cities" label="View all cities" />}
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cityList.slice(0, HOME_LIST_LIMIT).map((city) => (
              <li key={city.id}>
                <LinkCard
                  to={`/dog-grooming/${city.slug}`}
                  surface="muted"
                  className="p-5"
                  title={city.name}
                  text={`${stateName(city.state)} · ${formatCompact(city.population)} people`}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-3xl bg-slate-900 p-8 text-white sm:p-10">
            <Star className="size-8 text-amber-400" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold">Own a pet service business?</h2>
            <p className="mt-2 text-slate-300">
              List your business for free and reach pet owners searching for services in your city.
            </p>
            <Link
              to="/list-business"
              className={buttonClass('inverse', 'lg', 'mt-6 [--focus-color:white]')}
            >
              List Your Business
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <div className="rounded-3xl bg-teal-50 p-8 ring-1 ring-teal-100 sm:p-10">
            <Building2 className="size-8 text-teal-700" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold text-slate-900">Looking for something else?</h2>
            <p className="mt-2 text-slate-700">From dog walking to emergency vets, explore every service we cover.</p>
            <Link
              to="/services"
              className={buttonClass('primary', 'lg', 'mt-6')}
            >
              Browse All Services
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="focus-ring inline-flex items-center gap-1 rounded font-semibold text-teal-700 hover:text-teal-800">
      {label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
