import { Link } from 'wouter';
import type { City, Service } from '#shared/catalog.js';
import { formatCompact, formatNumber, DESCRIPTION_LIMIT, truncate } from '../../lib/format.js';
import { stateName } from '../../lib/us-states.js';
import { CategoryIcon } from '../category.js';
import { SectionHeading } from '../section-heading.js';
import { buttonClass } from '../ui/button.js';
import { Icon } from '../ui/icon.js';
import { LinkCard } from '../ui/link-card.js';
import { StatTiles } from '../ui/stat-tile.js';

/** The home page shows the first 8 services and the first 8 cities. */
const HOME_LIST_LIMIT = 8;

/**
 * The home page below its search hero: figures, popular services, top cities and the two calls to action. Links
 * and text only, so it is hydrated when the live page is idle (pages/home-page.tsx, lib/lazy-when-idle.ts).
 */
export default function HomeSections({ cityList, serviceList, cityCount, serviceCount, providers }: {
  cityList: City[];
  serviceList: Service[];
  cityCount: number;
  serviceCount: number;
  providers: string;
}) {
  return (
    <>
      <section aria-label="Directory statistics" className="border-b border-slate-200 bg-white">
        <StatTiles
          look="plain"
          className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
          items={[
            { label: 'Cities', value: formatNumber(cityCount), icon: 'map-pin' },
            { label: 'Service Categories', value: formatNumber(serviceCount), icon: 'building-2' },
            { label: 'Providers', value: providers, icon: 'users' },
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
                  size="lg"
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
            <Icon name="star" className="size-8 text-amber-400" />
            <h2 className="mt-4 text-2xl font-bold">Own a pet service business?</h2>
            <p className="mt-2 text-slate-300">
              List your business for free and reach pet owners searching for services in your city.
            </p>
            <Link
              to="/list-business"
              className={buttonClass('inverse', 'lg', 'mt-6 [--focus-color:white]')}
            >
              List Your Business
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
          <div className="rounded-3xl bg-teal-50 p-8 ring-1 ring-teal-100 sm:p-10">
            <Icon name="building-2" className="size-8 text-teal-700" />
            <h2 className="mt-4 text-2xl font-bold text-slate-900">Looking for something else?</h2>
            <p className="mt-2 text-slate-700">From dog walking to emergency vets, explore every service we cover.</p>
            <Link
              to="/services"
              className={buttonClass('primary', 'lg', 'mt-6')}
            >
              Browse All Services
              <Icon name="arrow-right" className="size-4" />
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
      <Icon name="arrow-right" className="size-4" />
    </Link>
  );
}
