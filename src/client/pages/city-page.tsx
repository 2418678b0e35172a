import { Icon, type IconName } from '../components/ui/icon.js';
import { Link, useParams } from 'wouter';
import type { City, Service } from '#shared/catalog.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { categoryLook, CategoryIcon, groupByCategory } from '../components/category.js';
import { climateInfo } from '../components/climate.js';
import { PageHero } from '../components/page-hero.js';
import { NotFoundState, PageQueryState } from '../components/page-states.js';
import { SectionHeading } from '../components/section-heading.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '#shared/api-paths.js';
import { Card } from '../components/ui/card.js';
import { LinkCard } from '../components/ui/link-card.js';
import { StatTiles } from '../components/ui/stat-tile.js';
import { formatIncomeK, formatNumber, formatPercent, formatPriceRange } from '../lib/format.js';
import { stateName } from '../lib/us-states.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useBrand } from '../lib/site.js';

const POPULAR: { slug: string; name: string; icon: IconName }[] = [
  { slug: 'dog-grooming', name: 'Dog Grooming', icon: 'scissors' },
  { slug: 'veterinarian', name: 'Veterinarian', icon: 'stethoscope' },
  { slug: 'dog-training', name: 'Dog Training', icon: 'graduation-cap' },
  { slug: 'pet-boarding', name: 'Pet Boarding', icon: 'house' },
];

export default function CityPage() {
  const brand = useBrand();
  const { citySlug = '' } = useParams();
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const services = useApiQuery<Service[]>(apiPaths.services);

  const pending = cities.isPending || services.isPending;
  const city = pending ? undefined : cities.data?.find((item) => item.slug === citySlug);
  if (!city) {
    return (
      <PageQueryState pending={pending} loadingText="Loading city information...">
        <NotFoundState
          seo={<Seo title={`City Not Found | ${brand.name}`} description="The city you are looking for is not in our directory." canonical="/cities" noindex />}
          icon={<Icon name="map-pin-off" className="size-12 text-slate-400" />}
          title="City Not Found"
          text="We don't cover this city yet. Browse all cities to find providers near you."
          to="/cities"
          linkLabel="Browse All Cities"
        />
      </PageQueryState>
    );
  }
  const climate = climateInfo(city.climate);
  const groups = groupByCategory(services.data ?? []);
  const place = `${city.name}, ${city.state}`;

  return (
    <>
      <Seo
        title={`Pet Services in ${place}: Groomers, Vets & More | ${brand.name}`}
        description={`Find trusted pet services in ${place}: dog groomers, veterinarians, trainers, boarding and more. ${formatPercent(city.petOwnershipRate)} of local households own a pet.`}
        canonical={`/city/${city.slug}`}
      />
      <PageHero
        eyebrow={
          <Breadcrumbs
            items={[
              { name: 'Home', url: '/' },
              { name: 'Cities', url: '/cities' },
              { name: city.name, url: `/city/${city.slug}` },
            ]}
          />
        }
        title={`Pet Services in ${place}`}
        subtitle={`Everything pet owners in ${city.name}, ${stateName(city.state)} need: compare local groomers, vets, trainers and boarding.`}
      >
        <div className="mt-8">
          <StatTiles
            label={`${city.name} at a glance`}
            items={[
              { label: 'Population', value: formatNumber(city.population), icon: 'users' },
              { label: 'Pet ownership', value: formatPercent(city.petOwnershipRate), icon: 'heart' },
              { label: 'Average income', value: formatIncomeK(city.averageIncome), icon: 'dollar-sign' },
              { label: 'Climate', value: climate.label, icon: climate.icon },
            ]}
          />
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="climate-heading" className="rounded-2xl border border-amber-100 bg-amber-50 p-6 lg:col-span-1">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white text-amber-600 ring-1 ring-amber-100">
                <Icon name={climate.icon} className="size-6" />
              </span>
              <h2 id="climate-heading" className="text-lg font-semibold text-slate-900">
                {climate.label} climate
              </h2>
            </div>
            <p className="mt-3 text-slate-700">{climate.description}</p>
          </section>
          <Card aria-labelledby="popular-heading" className="lg:col-span-2">
            <h2 id="popular-heading" className="text-lg font-semibold text-slate-900">
              Popular in {city.name}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {POPULAR.map(({ slug, name, icon }) => (
                <li key={slug}>
                  <LinkCard
                    to={`/${slug}/${city.slug}`}
                    size="sm" radius="md"
                    icon={<Icon name={icon} className="size-5 shrink-0 text-teal-700" />}
                    title={`${name} in ${city.name}`}
                  />
                </li>
              ))}
            </ul>
          </Card>
        </div>

        <section aria-labelledby="all-services" className="mt-14">
          <SectionHeading id="all-services" title={`All Pet Services in ${city.name}`} subtitle="Pick a service to see local providers, ratings and prices." />
          <div className="grid gap-6 md:grid-cols-2">
            {groups.map(([category, items]) => (
              <Card key={category} aria-labelledby={`city-category-${category}`}>
                <div className="mb-4 flex items-center gap-3">
                  <CategoryIcon category={category} />
                  <h3 id={`city-category-${category}`} className="text-lg font-semibold text-slate-900">
                    {categoryLook(category).label}
                  </h3>
                </div>
                <ul className="divide-y divide-slate-100">
                  {items.map((service) => (
                    <li key={service.id}>
                      <Link
                        to={`/${service.slug}/${city.slug}`}
                        className="focus-ring group flex items-center justify-between gap-3 rounded py-2.5"
                      >
                        <span className="font-medium text-slate-800 group-hover:text-teal-700">{service.name}</span>
                        <span className="text-sm text-slate-600">{formatPriceRange(service.avgPriceMin, service.avgPriceMax)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
