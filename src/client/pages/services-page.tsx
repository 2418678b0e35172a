import { Link } from 'wouter';
import type { Service } from '#shared/catalog.js';
import { categoryLook, CategoryIcon, groupByCategory } from '../components/category.js';
import { PageHero } from '../components/page-hero.js';
import { NotFoundState, PageQueryState } from '../components/page-states.js';
import { SearchInput } from '../components/search-input.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '#shared/api-paths.js';
import { Badge, BadgeList } from '../components/ui/badge.js';
import { Card } from '../components/ui/card.js';
import { EmptyState } from '../components/ui/empty-state.js';
import { StatTiles } from '../components/ui/stat-tile.js';
import { DESCRIPTION_LIMIT, formatPriceRange, truncate } from '../lib/format.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useSearchText } from '../lib/use-search-text.js';
import { useBrand } from '../lib/site.js';

/** Each card shows up to 3 keywords and links to the service in four featured cities. */
const KEYWORD_CHIPS = 3;
const FEATURED_CITIES = [
  { slug: 'austin', name: 'Austin' },
  { slug: 'denver', name: 'Denver' },
  { slug: 'seattle', name: 'Seattle' },
  { slug: 'miami', name: 'Miami' },
];
/** This statistic is a fixed figure, not a count. */
const FEATURED_CITY_STAT = 8;

function matchesService(service: Service, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [service.name, service.slug, service.description, service.category, ...service.keywords].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}

export default function ServicesPage() {
  const brand = useBrand();
  const services = useApiQuery<Service[]>(apiPaths.services);
  const [search, setSearch] = useSearchText();
  const seo = (
    <Seo
      title={`All Pet Services | ${brand.name}`}
      description="Explore every pet service in our directory: grooming, veterinary care, training, boarding, pet sitting and exercise, with typical prices and local providers."
      canonical="/services"
    />
  );
  if (services.isPending || services.isError) {
    return (
      <PageQueryState pending={services.isPending} seo={seo} loadingText="Loading services...">
        <NotFoundState title="Services Unavailable" text="The service directory could not be loaded. Please try again." to="/" linkLabel="Return Home" />
      </PageQueryState>
    );
  }
  const all = services.data;
  const groups = groupByCategory(all.filter((service) => matchesService(service, search)));
  const lowestPrice = all.length ? Math.min(...all.map((service) => service.avgPriceMin)) : 0;

  return (
    <>
      {seo}
      <PageHero title="All Pet Services" subtitle="Everything your pet needs, grouped by category, with typical prices and trusted local providers.">
        <div className="mt-8">
          <SearchInput id="service-search" label="Search services" placeholder="Search services..." value={search} onChange={setSearch} />
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 className="sr-only">Directory statistics</h2>
        <StatTiles
          label="Directory statistics"
          items={[
            { label: 'Total services', value: all.length, icon: 'paw-print' },
            { label: 'Categories', value: new Set(all.map((service) => service.category)).size, icon: 'layers' },
            { label: 'Starting from', value: `$${lowestPrice}`, icon: 'dollar-sign' },
            { label: 'Featured cities', value: FEATURED_CITY_STAT, icon: 'map-pin' },
          ]}
        />

        {groups.length === 0 ? (
          <EmptyState className="mt-10" title="No services found" text="Try another word, such as grooming, vet or walking." />
        ) : (
          groups.map(([category, items]) => (
            <section key={category} aria-labelledby={`category-${category}`} className="mt-12">
              <div className="mb-5 flex items-center gap-3">
                <CategoryIcon category={category} />
                <h2 id={`category-${category}`} className="text-2xl font-bold text-slate-900">
                  {categoryLook(category).label}
                </h2>
                <Badge size="md" weight="normal">
                  {items.length}
                </Badge>
              </div>
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {items.map((service) => (
                  <ServiceCard key={service.id} service={service} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <Card as="li" padding="md" className="flex flex-col transition hover:shadow-md">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link to={`/${service.slug}`} className="focus-ring rounded hover:text-teal-700">
          {service.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{truncate(service.description, DESCRIPTION_LIMIT)}</p>
      <p className="mt-3 text-sm">
        <span className="font-semibold text-slate-900">{formatPriceRange(service.avgPriceMin, service.avgPriceMax)}</span>
        <span className="text-slate-600"> · {service.frequency}</span>
      </p>
      <BadgeList className="mt-3" items={service.keywords.slice(0, KEYWORD_CHIPS)} label={`${service.name} keywords`} />
      <div className="mt-auto pt-4">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Popular cities</p>
        <ul className="flex flex-wrap gap-2">
          {FEATURED_CITIES.map((city) => (
            <li key={city.slug}>
              <Link
                to={`/${service.slug}/${city.slug}`}
                aria-label={`${service.name} in ${city.name}`}
                className="focus-ring inline-block rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-teal-50 hover:text-teal-800"
              >
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
