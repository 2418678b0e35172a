import { Icon } from '../components/ui/icon.js';
import { useParams } from 'wouter';
import type { City, Service } from '#shared/catalog.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { CategoryIcon, categoryLook } from '../components/category.js';
import { PageHero } from '../components/page-hero.js';
import { NotFoundState, PageQueryState } from '../components/page-states.js';
import { SectionHeading } from '../components/section-heading.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '#shared/api-paths.js';
import { BadgeList } from '../components/ui/badge.js';
import { Card } from '../components/ui/card.js';
import { LinkCard } from '../components/ui/link-card.js';
import { DESCRIPTION_LIMIT, formatCompact, formatPriceRange, truncate } from '../lib/format.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useBrand } from '../lib/site.js';

/** Up to 4 related services, from the same category. */
const RELATED_LIMIT = 4;

export default function ServicePage() {
  const brand = useBrand();
  const { serviceSlug = '' } = useParams();
  const services = useApiQuery<Service[]>(apiPaths.services);
  const cities = useApiQuery<City[]>(apiPaths.cities);

  const pending = services.isPending || cities.isPending;
  const service = pending ? undefined : services.data?.find((item) => item.slug === serviceSlug);
  if (!service) {
    return (
      <PageQueryState pending={pending} loadingText="Loading service information...">
        <NotFoundState
          seo={<Seo title={`Service Not Found | ${brand.name}`} description="The service you are looking for does not exist." canonical="/services" noindex />}
          icon={<Icon name="search-x" className="size-12 text-slate-400" />}
          title="Service Not Found"
          text="The service you're looking for doesn't exist. Browse all services to find what your pet needs."
          to="/services"
          linkLabel="Browse All Services"
        />
      </PageQueryState>
    );
  }
  const cityList = [...(cities.data ?? [])].sort((a, b) => b.population - a.population);
  const related = (services.data ?? []).filter((item) => item.category === service.category && item.id !== service.id).slice(0, RELATED_LIMIT);
  const category = categoryLook(service.category);

  return (
    <>
      <Seo
        title={`${service.name} Near You: Compare Local Providers | ${brand.name}`}
        description={`Find trusted ${service.name.toLowerCase()} providers in ${cityList.length} US cities. Typical prices ${formatPriceRange(service.avgPriceMin, service.avgPriceMax)}, ${service.frequency.toLowerCase()}.`}
        canonical={`/${service.slug}`}
      />
      <PageHero
        eyebrow={
          <Breadcrumbs
            items={[
              { name: 'Home', url: '/' },
              { name: 'Services', url: '/services' },
              { name: service.name, url: `/${service.slug}` },
            ]}
          />
        }
        title={
          <span className="flex items-center gap-4">
            <CategoryIcon category={service.category} size="lg" />
            {service.name}
          </span>
        }
        subtitle={service.description}
      >
        <dl className="mt-8 grid gap-3 sm:grid-cols-3">
          <Fact icon={<Icon name="dollar-sign" className="size-4" />} label="Typical price range" value={formatPriceRange(service.avgPriceMin, service.avgPriceMax)} />
          <Fact icon={<Icon name="calendar-clock" className="size-4" />} label="How often" value={service.frequency} />
          <Fact icon={<Icon name="tag" className="size-4" />} label="Category" value={category.label} />
        </dl>
        {service.keywords.length ? (
          <BadgeList gap="md" className="mt-5" items={service.keywords} label="Also known as" />
        ) : null}
      </PageHero>

      <section aria-labelledby="service-cities" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading
          id="service-cities"
          title={`Find ${service.name} by City`}
          subtitle={`Choose your city to compare local ${service.name.toLowerCase()} providers, ratings and prices.`}
        />
        <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          {cityList.map((city) => (
            <li key={city.id}>
              <LinkCard
                to={`/${service.slug}/${city.slug}`}
                size="xs" radius="md"
                title={`${city.name}, ${city.state}`}
                text={`${formatCompact(city.population)} people`}
              />
            </li>
          ))}
        </ul>
      </section>

      {related.length ? (
        <section aria-labelledby="related-services" className="bg-white">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <SectionHeading id="related-services" title="Related Services" subtitle={`More ${category.label.toLowerCase()} services for your pet.`} />
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <li key={item.id}>
                  <LinkCard
                    to={`/${item.slug}`}
                    layout="column"
                    surface="muted"
                    icon={<CategoryIcon category={item.category} />}
                    title={item.name}
                    text={truncate(item.description, DESCRIPTION_LIMIT)}
                    footer={formatPriceRange(item.avgPriceMin, item.avgPriceMax)}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Card as="div" padding="sm" surface="flat">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className="text-teal-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </Card>
  );
}
